/**
 * One statement answers a result page: the match set `m` (titles passing the search, with
 * the narrow columns the filters and facets need), the filtered total, the page's title
 * codes and the facet counts of every letter over the WHOLE match set. The facets come
 * from a single pass over (title, letter, code) pairs: with filters on k letters, each pair
 * is counted under k + 1 conditions (all filters; all but letter i), so OR within a letter
 * and AND across letters stay exact without one scan per letter.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/connect';
import { one } from '../../../db/query';
import { CAPPED_LETTERS, DADOS_LETTERS, FACET_CAP, facetGroups, filtersCondition, type FilterLetter, type Filters } from './filters';

export interface RawFacet { tipo: string; codigo: string; total: number; sem: number }
export interface MatchSetPage {
  total: number;
  ids: number[];
  facets: RawFacet[];
  /** The catalogue's version read in the statement's own snapshot (see page-cache.ts). */
  versao: number;
  /** True when the total and the facet counts are estimates from a sample (see `bound`). */
  approximate: boolean;
}

export interface MatchSetQuery {
  /** Condition over `acervo a`. */
  where: SQL;
  /** Relevance tsquery (ts_rank_cd) or null for none. */
  rank: SQL | null;
  /** C relevance, D newest first, A oldest first, N newest acquisition first. */
  order: 'C' | 'D' | 'A' | 'N';
  filters: Filters;
  letters: readonly FilterLetter[];
  limit: number;
  offset: number;
  /**
   * Read at most this many matches: past it the page is ranked among the first `bound`
   * matches read and the total and facet
   * counts are estimates from a sample of the table's pages (`approximate`). None: exact.
   */
  bound?: number;
  /** New acquisitions: only titles with a copy acquired since this day. */
  acquiredSince?: string;
}

const ORDER: Record<MatchSetQuery['order'], SQL> = {
  C: sql`rank DESC, cod_acervo`,
  D: sql`ano_publicacao DESC NULLS LAST, rank DESC, cod_acervo`,
  A: sql`ano_publicacao ASC NULLS LAST, rank DESC, cod_acervo`,
  N: sql`aquisicao DESC NULLS LAST, cod_acervo DESC`,
};

const pageOf = (q: MatchSetQuery) =>
  sql`(SELECT json_agg(cod_acervo) FROM (SELECT cod_acervo FROM f ORDER BY ${ORDER[q.order]} LIMIT ${q.limit} OFFSET ${q.offset}) p)`;

/** How the statement reads the match set. */
export type Source =
  | { kind: 'all' }
  /**
   * At most `bound` + 1 matches, in the order the GIN bitmap reads them; when there are more,
   * the same statement counts the total and the facets among the matches of a random
   * `percent` of the table's pages (TABLESAMPLE SYSTEM) instead. Measured at 1M titles
   * (bench/search.ts), ordering by a RUM index (`tsv <=> query`) made pages slower (p95
   * 1.2 s, max 22 s against 0.64 s and 1.1 s on the same machine), so GIN is used alone.
   */
  | { kind: 'bounded'; bound: number; percent: number };

/** Pages a sample reads: ~1% of a million titles, a constant cost whatever the catalogue's size. */
const SAMPLE_PAGES = 2000;

export async function runMatchSet(db: Db, q: MatchSetQuery): Promise<MatchSetPage> {
  if (!q.bound) return (await runStatement(db, q, { kind: 'all' })).page;
  // A deep page reads as far as it needs: page 150 of 20 reads 3,000 matches.
  const bound = Math.max(q.bound, q.offset + q.limit);
  const percent = Math.min(100, (100 * SAMPLE_PAGES) / Math.max(1, await tablePages(db)));
  const { page, matched, sample } = await runStatement(db, q, { kind: 'bounded', bound, percent });
  if (matched <= bound || !sample) return page;
  // More matches than the bound: the page stands (the best ranked of the first `bound` read),
  // the total and the facet counts are estimated from the sample of the table's pages.
  const scale = 100 / percent;
  const about = (n: number, floor = 0) => roughly(Math.max(floor, n * scale));
  return {
    ...page,
    total: about(sample.total, page.total),
    approximate: true,
    facets: sample.facets.map((f) => ({ ...f, total: about(Number(f.total)), sem: about(Number(f.sem)) })),
  };
}

