import { coinsKind, coinsTitle } from '../../openapi/coins';
import type { Title } from '../api/types';

/** A title as a result row (TitleSummary) or its page (Title) has it: the page adds the imprint and numbers. */
export type CitationTitle = Pick<Title, 'cod_acervo' | 'cod_tipo_obra' | 'desc_tipo_obra' | 'titulo' | 'autor' | 'ano_publicacao'>
  & Partial<Pick<Title, 'editora' | 'local_publicacao' | 'edicao' | 'isbn' | 'issn'>>;

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
