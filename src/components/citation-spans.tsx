import { coinsKind, coinsTitle } from '../../openapi/coins';

export interface CitationTitle {
  cod_acervo: number;
  cod_tipo_obra: number;
  desc_tipo_obra: string;
  titulo: string;
  autor: string | null;
  ano_publicacao: number | null;
  editora?: string | null;
  local_publicacao?: string | null;
  edicao?: string | null;
  isbn?: string[];
  issn?: string[];
}

/**
 * What reference managers read from a page (Zotero's connector): the title's COinS span
 * (openapi/coins.ts, the builder the server's title page uses too) and its unAPI id, which
 * /unapi turns into RIS, BibTeX, MARCXML, MODS or Dublin Core. Both are empty and unseen.
 */
export function CitationSpans({ title }: { title: CitationTitle }) {
  const kev = coinsTitle({
    kind: coinsKind(title.cod_tipo_obra), title: title.titulo, authors: title.autor ? [title.autor] : [],
    isbn: title.isbn, issn: title.issn, date: title.ano_publicacao, publisher: title.editora, place: title.local_publicacao,
    edition: title.edicao, url: `${window.location.origin}/acervo/${title.cod_acervo}`, typeLabel: title.desc_tipo_obra,
  });
  return (
    <>
      <span className="Z3988" title={kev} />
      <abbr className="unapi-id" title={String(title.cod_acervo)} />
    </>
  );
}
