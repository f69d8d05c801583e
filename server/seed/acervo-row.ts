/**
 * A title as one JSON row for jsonb_to_recordset: the columns of `acervo` (names and SQL
 * types read from the drizzle table, so a new column is picked up without touching the
 * seed), filled from what the importer's extraction returns.
 */
import { getTableColumns } from 'drizzle-orm';
import { acervo } from '../db/schema';
import type { MarcRecord } from '../marc/types';

type Key = keyof typeof acervo.$inferInsert;

/** Columns the database fills itself: the serial key, the timestamps, and generated ones (tsv, facetas). */
const DATABASE_OWNED = new Set(['codAcervo', 'atualizadoEm', 'incluidoEm']);

export const ACERVO_COLUMNS = Object.entries(getTableColumns(acervo))
  .filter(([key, column]) => !DATABASE_OWNED.has(key) && !column.generated)
  .map(([key, column]) => ({ key: key as Key, name: column.name, type: column.getSQLType(), notNull: column.notNull }));

/** What a NOT NULL column with a default holds when the extraction leaves it out. */
function emptyValue(type: string): unknown {
  if (type.endsWith('[]')) return [];
  if (type === 'boolean') return false;
  if (type === 'jsonb') return {};
  return null;
}

export type AcervoJsonRow = Record<string, unknown>;

export function acervoRow(record: MarcRecord, extracted: Partial<Record<Key, unknown>>): AcervoJsonRow {
  const row: AcervoJsonRow = {};
  for (const { key, name, type, notNull } of ACERVO_COLUMNS) {
    const value = key === 'marc' ? record : extracted[key];
    row[name] = value === undefined || (value === null && notNull) ? emptyValue(type) : value;
  }
  return row;
}
