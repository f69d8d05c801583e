/**
 * Batched upserts of extracted titles and authorities: one INSERT … ON CONFLICT
 * (numero_controle) DO UPDATE per batch (a single statement, so atomic on its own),
 * reporting how many rows it created and how many it updated. The batch travels as ONE
 * jsonb literal unpacked by jsonb_to_recordset: building and binding tens of thousands of
 * parameters cost more than the database's own work. A batch the database refuses is
 * retried row by row, so one bad row costs only itself.
 */
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { exec, rows as rowsOf } from '../db/query';
import { acervo, autoridade } from '../db/schema';
import type { AcervoValues } from '../marc/extract';
import type { AutoridadeValues } from '../marc/authority';
import { TIPOS_OBRA } from '../marc/tipos-obra';

export interface Pending<T> { position: number; values: T }
export interface BatchOutcome { created: number; updated: number; errors: { position: number; reason: string }[] }

type Target = typeof acervo | typeof autoridade;

/** Compile-time guard: what the extractors return must be insertable as is (the casts below rely on it). */
type Insertable<T extends U, U> = T;
export type CheckedRows = [Insertable<AcervoValues, typeof acervo.$inferInsert>, Insertable<AutoridadeValues, typeof autoridade.$inferInsert>];

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * The statement for rows with these keys (drizzle property names, which are also the JSON
 * keys): `jsonb_to_recordset` reads each key into its column's SQL type, ON CONFLICT
 * updates every column written but the key, and `xmax = 0` tells a row this statement
 * inserted from one it updated.
 */
function upsertStatement(table: Target, keys: string[]): (json: string) => SQL {
  const columns = getTableColumns(table) as Record<string, { name: string; getSQLType(): string }>;
  const written = keys.filter((key) => columns[key]);
  const names = written.map((key) => quote(columns[key].name)).join(', ');
  const record = written.map((key) => `${quote(key)} ${columns[key].getSQLType()}`).join(', ');
  const select = written.map((key) => `r.${quote(key)}`).join(', ');
  const set = written.filter((key) => key !== 'numeroControle').map((key) => `${quote(columns[key].name)} = excluded.${quote(columns[key].name)}`);
  if (table === acervo) set.push('atualizado_em = now()');
  const tableName = table === acervo ? 'acervo' : 'autoridade';
  const head = `INSERT INTO ${tableName} (${names}) SELECT ${select} FROM jsonb_to_recordset(`;
  const tail = `::jsonb) AS r(${record}) ON CONFLICT (numero_controle) DO UPDATE SET ${set.join(', ')} RETURNING (xmax = 0) AS inserted`;
  return (json) => sql.raw(head + dollarQuoted(json) + tail);
}

/**
 * The JSON as a dollar-quoted literal, with a tag the text does not contain (so nothing in
 * it can end the literal early). Sent as query text, the megabytes of a batch are measured
 * and encoded once; as a bound parameter PGlite's JavaScript measures them twice more.
 */
function dollarQuoted(text: string): string {
  let tag = '$json$';
  for (let n = 0; text.includes(tag); n++) tag = `$json${n}$`;
  return tag + text + tag;
}

const statements = new Map<string, (json: string) => SQL>();

async function upsert(db: Db, table: Target, rows: (AcervoValues | AutoridadeValues)[]): Promise<boolean[]> {
  const keys = Object.keys(rows[0]);
  const id = `${table === acervo ? 'acervo' : 'autoridade'}:${keys.join(',')}`;
  let statement = statements.get(id);
  if (!statement) statements.set(id, (statement = upsertStatement(table, keys)));
  const result = await rowsOf<{ inserted: boolean | string }>(db, statement(JSON.stringify(rows)));
  return result.map((r) => r.inserted === true || r.inserted === 't');
}

export async function writeBatch(db: Db, table: Target, batch: Pending<AcervoValues | AutoridadeValues>[]): Promise<BatchOutcome> {
  const outcome: BatchOutcome = { created: 0, updated: 0, errors: [] };
  if (batch.length === 0) return outcome;
  const count = (inserted: boolean[]) => inserted.forEach((i) => (i ? (outcome.created += 1) : (outcome.updated += 1)));
  try {
    count(await upsert(db, table, batch.map((p) => p.values)));
  } catch {
    for (const { position, values } of batch) {
      try {
        count(await upsert(db, table, [values]));
      } catch (error) {
        outcome.errors.push({ position, reason: `database refused the record: ${(error as Error).message.split('\n')[0]}` });
      }
    }
  }
  return outcome;
}

/** The importer needs every cod_tipo_obra it may write; the seed may have inserted them already. */
export async function ensureTiposObra(db: Db): Promise<void> {
  await exec(db, sql`INSERT INTO tipo_obra (cod_tipo_obra, descricao)
    SELECT * FROM unnest(${sql.param(TIPOS_OBRA.map((t) => t.codigo))}::int[], ${sql.param(TIPOS_OBRA.map((t) => t.descricao))}::text[])
    ON CONFLICT DO NOTHING`);
}
