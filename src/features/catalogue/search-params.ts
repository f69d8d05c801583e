// The search lives in the URL (/?termo=…&tipo=…), so results can be shared, bookmarked
// and restored. Malformed values are dropped rather than failing the page.

export const SEARCH_TYPES = ['livre', 'titulo', 'assunto', 'autor'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** Spec §9: page size 20, sort 'C'. */
export const DEFAULT_PAGE_SIZE = 20;
export const DEFAULT_SORT = 'C';
export const MAX_PAGE_SIZE = 100;
const MAX_PAGE = 10_000;
const MAX_TERM_LENGTH = 500;

export interface CatalogueSearch {
  termo?: string;
  tipo?: SearchType;
  pagina?: number;
  quantPag?: number;
  ordenacao?: string;
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
  const quantPag = asInteger(search.quantPag, MAX_PAGE_SIZE);
  if (quantPag) result.quantPag = quantPag;
  const ordenacao = asText(search.ordenacao);
  if (ordenacao && /^[A-Za-z]{1,3}$/.test(ordenacao)) result.ordenacao = ordenacao.toUpperCase();
  return result;
}

/** True when there is something to search for. */
export function hasSearchTerm(search: CatalogueSearch): search is CatalogueSearch & { termo: string } {
  return typeof search.termo === 'string' && search.termo.trim().length > 0;
}