/** Two significant figures: 312,417 → 310,000 ("about 310,000"). */
export function roughly(n: number): number {
  if (n < 100) return Math.round(n);
  const unit = 10 ** (Math.floor(Math.log10(n)) - 1);
  return Math.round(n / unit) * unit;
}

const pagesByDb = new WeakMap<Db, { at: number; pages: number }>();

/** The size of `acervo` in pages (pg_class, as of the last VACUUM/ANALYZE), re-read every minute. */
async function tablePages(db: Db): Promise<number> {
  const cached = pagesByDb.get(db);
  if (cached && Date.now() - cached.at < 60_000) return cached.pages;
  const row = (await one<{ pages: number }>(db, sql`
    SELECT greatest((SELECT relpages FROM pg_class WHERE oid = 'acervo'::regclass), 1)::int AS pages`))!;
  pagesByDb.set(db, { at: Date.now(), pages: Number(row.pages) });
  return Number(row.pages);
}

interface StatementRow {
  total: number; matched: number; versao: number | string | null; page: number[] | null; facets: RawFacet[] | null;
  sample_total: number | null; sample_facets: RawFacet[] | null;
}

/** One round trip: the statement alone (JIT is off for the pool's sessions, see db/connect.ts). */
async function runStatement(db: Db, q: MatchSetQuery, source: Source): Promise<{ page: MatchSetPage; matched: number; sample?: { total: number; facets: RawFacet[] } }> {
  const row = (await one<StatementRow>(db, matchSetStatement(q, source)))!;
  return {
    page: { total: Number(row.total), ids: row.page ?? [], facets: row.facets ?? [], versao: Number(row.versao ?? 0), approximate: false },
    matched: Number(row.matched),
    sample: row.sample_total === null ? undefined : { total: Number(row.sample_total), facets: row.sample_facets ?? [] },
  };
}

/**
 * The one statement of a page (exported for EXPLAIN in benchmarks). `m0` holds the matches
 * with the narrow columns the filters, the order and the facets read; a title's libraries
 * (one index read of its copies) only when a B or U filter tests them, else the facet
 * counts read them, and only when they are counted. A bounded statement counts the facets
 * of `m0` only when it holds every match, else those of the sample `s0`: whichever part is
 * not needed is never run (a CTE is read on demand; a CASE branch not taken is not evaluated).
 */
