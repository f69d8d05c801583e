// The search lives in the URL (/?termo=…&tipo=…), so results can be shared, bookmarked
// and restored. Malformed values are dropped rather than failing the page.

export const SEARCH_TYPES = ['livre', 'titulo', 'assunto', 'autor'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** Spec §9: page size 20, sort 'C' (relevance); the contract offers these choices. */
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 20;
export const SORTS = ['C', 'D', 'A'] as const;
export type Sort = (typeof SORTS)[number];
export const DEFAULT_SORT: Sort = 'C';
const MAX_PAGE = 10_000;
// The contract accepts up to 2,000 characters (odd and long queries are answered, not refused).
const MAX_TERM_LENGTH = 2000;

export interface CatalogueSearch {
  termo?: string;
  tipo?: SearchType;
  pagina?: number;
  quantPag?: PageSize;
  ordenacao?: Sort;
}

function asText(value: unknown): string | undefined {
  // The router parses `?termo=1984` as the number 1984.
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' ? value : undefined;
}

function asInteger(value: unknown, max: number): number | undefined {
  const text = asText(value);
  if (text === undefined || !/^\d{1,6}$/.test(text.trim())) return undefined;
  const number = Number(text);
  return number >= 1 && number <= max ? number : undefined;
}

export function validateCatalogueSearch(search: Record<string, unknown>): CatalogueSearch {
  const result: CatalogueSearch = {};
  const termo = asText(search.termo);
  if (termo !== undefined && termo.length <= MAX_TERM_LENGTH) result.termo = termo;
  const tipo = asText(search.tipo);
  if (tipo && (SEARCH_TYPES as readonly string[]).includes(tipo)) result.tipo = tipo as SearchType;
  const pagina = asInteger(search.pagina, MAX_PAGE);
  if (pagina) result.pagina = pagina;
  const quantPag = asInteger(search.quantPag, 1000);
  if (quantPag && (PAGE_SIZES as readonly number[]).includes(quantPag)) result.quantPag = quantPag as PageSize;
  const ordenacao = asText(search.ordenacao);
  if (ordenacao && (SORTS as readonly string[]).includes(ordenacao)) result.ordenacao = ordenacao as Sort;
  return result;
}

/** True when there is something to search for. */
export function hasSearchTerm(search: CatalogueSearch): search is CatalogueSearch & { termo: string } {
  return typeof search.termo === 'string' && search.termo.trim().length > 0;
}

/** `/:guia` (spec §2): a path segment naming a search guide opens home on that kind of search. */
export const isSearchGuide = (segment: string): segment is SearchType => (SEARCH_TYPES as readonly string[]).includes(segment);
