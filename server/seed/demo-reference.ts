/** Inserts reference rows: types of work, activities, categories and their grants, campuses, libraries. */
import { asc } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { atividade, biblioteca, campus, categoria, categoriaAtividade, tipoObra } from '../db/schema';
import { TIPOS_OBRA } from '../marc/tipos-obra';
import { ACTIVITIES_FOR_EVERY_CATEGORY, DEMO_ACTIVITIES, DEMO_CATEGORIES } from './demo-institution';
import { DEMO_CAMPUSES } from './demo-places';

export interface Library {
  codBiblioteca: number;
  codCampus: number;
}

/** The tipo_obra rows titles refer to (the importer ensures them too; a bare database has none). */
export async function ensureTiposObra(database: Database): Promise<void> {
  await database.db.insert(tipoObra).values(TIPOS_OBRA.map((t) => ({ codTipoObra: t.codigo, descricao: t.descricao })))
    .onConflictDoNothing();
}

/** Activities and categories have natural keys, so a re-run after an interruption is harmless. */
export async function insertPermissions(database: Database): Promise<void> {
  const { db } = database;
  await db.insert(atividade).values(DEMO_ACTIVITIES).onConflictDoNothing();
  await db.insert(categoria).values(DEMO_CATEGORIES).onConflictDoNothing();
  const grants = DEMO_CATEGORIES.flatMap((c) =>
    ACTIVITIES_FOR_EVERY_CATEGORY.map((codAtividade) => ({ categoria: c.codigo, codAtividade })));
  await db.insert(categoriaAtividade).values(grants).onConflictDoNothing();
}

/**
 * The libraries copies can live in: the existing ones, or the demo's three campuses and six
 * libraries when there are none yet (a bare database used for a benchmark).
 */
export async function ensureLibraries(database: Database): Promise<Library[]> {
  const { db } = database;
  const existing = await db.select({ codBiblioteca: biblioteca.codBiblioteca, codCampus: biblioteca.codCampus })
    .from(biblioteca).orderBy(asc(biblioteca.codBiblioteca));
  if (existing.length > 0) return existing;
  const campuses = await db.insert(campus).values(DEMO_CAMPUSES.map(({ nomeCampus }) => ({ nomeCampus })))
    .returning({ codCampus: campus.codCampus });
  const rows = DEMO_CAMPUSES.flatMap((c, i) => c.libraries.map((lib) => ({ ...lib, codCampus: campuses[i].codCampus })));
  return db.insert(biblioteca).values(rows)
    .returning({ codBiblioteca: biblioteca.codBiblioteca, codCampus: biblioteca.codCampus });
}
