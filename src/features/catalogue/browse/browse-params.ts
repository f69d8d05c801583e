// Browse indexes (spec §1): which index, where to start, which way to page. All in the URL
// (/indices/autor?termo=Silva&direcao=tras), so a place in an index can be shared.

export const INDEX_TYPES = ['titulo', 'serie', 'autor', 'assunto', 'classificacao', 'isbn', 'issn'] as const;
export type IndexType = (typeof INDEX_TYPES)[number];
export const DIRECTIONS = ['frente', 'tras'] as const;
export type Direction = (typeof DIRECTIONS)[number];
const MAX_TERM_LENGTH = 500;

export interface BrowseSearch {
  /** Where to jump or page from. */
  termo?: string;
  /** frente: headings at or after termo; tras: the headings just before it. */
  direcao?: Direction;
}

export const isIndexType = (value: string): value is IndexType => (INDEX_TYPES as readonly string[]).includes(value);

export interface ParsedBrowseSearch {
  search: BrowseSearch;
  ignored: (keyof BrowseSearch)[];
}

export function parseBrowseSearch(raw: Record<string, unknown>): ParsedBrowseSearch {
  const search: BrowseSearch = {};
  const ignored: (keyof BrowseSearch)[] = [];
  if (raw.termo !== undefined) {
    // The router reads `?termo=1984` as a number.
    const termo = typeof raw.termo === 'number' ? String(raw.termo) : raw.termo;
    if (typeof termo === 'string' && termo.length <= MAX_TERM_LENGTH) search.termo = termo;
    else ignored.push('termo');
  }
  if (raw.direcao !== undefined) {
    if ((DIRECTIONS as readonly unknown[]).includes(raw.direcao)) search.direcao = raw.direcao as Direction;
    else ignored.push('direcao');
  }
  return { search, ignored };
}

/** The well-formed values alone (the route validates with `parseOnce(parseBrowseSearch)`, which keeps what was ignored too). */
export const validateBrowseSearch = (raw: Record<string, unknown>): BrowseSearch => parseBrowseSearch(raw).search;
