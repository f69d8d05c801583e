/**
 * SQL text helpers for the seed's bulk loads. `Database.exec` takes plain SQL text (no
 * parameters), so every value that goes into a statement passes through `sqlLiteral`.
 */
import { sql } from 'drizzle-orm';
import { queryRows as rowsOf, type Database } from '../db/connect';
import { rows as queryResult } from '../db/query';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * A value as an SQL literal. Strings use the E'' form with backslashes and quotes doubled,
 * so the result means the same whatever `standard_conforming_strings` says; NUL (which
 * PostgreSQL text cannot hold) is dropped and lone surrogates become U+FFFD.
 */
export function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
    // Parenthesised when negative so that `x -` followed by it never becomes a `--` comment.
    return value < 0 || Object.is(value, -0) ? `(${value})` : String(value);
  }
  if (typeof value === 'bigint') return value < 0n ? `(${value})` : value.toString();
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  const clean = typeof value === 'string' ? cleanText(value) : jsonText(value);
  return `E'${clean.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

/** Text PostgreSQL accepts: no NUL, no lone surrogate. */
export function cleanText(text: string): string {
  return text.replace(LONE_SURROGATE, '\uFFFD').replace(/\0/g, '');
}

/** A text[] literal, e.g. for `assuntos`. */
export function sqlTextArray(values: readonly string[]): string {
  return values.length === 0 ? `'{}'::text[]` : `ARRAY[${values.map(sqlLiteral).join(',')}]::text[]`;
}

/** JSON text that jsonb accepts: strings are cleaned first (jsonb refuses \u0000 and lone surrogates). */
export function jsonText(value: unknown): string {
  return JSON.stringify(value, (_key, v) => (typeof v === 'string' ? cleanText(v) : v));
}

export interface JsonInsert {
  /** e.g. `exemplar (cod_acervo, cod_biblioteca, situacao)` */
  into: string;
  /** What to insert, in terms of the record `r`, e.g. `r.cod_acervo, r.cod_biblioteca, r.situacao`. */
  select: string;
  /** The record's columns and types for jsonb_to_recordset, e.g. `cod_acervo int, situacao text`. */
  record: string;
  /** Appended after the SELECT (e.g. an ON CONFLICT clause). */
  suffix?: string;
}

/**
 * Inserts many rows in one statement: the rows travel as a single jsonb literal and are
 * unpacked by jsonb_to_recordset. One round trip per chunk instead of one per row is what
 * makes seeding fast on PGlite. `WITH ORDINALITY` + ORDER BY keeps serial keys in the
 * order of `rows`.
 */
export async function insertJsonRows(database: Database, spec: JsonInsert, rows: readonly object[], chunk = 5000): Promise<void> {
  // WITH ORDINALITY refuses a column definition list unless the call sits in ROWS FROM.
  const names = spec.record.split(',').map((c) => c.trim().split(/\s+/)[0]).join(', ');
  for (let i = 0; i < rows.length; i += chunk) {
    const part = rows.slice(i, i + chunk);
    await database.exec(
      `INSERT INTO ${spec.into} SELECT ${spec.select} FROM ROWS FROM (jsonb_to_recordset(` +
      `${sqlLiteral(jsonText(part))}::jsonb) AS (${spec.record})) WITH ORDINALITY AS r(${names}, ord) ` +
      `ORDER BY r.ord ${spec.suffix ?? ''}`,
    );
  }
}

/** Runs a query and returns its rows (the same shape on PGlite and node-postgres). */
export const queryRows = <T>(database: Database, sqlText: string): Promise<T[]> => rowsOf<T>(database.db, sql.raw(sqlText));

/**
 * Inserts `records` (objects keyed by column name) in one parameterised statement, the
 * rows travelling as one jsonb value unpacked by jsonb_to_recordset, in their order; answers
 * what `suffix`'s RETURNING names. `into` and `record` are the seed's own constants, e.g.
 * `'campus'` and `'nome_campus text'`.
 */
export function insertRecords<T = unknown>(database: Database, into: string, record: string, records: readonly object[], suffix = ''): Promise<T[]> {
  const names = sql.raw(record.split(',').map((c) => c.trim().split(/\s+/)[0]).join(', '));
  return queryResult<T>(database.db, sql`
    INSERT INTO ${sql.raw(into)} (${names})
    SELECT ${names} FROM ROWS FROM (jsonb_to_recordset(${jsonText(records)}::jsonb) AS (${sql.raw(record)})) WITH ORDINALITY AS r(${names}, ord)
    ORDER BY r.ord ${sql.raw(suffix)}`);
}
