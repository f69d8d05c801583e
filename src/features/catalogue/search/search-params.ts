// The whole search lives in the URL (/?termo=…&filtro=…&campo=…), so a search with its
// filters is a link that can be shared, bookmarked and reloaded. Malformed values are
// dropped, and their names reported, so the page can say what it ignored instead of failing.
import { asChoice, asInteger, asList, asText } from './url-values';

export const SEARCH_TYPES = ['livre', 'titulo', 'assunto', 'autor'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** Spec §9: page size 20, sort 'C' (relevance), display 'D'; the contract offers these choices. */
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 20;
/** C relevance, D publication year newest first, A publication year oldest first. */
export const SORTS = ['C', 'D', 'A'] as const;
export type Sort = (typeof SORTS)[number];
export const DEFAULT_SORT: Sort = 'C';
/** Display modes, designed here: D detailed (covers and every line), C compact (one line per title). */
export const DISPLAYS = ['D', 'C'] as const;
export type Display = (typeof DISPLAYS)[number];
export const DEFAULT_DISPLAY: Display = 'D';

/** Fields of the advanced form and how a row joins the rows before it (the contract's campo/operador). */
export const ADVANCED_FIELDS = ['livre', 'titulo', 'autor', 'assunto', 'isbn', 'issn', 'classificacao', 'editora', 'serie'] as const;
export type AdvancedField = (typeof ADVANCED_FIELDS)[number];
export const OPERATORS = ['E', 'OU', 'NAO'] as const;
export type Operator = (typeof OPERATORS)[number];
export const MAX_ADVANCED_ROWS = 10;

const MAX_PAGE = 10_000;
// The contract accepts up to 2,000 characters (odd and long queries are answered, not refused).
const MAX_TERM_LENGTH = 2000;
const MAX_VALUE_LENGTH = 500;
const MAX_FILTERS = 50;
/** The contract's pattern of a filter: LETTER:code. */
const FILTER_PATTERN = /^[A-Z_]{1,4}:.{1,200}$/;

export interface CatalogueSearch {
  termo?: string;
  tipo?: SearchType;
  pagina?: number;
  quantPag?: PageSize;
  ordenacao?: Sort;
  exibicao?: Display;
  /** Facet filters, each LETTER:code (AND across letters, OR within one). */
  filtro?: string[];
  /** Advanced rows, position by position. */
  campo?: AdvancedField[];
  valor?: string[];
  operador?: Operator[];
  anoIni?: number;
  anoFim?: number;
  /** Network-catalogue filters (Z, T, Y, I) and page, for the other institutions' results. */
  filtroRede?: string[];
  paginaRede?: number;
}

/** Query keys this page owns; a malformed one is named in the notice. */
export type SearchKey = keyof CatalogueSearch;

export interface ParsedSearch {
  search: CatalogueSearch;
  /** Keys present in the URL whose value (or part of it) was not understood. */
  ignored: SearchKey[];
}

function parseFilters(value: unknown): { filters?: string[]; bad: boolean } {
  const list = asList(value);
  if (!list) return { bad: false };
  const filters: string[] = [];
  let bad = false;
  for (const item of list) {
    const text = asText(item);
    if (text === undefined || !FILTER_PATTERN.test(text) || filters.length >= MAX_FILTERS) bad = true;
    else if (!filters.includes(text)) filters.push(text);
  }
  return { filters: filters.length ? filters : undefined, bad };
}

interface AdvancedRows {
  campo?: AdvancedField[];
  valor?: string[];
  operador?: Operator[];
  ignored: SearchKey[];
}

/** Rows of the advanced form: a row with an unknown field or operator is dropped whole. */
function parseAdvanced(raw: Record<string, unknown>): AdvancedRows {
  const fields = asList(raw.campo) ?? [];
  const values = asList(raw.valor) ?? [];
  const operators = asList(raw.operador) ?? [];
  const ignored = new Set<SearchKey>();
  const rows: { campo: AdvancedField; valor: string; operador: Operator }[] = [];
  const count = Math.max(fields.length, values.length);
  for (let i = 0; i < count; i++) {
    const campo = asChoice(fields[i], ADVANCED_FIELDS);
    const valor = values[i] === undefined ? '' : asText(values[i]);
    const operador = operators[i] === undefined ? 'E' : asChoice(operators[i], OPERATORS);
    if (!campo) ignored.add('campo');
    if (valor === undefined || valor.length > MAX_VALUE_LENGTH) ignored.add('valor');
    if (!operador) ignored.add('operador');
    const wellFormed = campo && operador && valor !== undefined && valor.length <= MAX_VALUE_LENGTH;
    if (wellFormed && rows.length < MAX_ADVANCED_ROWS) rows.push({ campo, valor, operador });
    else if (wellFormed) ignored.add('campo');
  }
  if (operators.length > count) ignored.add('operador');
  if (rows.length === 0) return { ignored: [...ignored] };
  return {
    campo: rows.map((row) => row.campo),
    valor: rows.map((row) => row.valor),
    operador: rows.map((row) => row.operador),
    ignored: [...ignored],
  };
}

/** Reads the URL's search; keeps what is well formed and names what was not. */
export function parseCatalogueSearch(raw: Record<string, unknown>): ParsedSearch {
  const search: CatalogueSearch = {};
  const ignored: SearchKey[] = [];
  const read = <K extends SearchKey>(key: K, parse: (value: unknown) => CatalogueSearch[K] | undefined) => {
    if (raw[key] === undefined) return;
    const value = parse(raw[key]);
    if (value === undefined) ignored.push(key);
    else search[key] = value;
  };
  read('termo', (value) => {
    const text = asText(value);
    return text !== undefined && text.length <= MAX_TERM_LENGTH ? text : undefined;
  });
  read('tipo', (value) => asChoice(value, SEARCH_TYPES));
  read('pagina', (value) => asInteger(value, 1, MAX_PAGE));
  read('quantPag', (value) => asChoice(asInteger(value, 1, 1000), PAGE_SIZES));
  read('ordenacao', (value) => asChoice(value, SORTS));
  read('exibicao', (value) => asChoice(value, DISPLAYS));
  read('anoIni', (value) => asInteger(value, 0, 9999));
  read('anoFim', (value) => asInteger(value, 0, 9999));
  read('paginaRede', (value) => asInteger(value, 1, MAX_PAGE));
  for (const key of ['filtro', 'filtroRede'] as const) {
    const { filters, bad } = parseFilters(raw[key]);
    if (filters) search[key] = filters;
    if (bad) ignored.push(key);
  }
  const advanced = parseAdvanced(raw);
  if (advanced.campo) Object.assign(search, { campo: advanced.campo, valor: advanced.valor, operador: advanced.operador });
  ignored.push(...advanced.ignored);
  return { search, ignored };
}

/**
 * The well-formed values alone. The routes validate with `parseOnce(parseCatalogueSearch)`
 * (src/routes/-parsed-search.ts), which also keeps what was ignored, for the notice.
 */
export function validateCatalogueSearch(raw: Record<string, unknown>): CatalogueSearch {
  return parseCatalogueSearch(raw).search;
}

/** True when one advanced row has a value. */
export function hasAdvancedValue(search: CatalogueSearch): boolean {
  return (search.valor ?? []).some((value) => value.trim().length > 0);
}

/** True when there is something to search for: the term, or one advanced value (the contract's rule). */
export function hasSearchTerm(search: CatalogueSearch): boolean {
  return (typeof search.termo === 'string' && search.termo.trim().length > 0) || hasAdvancedValue(search);
}

/** `/:guia` (spec §2): a path segment naming a search guide opens home on that kind of search. */
export const isSearchGuide = (segment: string): segment is SearchType => (SEARCH_TYPES as readonly string[]).includes(segment);
