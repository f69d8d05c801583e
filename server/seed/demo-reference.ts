/** Inserts reference rows: types of work, activities, categories and their grants, campuses, libraries. */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { rows } from '../db/query';
import { TIPOS_OBRA } from '../marc/work-types';
import { ACTIVITIES_FOR_EVERY_CATEGORY, DEMO_ACTIVITIES, DEMO_CATEGORIES } from './demo-institution';
import { DEMO_CAMPUSES } from './demo-places';
import { insertRecords } from './sql';

export interface Library {
  codBiblioteca: number;
  codCampus: number;
}

/** The tipo_obra rows titles refer to (the importer ensures them too; a bare database has none). */
export async function ensureTiposObra(database: Database): Promise<void> {
  await insertRecords(database, 'tipo_obra', 'cod_tipo_obra int, descricao text',
    TIPOS_OBRA.map((t) => ({ cod_tipo_obra: t.codigo, descricao: t.descricao })), 'ON CONFLICT DO NOTHING');
}

/** Activities and categories have natural keys, so a re-run after an interruption is harmless. */
export async function insertPermissions(database: Database): Promise<void> {
  await insertRecords(database, 'atividade', 'cod_atividade int, descricao text, cod_modulo int, publica boolean',
    DEMO_ACTIVITIES.map((a) => ({ cod_atividade: a.codAtividade, descricao: a.descricao, cod_modulo: a.codModulo, publica: a.publica })),
    'ON CONFLICT DO NOTHING');
  await insertRecords(database, 'categoria', 'codigo text, descricao text', DEMO_CATEGORIES, 'ON CONFLICT DO NOTHING');
  const grants = DEMO_CATEGORIES.flatMap((c) =>
    ACTIVITIES_FOR_EVERY_CATEGORY.map((codAtividade) => ({ categoria: c.codigo, cod_atividade: codAtividade })));
  await insertRecords(database, 'categoria_atividade', 'categoria text, cod_atividade int', grants, 'ON CONFLICT DO NOTHING');
}

/**
 * The libraries copies can live in: the existing ones, or the demo's three campuses and six
 * libraries when there are none yet (a bare database used for a benchmark).
 */
export async function ensureLibraries(database: Database): Promise<Library[]> {
  const LIBRARY = 'RETURNING cod_biblioteca AS "codBiblioteca", cod_campus AS "codCampus"';
  const existing = await rows<Library>(database.db, sql`
    SELECT cod_biblioteca AS "codBiblioteca", cod_campus AS "codCampus" FROM biblioteca ORDER BY cod_biblioteca`);
  if (existing.length > 0) return existing;
  const campuses = await insertRecords<{ cod_campus: number }>(database, 'campus', 'nome_campus text',
    DEMO_CAMPUSES.map(({ nomeCampus }) => ({ nome_campus: nomeCampus })), 'RETURNING cod_campus');
  const libraries = DEMO_CAMPUSES.flatMap((c, i) => c.libraries.map((lib) => ({
    desc_biblioteca: lib.descBiblioteca, email: lib.email, horarios: lib.horarios, cod_campus: campuses[i].cod_campus,
  })));
  return insertRecords<Library>(database, 'biblioteca', 'desc_biblioteca text, email text, horarios jsonb, cod_campus int', libraries, LIBRARY);
}
