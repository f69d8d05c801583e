/**
 * Catalogue search: Portuguese, accent-insensitive full text over the generated `tsv`,
 * one page of titles, the total, and facet counts per filter letter over the WHOLE match
 * set (each letter counted under the other letters' filters, so OR within a letter and
 * AND across letters stay truthful as filters combine).
 */
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database, type Db } from '../../db/connect';
import { NO_DATE, filtersCondition, parseFilters, type FilterLetter, type Filters } from './filters';
import { languageName } from './languages';

export type SearchKind = 'livre' | 'titulo' | 'assunto' | 'autor';
export interface SearchParams {
  termo: string;
  tipo?: SearchKind;
  pagina?: number;
  quantPag?: number;
  /** C relevance (default), D newest first, A oldest first. */
  ordenacao?: 'C' | 'D' | 'A';
  filtros?: string[] | Filters;
}

export interface FacetEntry { tipo: string; codigo: string; descricao: string; total: number; totalSemFiltro: number; selecionado: boolean }
export interface TitleRow {
  cod_acervo: number; cod_tipo_obra: number; desc_tipo_obra: string; titulo: string; autor: string | null;
  ano_publicacao: number | null; idioma: string | null; idioma_desc: string | null; classificacao: string | null;
  link_capa: string | null; acesso_remoto: string | null; possui_acessibilidade: 'S' | 'N';
  exemplares_disponiveis: number; exemplares_total: number;
}
export interface SearchResult { total: number; pagina: number; quantPag: number; ordenacao: string; data: TitleRow[]; filtros: FacetEntry[] }

function kindCondition(kind: SearchKind): SQL {
  switch (kind) {
    case 'titulo': return sql`AND ts_filter(a.tsv, '{a}') @@ q.q`;
    case 'autor': return sql`AND to_tsvector('pt_unaccent', coalesce(a.autor, '')) @@ q.q`;
    case 'assunto': return sql`AND to_tsvector('pt_unaccent', texto_de_lista(a.assuntos)) @@ q.q`;
    default: return sql``;
  }
}

const FACET_VALUE: Record<Exclude<FilterLetter, 'X' | 'B'>, SQL> = {
  T: sql`m.cod_tipo_obra::text`,
  Y: sql`coalesce(m.ano_publicacao::text, ${NO_DATE})`,
  I: sql`m.idioma`,
};

function facetQuery(letter: FilterLetter, filters: Filters): SQL {
  const others = filtersCondition(filters, letter);
  if (letter === 'X') {
    return sql`SELECT 'X' AS tipo, x.codigo, count(*) FILTER (WHERE ${others}) AS total, count(*) AS sem
      FROM m CROSS JOIN LATERAL (VALUES ('C', m.com_capa), ('O', m.online), ('A', m.acessivel)) AS x(codigo, tem)
      WHERE x.tem GROUP BY x.codigo`;
  }
  if (letter === 'B') {
    return sql`SELECT 'B' AS tipo, e.cod_biblioteca::text AS codigo, count(DISTINCT m.cod_acervo) FILTER (WHERE ${others}) AS total,
      count(DISTINCT m.cod_acervo) AS sem FROM m JOIN exemplar e ON e.cod_acervo = m.cod_acervo GROUP BY e.cod_biblioteca`;
  }
  return sql`SELECT ${letter} AS tipo, ${FACET_VALUE[letter]} AS codigo, count(*) FILTER (WHERE ${others}) AS total, count(*) AS sem
    FROM m WHERE ${FACET_VALUE[letter]} IS NOT NULL GROUP BY 2`;
}

const LETTERS: FilterLetter[] = ['T', 'Y', 'I', 'X', 'B'];

