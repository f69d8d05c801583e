/**
 * Every table's row count and first row (by primary key), as JSON on stdout: run by the
 * upgrade test in an earlier checkout before the upgrade and in this one after it.
 *
 *   node --import tsx tests/support/table-snapshot.ts <database location> [queries]
 *
 * `queries`, a JSON object of names and SELECTs, adds each SELECT's first row under `__rows`
 * (the upgrade test looks for values a migration moved to another table).
 */
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../../server/db/connect';

const database = await openDatabase(process.argv[2], { role: 'snapshot' });
const tables = await queryRows<{ name: string; key: string | null }>(database.db, sql.raw(`
  SELECT c.relname AS name,
    (SELECT string_agg(quote_ident(a.attname), ', ' ORDER BY array_position(i.indkey, a.attnum))
       FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY (i.indkey)
      WHERE i.indrelid = c.oid AND i.indisprimary) AS key
  FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE n.nspname = 'public' AND c.relkind = 'r' ORDER BY 1`));
const snapshot: Record<string, { count: number; sample: Record<string, unknown> | null }> = {};
for (const { name, key } of tables) {
  const [{ count }] = await queryRows<{ count: number }>(database.db, sql.raw(`SELECT count(*)::int AS count FROM ${JSON.stringify(name)}`));
  const [first] = await queryRows<{ row: Record<string, unknown> }>(database.db, sql.raw(
    `SELECT to_jsonb(t) AS row FROM ${JSON.stringify(name)} t ORDER BY ${key ?? 'to_jsonb(t)::text'} LIMIT 1`));
  snapshot[name] = { count, sample: first?.row ?? null };
}
const queries = process.argv[3] ? JSON.parse(process.argv[3]) as Record<string, string> : {};
const rows: Record<string, Record<string, unknown> | null> = {};
for (const [name, text] of Object.entries(queries)) {
  const [first] = await queryRows<{ row: Record<string, unknown> }>(database.db, sql.raw(`SELECT to_jsonb(q) AS row FROM (${text}) q LIMIT 1`));
  rows[name] = first?.row ?? null;
}
await database.close();
process.stdout.write(`${JSON.stringify(process.argv[3] ? { ...snapshot, __rows: rows } : snapshot)}\n`);
