/**
 * Catalogue search: Portuguese, accent-insensitive full text over the generated `tsv`,
 * one page of titles, the total, facet counts per filter letter over the WHOLE match set
 * (each letter counted under the other letters' filters, so OR within a letter and AND
 * across letters stay truthful as filters combine), and "did you mean" suggestions.
 */
import { type Database, type Db } from '../../../db/connect';
import { createGate } from '../../../http/admission';
import { searchCache } from '../../../counters';
import type { ResponseBody } from '../../../http/handlers';
import {
  SEARCH_LETTERS, computeShared, describeFacets, matchCondition, parseFilters, peekPage, rankQuery, runMatchSet, searchKey,
  sharedPageAndTitles, storePage, titlesInOrder, titlesInOrderAtVersion, type AdvancedRow, type FacetEntry, type Filters, type SearchKind,
} from '../core';
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
  /** At most this many searches missing from the caches are computed at once per process (SEARCH_CONCURRENCY); none: no bound. */
  concorrencia?: number;
}

export type SearchResult = ResponseBody<'search'>;

/** SEARCH_EXACT_LIMIT's default (server/config.ts), for callers without a config (the benchmark). */
const DEFAULT_EXACT_LIMIT = 2000;

/** Fewer matches than this and the answer proposes corrections. */
const SUGGEST_BELOW = 5;

const toDb = (database: Db | Database): Db => ('db' in database ? database.db : database);
/** Several API processes may share a PostgreSQL database; PGlite is one process. */
const shared = (database: Db | Database) => 'kind' in database && database.kind === 'postgresql';

/**
 * A bound on the searches computed at once per process and database: a few cold searches
 * over huge match sets would otherwise hold every pool connection and every core while
 * cached searches, title pages and loans queue behind them. Waiters hold no connection.
 */
const gates = new WeakMap<Db, ReturnType<typeof createGate>>();
function gate(db: Db, limit: number | undefined) {
  return async <R>(work: () => Promise<R>): Promise<R> => {
    if (!limit) return work();
    let g = gates.get(db);
    if (!g) gates.set(db, (g = createGate({ concurrency: limit, queueLimit: Infinity })));
    const entered = g.enter();
    const release = (entered instanceof Promise ? await entered : entered)!; // never null: no queue limit
    try {
      return await work();
    } finally {
      release();
    }
  };
}

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
  const compute = async (): Promise<{ versao: number; value: CachedAnswer }> => {
    const page = await runMatchSet(db, {
      where, rank: rankQuery(params), order: ordenacao, filters, letters: SEARCH_LETTERS,
      limit: quantPag, offset: (pagina - 1) * quantPag, bound: params.limiteExato ?? DEFAULT_EXACT_LIMIT,
    });
    const sugestoes = !params.semSugestoes && page.total < SUGGEST_BELOW && params.termo?.trim()
      ? await didYouMean(db, params.termo) : [];
    return { versao: page.versao, value: { total: page.total, aproximado: page.approximate, ids: page.ids, filtros: await describeFacets(db, page.facets, filters), sugestoes } };
  };
  if (params.semCache) {
    const { value } = await compute();
    return answerWith(value, await titlesInOrder(db, value.ids));
  }
  // This process's cache: the catalogue's version and the page's titles (availability is
  // never cached) in one statement; the entry answers only when computed at that version.
  const cached = peekPage<CachedAnswer>(db, key);
  if (cached) {
    const { versao, titles } = await titlesInOrderAtVersion(db, cached.value.ids);
    if (versao === cached.versao) {
      searchCache.inc({ result: 'process' });
      return answerWith(cached.value, titles);
    }
  }
  // PGlite is one process: its own cache is the only one, and filing answers in the table
  // would cost a write per new search for no reader.
  if (!shared(database)) {
    const { versao, value } = await gate(db, params.concorrencia)(compute);
    searchCache.inc({ result: 'computed' });
    storePage(db, key, versao, value);
    return answerWith(value, await titlesInOrder(db, value.ids));
  }
  // The cache every process shares (table pagina_busca), read the same way in one statement.
  const hash = searchKey(key);
  const found = await sharedPageAndTitles<CachedAnswer>(db, hash);
  if (found.value) {
    searchCache.inc({ result: 'shared' });
    storePage(db, key, found.versao, found.value);
    return answerWith(found.value, found.titles);
  }
  // Another process may file it while this one waits for the key's lock: then it is a shared hit.
  let computed = false;
  const computeHere = () => { computed = true; return compute(); };
  const { versao, value } = await computeShared(db, hash, computeHere, { gate: gate(db, params.concorrencia) });
  searchCache.inc({ result: computed ? 'computed' : 'shared' });
  storePage(db, key, versao, value);
  return answerWith(value, await titlesInOrder(db, value.ids));
}