export async function searchTitles(database: Db | Database, params: SearchParams): Promise<SearchResult> {
  const db: Db = 'db' in database ? database.db : database;
  const pagina = Math.max(1, params.pagina ?? 1);
  const quantPag = params.quantPag ?? 20;
  const ordenacao = params.ordenacao ?? 'C';
  const filters = Array.isArray(params.filtros) || !params.filtros ? parseFilters(params.filtros as string[] | undefined) : params.filtros;
  const order = ordenacao === 'D' ? sql`ano_publicacao DESC NULLS LAST, rank DESC, cod_acervo`
    : ordenacao === 'A' ? sql`ano_publicacao ASC NULLS LAST, rank DESC, cod_acervo`
    : sql`rank DESC, cod_acervo`;
  const [row] = await queryRows<{ total: number; page: number[] | null; facets: { tipo: string; codigo: string; total: number; sem: number }[] | null }>(db, sql`
    WITH q AS (SELECT websearch_to_tsquery('pt_unaccent', ${params.termo}) AS q),
    m AS MATERIALIZED (
      SELECT a.cod_acervo, a.cod_tipo_obra, a.ano_publicacao, a.idioma,
        a.link_capa IS NOT NULL AS com_capa, a.acesso_remoto = 'cr' AS online, a.possui_acessibilidade AS acessivel,
        ${ordenacao === 'C' ? sql`ts_rank_cd(a.tsv, q.q)` : sql`0`} AS rank
      FROM acervo a, q WHERE a.tsv @@ q.q ${kindCondition(params.tipo ?? 'livre')}
    ),
    f AS (SELECT * FROM m WHERE ${filtersCondition(filters)})
    SELECT (SELECT count(*)::int FROM f) AS total,
      (SELECT json_agg(cod_acervo) FROM (SELECT cod_acervo FROM f ORDER BY ${order} LIMIT ${quantPag} OFFSET ${(pagina - 1) * quantPag}) p) AS page,
      (SELECT json_agg(x) FROM (${sql.join(LETTERS.map((l) => facetQuery(l, filters)), sql` UNION ALL `)}) x) AS facets`);
  const ids = row.page ?? [];
  const titles = ids.length ? await titleRows(db, ids) : new Map<number, TitleRow>();
  return {
    total: Number(row.total), pagina, quantPag, ordenacao,
    data: ids.map((id) => titles.get(id)).filter((t): t is TitleRow => !!t),
    filtros: await describeFacets(db, row.facets ?? [], filters),
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

async function describeFacets(db: Db, raw: { tipo: string; codigo: string; total: number; sem: number }[], filters: Filters): Promise<FacetEntry[]> {
  const names = await lookupNames(db);
  const label = (tipo: string, codigo: string): string => {
    if (tipo === 'T') return names.tipos.get(Number(codigo)) ?? codigo;
    if (tipo === 'B') return names.bibliotecas.get(Number(codigo)) ?? codigo;
    if (tipo === 'I') return languageName(codigo) ?? codigo;
    if (tipo === 'Y') return codigo === NO_DATE ? 'Sem data' : codigo;
    return ({ C: 'Com capa', O: 'Online', A: 'Acessibilidade' } as Record<string, string>)[codigo] ?? codigo;
  };
  const entries = raw.map((f) => ({
    tipo: f.tipo, codigo: f.codigo, descricao: label(f.tipo, f.codigo), total: Number(f.total), totalSemFiltro: Number(f.sem),
    selecionado: !!filters[f.tipo as FilterLetter]?.includes(f.codigo),
  }));
  const rank = (e: FacetEntry) => LETTERS.indexOf(e.tipo as FilterLetter);
  return entries.sort((a, b) => rank(a) - rank(b) || (a.tipo === 'Y'
    ? (b.codigo === NO_DATE ? -1 : a.codigo === NO_DATE ? 1 : Number(b.codigo) - Number(a.codigo))
    : b.total - a.total || a.descricao.localeCompare(b.descricao)));
}

type Names = { at: number; tipos: Map<number, string>; bibliotecas: Map<number, string> };
const namesByDb = new WeakMap<Db, Names>();
/** Types of work and libraries change rarely: their names are cached for a minute. */
async function lookupNames(db: Db): Promise<Names> {
  const cached = namesByDb.get(db);
  if (cached && Date.now() - cached.at < 60_000) return cached;
  const tipos = await queryRows<{ k: number; v: string }>(db, sql`SELECT cod_tipo_obra AS k, descricao AS v FROM tipo_obra`);
  const libs = await queryRows<{ k: number; v: string }>(db, sql`SELECT cod_biblioteca AS k, desc_biblioteca AS v FROM biblioteca`);
  const names = { at: Date.now(), tipos: new Map(tipos.map((r) => [r.k, r.v])), bibliotecas: new Map(libs.map((r) => [r.k, r.v])) };
  namesByDb.set(db, names);
  return names;
}
