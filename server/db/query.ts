/**
 * The one way a module reaches the database (docs/architecture.md "One way to SQL"): SQL
 * written as drizzle `sql` templates (values are bound parameters, never spliced), run here:
 * the rows of a query, one row, a statement's count of rows changed, a transaction; and
 * dates and times as the contract writes them. Rows come back as PostgreSQL names them
 * (snake_case, or the query's `AS` aliases); type them with the contract's schema when the
 * query selects exactly its fields, else with a small local row type.
 */
import type { SQL } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Db } from './connect';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;

export async function rows<T>(ex: Executor, query: SQL): Promise<T[]> {
  const result = (await ex.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export async function one<T>(ex: Executor, query: SQL): Promise<T | undefined> {
  return (await rows<T>(ex, query))[0];
}

/** Runs a statement that returns no rows (INSERT/UPDATE/DELETE without RETURNING): how many rows it changed. */
export async function exec(ex: Executor, query: SQL): Promise<number> {
  const result = (await ex.execute(query)) as unknown as { rowCount?: number | null; affectedRows?: number };
  return result.rowCount ?? result.affectedRows ?? 0;
}

/**
 * Runs `work` in one transaction (PGlite serialises them; PostgreSQL uses the row locks below),
 * on the app's database or, where the catalogue core is handed only the drizzle instance, on it.
 */
export function transaction<T>(on: AppContext | Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  return ('database' in on ? on.database.db : on).transaction(work);
}

/** Texts and dates as the contract writes them. */
export const isoDate = (value: string | Date | null): string | null =>
  value === null ? null : typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);
export const isoTime = (value: string | Date): string => new Date(value).toISOString();
