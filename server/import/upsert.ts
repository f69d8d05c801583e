/**
 * Batched upserts of extracted titles and authorities: one INSERT … ON CONFLICT
 * (numero_controle) DO UPDATE per batch, inside its own transaction, reporting for each
 * row whether it was created or updated. A batch the database refuses is retried row by
 * row, so one bad row costs only itself.
 */
import { getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { acervo, autoridade, tipoObra } from '../db/schema';
import type { AcervoValues } from '../marc/extract';
import type { AutoridadeValues } from '../marc/authority';
import { TIPOS_OBRA } from '../marc/tipos-obra';

export interface Pending<T> { position: number; values: T }
export interface BatchOutcome { created: number; updated: number; errors: { position: number; reason: string }[] }

type Target = typeof acervo | typeof autoridade;

/** Compile-time guard: what the extractors return must be insertable as is (the casts below rely on it). */
type Insertable<T extends U, U> = T;
export type CheckedRows = [Insertable<AcervoValues, typeof acervo.$inferInsert>, Insertable<AutoridadeValues, typeof autoridade.$inferInsert>];

/** `SET col = excluded.col` for every column we write; the key and the serial stay. */
function updateSet(table: Target, keys: string[]) {
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  const set: Record<string, ReturnType<typeof sql.raw>> = {};
  for (const key of keys) {
    if (key === 'numeroControle') continue;
    set[key] = sql.raw(`excluded."${columns[key].name}"`);
  }
  if (table === acervo) set.atualizadoEm = sql.raw('now()');
  return set;
}

/** Inserts and updates; `xmax = 0` is PostgreSQL's tell for a row this statement inserted. */
async function upsert(db: Db, table: Target, rows: (AcervoValues | AutoridadeValues)[]): Promise<boolean[]> {
  const set = updateSet(table, Object.keys(rows[0]));
  const query = db.insert(table).values(rows as never)
    .onConflictDoUpdate({ target: table.numeroControle, set })
    .returning({ inserted: sql<boolean>`(xmax = 0)` });
  const result = await query;
  return result.map((r) => r.inserted === true || (r.inserted as unknown) === 't');
}

export async function writeBatch(db: Db, table: Target, batch: Pending<AcervoValues | AutoridadeValues>[]): Promise<BatchOutcome> {
  const outcome: BatchOutcome = { created: 0, updated: 0, errors: [] };
  if (batch.length === 0) return outcome;
  const count = (inserted: boolean[]) => inserted.forEach((i) => (i ? (outcome.created += 1) : (outcome.updated += 1)));
  try {
    count(await db.transaction((tx) => upsert(tx as unknown as Db, table, batch.map((p) => p.values))));
  } catch {
    for (const { position, values } of batch) {
      try {
        count(await db.transaction((tx) => upsert(tx as unknown as Db, table, [values])));
      } catch (error) {
        outcome.errors.push({ position, reason: `database refused the record: ${(error as Error).message.split('\n')[0]}` });
      }
    }
  }
  return outcome;
}

/** The importer needs every cod_tipo_obra it may write; the seed may have inserted them already. */
export async function ensureTiposObra(db: Db): Promise<void> {
  await db.insert(tipoObra).values(TIPOS_OBRA.map((t) => ({ codTipoObra: t.codigo, descricao: t.descricao })))
    .onConflictDoNothing();
}
