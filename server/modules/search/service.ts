/**
 * Catalogue search: Portuguese, accent-insensitive full text over the generated `tsv`,
 * one page of titles, the total, facet counts per filter letter over the WHOLE match set
 * (each letter counted under the other letters' filters, so OR within a letter and AND
 * across letters stay truthful as filters combine), and "did you mean" suggestions.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Database, type Db } from '../../db/connect';
import { describeFacets, type FacetEntry } from './facet-labels';
import { SEARCH_LETTERS, parseFilters, type Filters } from './filters';
import { languageName } from './languages';
import { runMatchSet } from './match-set';
import { matchCondition, rankQuery, type AdvancedRow, type SearchKind } from './query';
import { didYouMean, type Suggestion } from './suggestions';

export type { SearchKind } from './query';
export type { FacetEntry } from './facet-labels';

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

export interface TitleRow {
  cod_acervo: number; cod_tipo_obra: number; desc_tipo_obra: string; titulo: string; autor: string | null;
  ano_publicacao: number | null; idioma: string | null; idioma_desc: string | null; classificacao: string | null;
  link_capa: string | null; acesso_remoto: string | null; possui_acessibilidade: 'S' | 'N';
  exemplares_disponiveis: number; exemplares_total: number;
}
export interface SearchResult {
  total: number; pagina: number; quantPag: number; ordenacao: string; data: TitleRow[]; filtros: FacetEntry[]; sugestoes: Suggestion[];
}

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
  const page = await runMatchSet(db, {
    where, rank: rankQuery(params), order: ordenacao, filters, letters: SEARCH_LETTERS,
    limit: quantPag, offset: (pagina - 1) * quantPag,
  });
  const titles = page.ids.length ? await titleRows(db, page.ids) : new Map<number, TitleRow>();
  const sugestoes = !params.semSugestoes && page.total < SUGGEST_BELOW && params.termo?.trim()
    ? await didYouMean(db, params.termo) : [];
  return {
    total: page.total, pagina, quantPag, ordenacao,
    data: page.ids.map((id) => titles.get(id)).filter((t): t is TitleRow => !!t),
    filtros: await describeFacets(db, page.facets, filters),
    sugestoes,
  };
}

/** Summaries of the given titles, with their availability. */
export async function titleRows(db: Db, ids: number[]): Promise<Map<number, TitleRow>> {
  const rows = await queryRows<Omit<TitleRow, 'idioma_desc'>>(db, sql`
    SELECT a.cod_acervo, a.cod_tipo_obra, t.descricao AS desc_tipo_obra, a.titulo, a.autor, a.ano_publicacao, a.idioma,
      a.classificacao, a.link_capa, a.acesso_remoto, CASE WHEN a.possui_acessibilidade THEN 'S' ELSE 'N' END AS possui_acessibilidade,
      (SELECT count(*) FILTER (WHERE e.situacao = 'disponivel') FROM exemplar e WHERE e.cod_acervo = a.cod_acervo)::int AS exemplares_disponiveis,
      (SELECT count(*) FROM exemplar e WHERE e.cod_acervo = a.cod_acervo)::int AS exemplares_total
    FROM acervo a JOIN tipo_obra t ON t.cod_tipo_obra = a.cod_tipo_obra
    WHERE a.cod_acervo = ANY(${sql.param(ids)}::int[])`);
  return new Map(rows.map((r) => [r.cod_acervo, { ...r, idioma_desc: languageName(r.idioma) }]));
}