export function matchSetStatement(q: MatchSetQuery, source: Source): SQL {
  const has = (l: FilterLetter) => q.letters.includes(l) || !!q.filters[l]?.length;
  const needDados = DADOS_LETTERS.some(has);
  const filteredByCopies = !!q.filters.B?.length || !!q.filters.U?.length;
  const countsCopies = q.letters.includes('B') || q.letters.includes('U');
  const acquisitions = q.acquiredSince !== undefined;
  const active = (Object.keys(q.filters) as FilterLetter[]).filter((l) => q.filters[l]?.length);
  const selected = active.flatMap((l) => q.filters[l]!.map((c) => `${l}:${c}`));
  const rank = q.rank && q.order !== 'N' ? sql`ts_rank_cd(a.tsv, ${q.rank})` : sql`0::real`;
  const libraries = (row: SQL) => sql`ARRAY(SELECT DISTINCT e.cod_biblioteca FROM exemplar e WHERE e.cod_acervo = ${row}.cod_acervo)`;

  const perLetter = active.map((l) => sql`, count(*) FILTER (WHERE ${filtersCondition(q.filters, l)})`);
  const counts = sql`count(*), count(*) FILTER (WHERE ${filtersCondition(q.filters)}) ${sql.join(perLetter, sql``)}`;
  const totalOf = active.length
    ? sql`CASE tipo ${sql.join(active.map((l, i) => sql`WHEN ${l} THEN ${sql.raw(`t_${i}`)}`), sql` `)} ELSE t_all END`
    : sql`t_all`;

  const matches = (sampled: boolean, rows: SQL) => sql`
      SELECT a.cod_acervo, a.cod_tipo_obra, a.ano_publicacao, a.idioma,
        a.link_capa IS NOT NULL AS com_capa, coalesce(a.acesso_remoto = 'cr', false) AS online, a.possui_acessibilidade AS acessivel,
        ${sampled ? sql`0::real` : rank} AS rank,
        ${needDados ? sql`a.facetas` : sql`NULL::text[]`} AS dados,
        ${filteredByCopies ? libraries(sql`a`) : sql`NULL::int[]`} AS bibliotecas,
        a.cod_area_conhecimento AS cod_area,
        ${acquisitions ? sql`(SELECT array_agg(ca.cod_curso) FROM curso_acervo ca WHERE ca.cod_acervo = a.cod_acervo)` : sql`NULL::int[]`} AS cursos,
        ${acquisitions ? sql`n.aquisicao` : sql`NULL::date`} AS aquisicao
      FROM acervo a
      ${acquisitions ? sql`JOIN (SELECT e.cod_acervo, max(e.data_aquisicao) AS aquisicao FROM exemplar e
        WHERE e.data_aquisicao >= ${q.acquiredSince}::date GROUP BY e.cod_acervo) n ON n.cod_acervo = a.cod_acervo` : sql``}
      ${sampled ? sql`TABLESAMPLE SYSTEM (${source.kind === 'bounded' ? source.percent : 100}::real)` : sql``}
      WHERE ${q.where}
      ${rows}`;

  /** The facet entries (JSON) of the match set `from`, counted as the module's header says. */
  const facetsOf = (from: string) => sql`(
    WITH m AS MATERIALIZED (SELECT ${sql.raw(from)}.*${countsCopies && !filteredByCopies ? sql`, ${libraries(sql.raw(from))} AS bibliotecas_lidas` : sql``} FROM ${sql.raw(from)}),
    fc (tipo, codigo, sem, t_all ${sql.raw(active.map((_, i) => `, t_${i}`).join(''))}) AS (
      ${sql.join(facetGroups(q.letters, counts, countsCopies && !filteredByCopies ? 'bibliotecas_lidas' : 'bibliotecas'), sql` UNION ALL `)}
    ),
    fk AS (SELECT tipo, codigo, sem, ${totalOf} AS total FROM fc),
    fr AS (SELECT *, row_number() OVER (PARTITION BY tipo ORDER BY total DESC, sem DESC, codigo) AS rn FROM fk)
    SELECT json_agg(json_build_object('tipo', tipo, 'codigo', codigo, 'total', total, 'sem', sem)) FROM fr
    WHERE NOT (tipo = ANY(${sql.param([...CAPPED_LETTERS])}::text[])) OR rn <= ${FACET_CAP}
      OR (tipo || ':' || codigo) = ANY(${sql.param(selected)}::text[]))`;

  const bounded = source.kind === 'bounded';
  const matched = sql`(SELECT count(*)::int FROM m0)`;
  return sql`
    WITH m0 AS MATERIALIZED (${matches(false, bounded ? sql`LIMIT ${source.bound + 1}` : sql``)}),
    f AS (SELECT * FROM m0 AS m WHERE ${filtersCondition(q.filters)})
    ${bounded ? sql`, s0 AS MATERIALIZED (${matches(true, sql``)})` : sql``}
    SELECT (SELECT count(*)::int FROM f) AS total, (SELECT versao FROM catalogo_versao WHERE id = 1) AS versao,
      ${bounded ? matched : sql`0`} AS matched,
      ${pageOf(q)} AS page,
      ${bounded ? sql`CASE WHEN ${matched} <= ${source.bound} THEN ${facetsOf('m0')} END` : facetsOf('m0')} AS facets,
      ${bounded ? sql`CASE WHEN ${matched} > ${source.bound} THEN (SELECT count(*)::int FROM s0 AS m WHERE ${filtersCondition(q.filters)}) END` : sql`NULL::int`} AS sample_total,
      ${bounded ? sql`CASE WHEN ${matched} > ${source.bound} THEN ${facetsOf('s0')} END` : sql`NULL::json`} AS sample_facets`;
}
