/**
 * Catalogue search: Portuguese, accent-insensitive full text over the generated `tsv`,
 * one page of titles, the total, facet counts per filter letter over the WHOLE match set
 * (each letter counted under the other letters' filters, so OR within a letter and AND
 * across letters stay truthful as filters combine), and "did you mean" suggestions.
 */
import { type Database, type Db } from '../../db/connect';
import type { ResponseBody } from '../../http/handlers';
import {
  SEARCH_LETTERS, matchCondition, parseFilters, rankQuery, resultPage, type AdvancedRow, type Filters, type SearchKind,
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
}

export type SearchResult = ResponseBody<'search'>;

/** Fewer matches than this and the answer proposes corrections. */
const SUGGEST_BELOW = 5;

const toDb = (database: Db | Database): Db => ('db' in database ? database.db : database);

/** Null when the form holds nothing to search for (the route answers §5's message). */
export async function searchTitles(database: Db | Database, params: SearchParams): Promise<SearchResult | null> {
  const db = toDb(database);
  const pagina = Math.max(1, params.pagina ?? 1);
  const quantPag = params.quantPag ?? 20;
  const ordenacao = params.ordenacao ?? 'C';
  const filters = Array.isArray(params.filtros) || !params.filtros ? parseFilters(params.filtros as string[] | undefined) : params.filtros;
  const where = matchCondition(params);
  if (!where) return null;
  const page = await resultPage(db, {
    where, rank: rankQuery(params), order: ordenacao, filters, letters: SEARCH_LETTERS,
    limit: quantPag, offset: (pagina - 1) * quantPag,
  });
  const sugestoes = !params.semSugestoes && page.total < SUGGEST_BELOW && params.termo?.trim()
    ? await didYouMean(db, params.termo) : [];
  return { total: page.total, pagina, quantPag, ordenacao, data: page.data, filtros: page.filtros, sugestoes };
}
