/**
 * Catalogue search: Portuguese, accent-insensitive full text over the generated `tsv`,
 * one page of titles, the total, facet counts per filter letter over the WHOLE match set
 * (each letter counted under the other letters' filters, so OR within a letter and AND
 * across letters stay truthful as filters combine), and "did you mean" suggestions.
 */
import { type Database, type Db } from '../../db/connect';
import type { ResponseBody } from '../../http/handlers';
import {
  SEARCH_LETTERS, describeFacets, matchCondition, parseFilters, peekPage, rankQuery, runMatchSet, storePage,
  titlesInOrder, titlesInOrderAtVersion, type AdvancedRow, type FacetEntry, type Filters, type SearchKind,
} from '../../catalogue';
import { didYouMean } from './suggestions';

export interface SearchParams {
  termo?: string;
  tipo?: SearchKind;
  pagina?: number;
  quantPag?: number;
  /** C relevance (default), D newest first, A oldest first. */
  ordenacao?: 'C' | 'D' | 'A';
  filtros?: string[] | Filters;
  avancada?: AdvancedRow[];
  anoIni?: number;
  anoFim?: number;
  /** Leave out "did you mean" (the benchmark measures the result page alone). */
  semSugestoes?: boolean;
  /** Count at most this many matches exactly; past it the total and facets are estimates (`aproximado`). */
  limiteExato?: number;
  /** Compute the answer even when the cache holds it (the benchmark measures the work itself). */
  semCache?: boolean;
}

export type SearchResult = ResponseBody<'search'>;

/** SEARCH_EXACT_LIMIT's default (server/config.ts), for callers without a config (the benchmark). */
const DEFAULT_EXACT_LIMIT = 2000;

/** Fewer matches than this and the answer proposes corrections. */
const SUGGEST_BELOW = 5;

const toDb = (database: Db | Database): Db => ('db' in database ? database.db : database);

/** What a cached answer keeps: everything but the titles' rows, which are read fresh (availability). */
interface CachedAnswer { total: number; aproximado: boolean; ids: number[]; filtros: FacetEntry[]; sugestoes: SearchResult['sugestoes'] }

/** Lower case, single spaces: "Brasil  História" and "brasil história" are one search. */
const fold = (text: string | undefined) => text?.trim().replace(/\s+/g, ' ').toLowerCase() ?? '';

/** The normalised search: the same key for every spelling of the same question. */
function cacheKey(params: SearchParams, filters: Filters, pagina: number, quantPag: number, ordenacao: string): string {
  const sortedFilters = Object.entries(filters).filter(([, codes]) => codes?.length)
    .map(([letter, codes]) => [letter, [...codes!].sort()]).sort(([a], [b]) => String(a).localeCompare(String(b)));
  return JSON.stringify([
    fold(params.termo), params.tipo ?? 'livre', pagina, quantPag, ordenacao, sortedFilters,
    (params.avancada ?? []).filter((r) => r.valor.trim()).map((r) => [r.campo, fold(r.valor), r.operador]),
    params.anoIni ?? null, params.anoFim ?? null, !!params.semSugestoes,
  ]);
}

/** Null when the form holds nothing to search for (the route answers §5's message). */
export async function searchTitles(database: Db | Database, params: SearchParams): Promise<SearchResult | null> {
  const db = toDb(database);
  const pagina = Math.max(1, params.pagina ?? 1);
  const quantPag = params.quantPag ?? 20;
  const ordenacao = params.ordenacao ?? 'C';
  const filters = Array.isArray(params.filtros) || !params.filtros ? parseFilters(params.filtros as string[] | undefined) : params.filtros;
  const where = matchCondition(params);
  if (!where) return null;
  const key = cacheKey(params, filters, pagina, quantPag, ordenacao);
  const answerWith = (a: CachedAnswer, data: SearchResult['data']): SearchResult => ({
    total: a.total, aproximado: a.aproximado, pagina, quantPag, ordenacao, data, filtros: a.filtros, sugestoes: a.sugestoes,
  });
  // A cached page: the catalogue's version and the page's titles (availability is never
  // cached) in one statement; the entry answers only when it was computed at that version.
  const cached = params.semCache ? null : peekPage<CachedAnswer>(db, key);
  if (cached) {
    const { versao, titles } = await titlesInOrderAtVersion(db, cached.value.ids);
    if (versao === cached.versao) return answerWith(cached.value, titles);
  }
  const page = await runMatchSet(db, {
    where, rank: rankQuery(params), order: ordenacao, filters, letters: SEARCH_LETTERS,
    limit: quantPag, offset: (pagina - 1) * quantPag, bound: params.limiteExato ?? DEFAULT_EXACT_LIMIT,
  });
  const sugestoes = !params.semSugestoes && page.total < SUGGEST_BELOW && params.termo?.trim()
    ? await didYouMean(db, params.termo) : [];
  const answer: CachedAnswer = { total: page.total, aproximado: page.approximate, ids: page.ids, filtros: await describeFacets(db, page.facets, filters), sugestoes };
  storePage(db, key, page.versao, answer);
  return answerWith(answer, await titlesInOrder(db, answer.ids));
}
