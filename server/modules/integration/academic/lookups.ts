/**
 * The academic lookups of spec §7: departments' courses, disciplines, professors, campuses
 * and libraries, paged (search_text, page; 20 a page) and one by one (404 for an unknown
 * code). The rows come from the academic system's CSV exports (server/loaders, `npm run
 * academic`) and the demo seed.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { one, rows } from '../../../db/query';
import { notFound } from '../../../http/errors';
import type { Schema } from '../../../http/handlers';

export const PAGE_SIZE = 20;

export interface Page<T> { total: number; pagina: number; quantPag: number; data: T[] }

/** Accent- and case-insensitive "contains", on the name column. */
const matches = (column: SQL, text: string | undefined) => {
  const term = text?.trim();
  if (!term) return sql`true`;
  const escaped = term.replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql`lower(unaccent(${column})) LIKE '%' || lower(unaccent(${escaped})) || '%'`;
};

interface Lookup { table: SQL; code: SQL; name: SQL; columns: SQL }

const LOOKUPS = {
  discipline: { table: sql`disciplina`, code: sql`cod_disciplina`, name: sql`nome`, columns: sql`cod_disciplina, nome AS nome_disciplina` },
  course: { table: sql`curso`, code: sql`cod_curso`, name: sql`nome`, columns: sql`cod_curso, nome AS nome_curso` },
  professor: { table: sql`professor`, code: sql`cod_pessoa`, name: sql`nome`, columns: sql`cod_pessoa, nome` },
  campus: { table: sql`campus`, code: sql`cod_campus`, name: sql`nome_campus`, columns: sql`cod_campus, nome_campus` },
  library: { table: sql`biblioteca`, code: sql`cod_biblioteca`, name: sql`desc_biblioteca`, columns: sql`cod_biblioteca, desc_biblioteca, cod_campus` },
} satisfies Record<string, Lookup>;

type Kind = keyof typeof LOOKUPS;
interface Shapes {
  discipline: Schema<'Discipline'>; course: Schema<'Course'>; professor: Schema<'Professor'>;
  campus: Schema<'Campus'>; library: Schema<'Library'>;
}

const NOT_FOUND = {
  discipline: 'error.discipline-not-found', course: 'error.course-not-found', professor: 'error.professor-not-found',
  campus: 'error.campus-not-found', library: 'error.library-not-found',
} as const;

/** One page of a lookup, by name; `extra` narrows it further (libraries of a campus). */
export async function lookupPage<K extends Kind>(
  ctx: AppContext, kind: K, searchText: string | undefined, page = 1, extra: SQL = sql`true`,
): Promise<Page<Shapes[K]>> {
  const l: Lookup = LOOKUPS[kind];
  const where = sql`${matches(l.name, searchText)} AND ${extra}`;
  const { db } = ctx.database;
  const total = (await one<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM ${l.table} WHERE ${where}`))!.n;
  const data = await rows<Shapes[K]>(db, sql`
    SELECT ${l.columns} FROM ${l.table} WHERE ${where}
    ORDER BY lower(unaccent(${l.name})), ${l.code} LIMIT ${PAGE_SIZE} OFFSET ${(page - 1) * PAGE_SIZE}`);
  return { total, pagina: page, quantPag: PAGE_SIZE, data };
}

/** One row of a lookup by its code, or the lookup's 404. */
export async function lookupOne<K extends Kind>(ctx: AppContext, kind: K, code: number): Promise<Shapes[K]> {
  const l: Lookup = LOOKUPS[kind];
  const found = await one<Shapes[K]>(ctx.database.db, sql`SELECT ${l.columns} FROM ${l.table} WHERE ${l.code} = ${code}`);
  if (!found) throw notFound(NOT_FOUND[kind]);
  return found;
}

export const librariesOfCampus = (codCampus: number | undefined) => (codCampus ? sql`cod_campus = ${codCampus}` : sql`true`);
