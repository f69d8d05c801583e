/**
 * COinS (ContextObjects in Spans, OpenURL 1.0 KEV): the `title` of a
 * `<span class="Z3988">` that Zotero and link resolvers read from a page. One builder
 * for both halves: the server's title pages and the PWA's result rows and title page.
 * The kind of work picks the metadata format (book, journal, dissertation, else Dublin Core).
 */

export type CoinsKind = 'book' | 'chapter' | 'periodical' | 'article' | 'thesis' | 'other';

export interface CoinsTitle {
  kind: CoinsKind;
  title: string;
  /** People and bodies, as catalogued ("Freire, Paulo"). */
  authors: readonly string[];
  isbn?: readonly string[];
  issn?: readonly string[];
  date?: string | number | null;
  publisher?: string | null;
  place?: string | null;
  /** The work an article or chapter is part of (773 $t), when known. */
  container?: string | null;
  edition?: string | null;
  /** The title's page in the catalogue (rft_id). */
  url?: string | null;
  /** The catalogue's name of the type of work (Dublin Core rft.type). */
  typeLabel?: string | null;
}

/** The catalogue's types of work (tipo_obra codes, server/marc/work-types.ts) to a COinS kind. */
export function coinsKind(codTipoObra: number | null | undefined): CoinsKind {
  switch (codTipoObra) {
    case 1: case 3: case 4: return 'book';
    case 2: case 15: return 'periodical';
    case 10: return 'article';
    case 11: return 'thesis';
    default: return 'other';
  }
}

const FORMAT: Record<CoinsKind, string> = {
  book: 'book', chapter: 'book', periodical: 'journal', article: 'journal', thesis: 'dissertation', other: 'dc',
};

/** The KEV string (the span's title attribute, before HTML escaping). */
export function coinsTitle(t: CoinsTitle): string {
  const pairs: [string, string][] = [['ctx_ver', 'Z39.88-2004'], ['rft_val_fmt', `info:ofi/fmt:kev:mtx:${FORMAT[t.kind]}`]];
  const add = (key: string, value: string | number | null | undefined) => {
    const text = value === null || value === undefined ? '' : String(value).replace(/\s+/g, ' ').trim();
    if (text) pairs.push([key, text]);
  };
  if (t.url) pairs.push(['rft_id', t.url]);
  const date = t.date === null || t.date === undefined ? undefined : String(t.date);
  switch (t.kind) {
    case 'book': case 'chapter':
      add('rft.genre', t.kind === 'chapter' ? 'bookitem' : 'book');
      add(t.kind === 'chapter' ? 'rft.atitle' : 'rft.btitle', t.title);
      if (t.kind === 'chapter') add('rft.btitle', t.container);
      break;
    case 'periodical':
      add('rft.genre', 'journal');
      add('rft.jtitle', t.title);
      break;
    case 'article':
      add('rft.genre', 'article');
      add('rft.atitle', t.title);
      add('rft.jtitle', t.container);
      break;
    case 'thesis':
      add('rft.title', t.title);
      break;
    case 'other':
      add('rft.title', t.title);
      add('rft.type', t.typeLabel);
      break;
  }
  const dc = t.kind === 'other';
  for (const name of t.authors) add(dc ? 'rft.creator' : 'rft.au', name);
  if (t.kind === 'book' || t.kind === 'chapter') for (const isbn of t.isbn ?? []) add('rft.isbn', isbn);
  if (t.kind === 'periodical' || t.kind === 'article') for (const issn of t.issn ?? []) add('rft.issn', issn);
  add('rft.date', date);
  add(dc ? 'rft.publisher' : t.kind === 'thesis' ? 'rft.inst' : 'rft.pub', t.publisher);
  if (!dc) add('rft.place', t.place);
  if (t.kind === 'book') add('rft.edition', t.edition);
  return pairs.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&');
}
