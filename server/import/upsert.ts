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
import { exec, rows as rowsOf, type Executor } from '../db/query';
import { acervo, autoridade } from '../db/schema';
import type { AcervoValues } from '../marc/extract';
import type { AutoridadeValues } from '../marc/authority';
import { TIPOS_OBRA } from '../marc/work-types';
import { deferHeadings } from './headings';

export interface Pending<T> {
  position: number;
  values: T;
  /** The row already serialised, with its keys comma-joined (./extract-worker.ts): `values` then holds only numeroControle. */
  json?: string;
  keys?: string;
}
export interface BatchOutcome { created: number; updated: number; errors: { position: number; reason: string }[] }
/** A row the statement wrote: its position in the file, its key (cod_acervo / cod_autoridade) and control number. */
export interface Written { position: number; id: number; key: string }
/**
 * Runs in the batch's transaction after its rows are written (the copies of the titles):
 * when it throws, the batch is retried record by record, each record with its own
 * transaction, so a record is written whole or not at all. `commit` runs once it is kept.
 */
export type AfterWrite = (tx: Executor, written: Written[]) => Promise<() => void>;

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
  const id = table === acervo ? 'cod_acervo' : 'cod_autoridade';
  const tail = `::jsonb) AS r(${record}) ON CONFLICT (numero_controle) DO UPDATE SET ${set.join(', ')} RETURNING (xmax = 0) AS inserted, ${id} AS id, numero_controle`;
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

interface Returned { inserted: boolean; id: number; key: string }

async function upsert(db: Executor, table: Target, rows: Pending<AcervoValues | AutoridadeValues>[]): Promise<Returned[]> {
  const keys = rows[0].keys?.split(',') ?? Object.keys(rows[0].values);
  const id = `${table === acervo ? 'acervo' : 'autoridade'}:${keys.join(',')}`;
  let statement = statements.get(id);
  if (!statement) statements.set(id, (statement = upsertStatement(table, keys)));
  const result = await rowsOf<{ inserted: boolean | string; id: number; numero_controle: string }>(db, statement(`[${rows.map((r) => r.json ?? JSON.stringify(r.values)).join(',')}]`));
  return result.map((r) => ({ inserted: r.inserted === true || r.inserted === 't', id: Number(r.id), key: r.numero_controle }));
}

/**
 * `deferHeadings`: the titles' browse headings are noted for writePendingHeadings
 * (./headings.ts) in the batch's transaction instead of written by its statement.
 */
export async function writeBatch(
  db: Db, table: Target, batch: Pending<AcervoValues | AutoridadeValues>[], after?: AfterWrite, { deferHeadings: defer = false } = {},
): Promise<BatchOutcome> {
  const outcome: BatchOutcome = { created: 0, updated: 0, errors: [] };
  if (batch.length === 0) return outcome;
  const count = (returned: Returned[]) => returned.forEach((r) => (r.inserted ? (outcome.created += 1) : (outcome.updated += 1)));
  const write = async (tx: Executor, pending: Pending<AcervoValues | AutoridadeValues>[]) => {
    const returned = await upsert(tx, table, pending);
    const position = new Map(pending.map((p) => [p.values.numeroControle, p.position]));
    const commit = after ? await after(tx, returned.map((r) => ({ position: position.get(r.key)!, id: r.id, key: r.key }))) : () => {};
    return () => { count(returned); commit(); };
  };
  // Without copies to write or headings to note, one statement is atomic on its own: no transaction needed.
  const deferring = defer && table === acervo;
  const run = (pending: Pending<AcervoValues | AutoridadeValues>[]) =>
    after || deferring ? db.transaction(async (tx) => { if (deferring) await deferHeadings(tx); return write(tx, pending); }) : write(db, pending);
  try {
    (await run(batch))();
  } catch {
    for (const pending of batch) {
      try {
        (await run([pending]))();
      } catch (error) {
        outcome.errors.push({ position: pending.position, reason: `database refused the record: ${(error as Error).message.split('\n')[0]}` });
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
