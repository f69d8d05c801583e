/**
 * Facet entries as the contract shows them (FilterEntry): the raw (letter, code, counts)
 * rows of the match set with their Portuguese labels, in §4's letter order; Y newest
 * first with 'no date' last, other letters by count.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/connect';
import { rows } from '../../../db/query';
import { NO_DATE, SEARCH_LETTERS, type FilterLetter, type Filters } from './filters';
import { languageName } from './languages';
import type { RawFacet } from './match-set';
import type { Schema } from '../../../http/handlers';

export type FacetEntry = Schema<'FilterEntry'>;

const X_LABELS: Record<string, string> = { C: 'Com capa', O: 'Online', A: 'Acessibilidade' };
const ORDER: readonly string[] = [...SEARCH_LETTERS, 'Z', 'NA_C', 'NA_A'];

export async function describeFacets(db: Db, raw: RawFacet[], filters: Filters | Partial<Record<string, string[]>>): Promise<FacetEntry[]> {
  let names = await lookupNames(db);
  // A name added since the cache was filled (a new library, a harvested partner) is read at once.
  if (raw.some((f) => unnamed(names, f.tipo, f.codigo)) && Date.now() - names.at > 1000) names = await lookupNames(db, true);
  const entries = raw.map((f): FacetEntry => {
    const entry: FacetEntry = {
      tipo: f.tipo, codigo: f.codigo, descricao: label(names, f.tipo, f.codigo), total: Number(f.total),
      totalSemFiltro: Number(f.sem), selecionado: !!(filters as Record<string, string[] | undefined>)[f.tipo as FilterLetter]?.includes(f.codigo),
    };
    if (f.tipo === 'NA_C') entry.campus = names.cursoCampus.get(Number(f.codigo)) ?? '';
    return entry;
  });
  const rank = (e: FacetEntry) => ORDER.indexOf(e.tipo);
  return entries.sort((a, b) => rank(a) - rank(b) || (a.tipo === 'Y'
    ? (b.codigo === NO_DATE ? -1 : a.codigo === NO_DATE ? 1 : Number(b.codigo) - Number(a.codigo))
    : b.total - a.total || a.descricao.localeCompare(b.descricao)));
}

function label(names: Names, tipo: string, codigo: string): string {
  const byNumber = (map: Map<number, string>) => map.get(Number(codigo)) ?? codigo;
  switch (tipo) {
    case 'T': return byNumber(names.tipos);
    case 'B': return byNumber(names.bibliotecas);
    case 'U': return byNumber(names.campi);
    case 'Z': return byNumber(names.instituicoes);
    case 'NA_C': return byNumber(names.cursos);
    case 'NA_A': return byNumber(names.areas);
    case 'I': return languageName(codigo) ?? codigo;
    case 'Y': return codigo === NO_DATE ? 'Sem data' : codigo;
    case 'X': return X_LABELS[codigo] ?? codigo;
    case 'R': return names.arquivo.get(`R:${codigo}`) ?? codigo;
    case 'K': return names.arquivo.get(`K:${codigo}`) ?? codigo;
    default: return codigo;
  }
}

type Names = Record<'tipos' | 'bibliotecas' | 'campi' | 'instituicoes' | 'cursos' | 'areas' | 'cursoCampus', Map<number, string>> & {
  at: number;
  /** Archive repositories ('R:code') and classifications ('K:area;rota'), from opcao_consulta. */
  arquivo: Map<string, string>;
};
const namesByDb = new WeakMap<Db, Names>();

/** Reference names change rarely: they are cached for a minute. */
const NUMBERED: Partial<Record<string, keyof Omit<Names, 'at' | 'arquivo'>>> = {
  T: 'tipos', B: 'bibliotecas', U: 'campi', Z: 'instituicoes', NA_C: 'cursos', NA_A: 'areas',
};

function unnamed(names: Names, tipo: string, codigo: string): boolean {
  const group = NUMBERED[tipo];
  return !!group && !names[group].has(Number(codigo));
}

/** Reference names change rarely: they are cached for a minute (or read again when one is missing). */
async function lookupNames(db: Db, force = false): Promise<Names> {
  const cached = namesByDb.get(db);
  if (!force && cached && Date.now() - cached.at < 60_000) return cached;
  const found = await rows<{ g: string; k: number; v: string }>(db, sql`
    SELECT 'tipos' AS g, cod_tipo_obra AS k, descricao AS v FROM tipo_obra
    UNION ALL SELECT 'bibliotecas', cod_biblioteca, desc_biblioteca FROM biblioteca
    UNION ALL SELECT 'campi', cod_campus, nome_campus FROM campus
    UNION ALL SELECT 'instituicoes', cod_empresa, desc_empresa FROM rede_instituicao
    UNION ALL SELECT 'cursos', cod_curso, nome FROM curso
    UNION ALL SELECT 'cursoCampus', c.cod_curso, p.nome_campus FROM curso c JOIN campus p ON p.cod_campus = c.cod_campus
    UNION ALL SELECT 'areas', cod_area_conhecimento, descricao FROM area_conhecimento`);
  const names = { at: Date.now() } as Names;
  for (const g of ['tipos', 'bibliotecas', 'campi', 'instituicoes', 'cursos', 'areas', 'cursoCampus'] as const) names[g] = new Map();
  for (const r of found) names[r.g as keyof Omit<Names, 'at' | 'arquivo'>].set(Number(r.k), r.v);
  const archive = await rows<{ k: string; v: string }>(db, sql`
    SELECT CASE grupo WHEN 'arquivo-repositorio' THEN 'R:' ELSE 'K:' END || codigo AS k, descricao AS v
    FROM opcao_consulta WHERE grupo IN ('arquivo-repositorio', 'arquivo-classificacao')`);
  names.arquivo = new Map(archive.map((r) => [r.k, r.v]));
  namesByDb.set(db, names);
  return names;
}
