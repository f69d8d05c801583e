/**
 * The migrations, applied by what they are rather than by when they were written.
 *
 * drizzle's own migrator runs a migration only when its journal time (`when`) is later than
 * the newest one the database recorded. That loses a migration whenever the journal's order
 * changes after a database was migrated: two branches merged, their migrations renumbered,
 * and a database that ran the later-numbered one first would skip the other for good (or run
 * a renumbered one twice). Here a migration counts as applied when the database recorded
 * its SQL's hash (the same sha256 drizzle records), or a row at its exact journal time (the
 * file was edited in place after it ran, as 0034 and 0036 were; and a file renamed, as 0039–0042 were after a merge, keeps its hash). Every other migration runs,
 * in the journal's order, in one transaction, under an advisory lock, so two processes
 * starting on one PostgreSQL do not both run it. The bookkeeping table stays drizzle's
 * (`drizzle.__drizzle_migrations`), so databases migrated by either agree.
 */
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

// Any drizzle PostgreSQL database (PGlite's or node-postgres'); connect.ts hands its own.
type Db = PgDatabase<PgQueryResultHKT, Record<string, unknown>>;

/** The advisory lock's key: any constant the application uses for nothing else. */
const MIGRATION_LOCK = 7_301_969_001;

export interface MigrationRecord {
  hash: string;
  createdAt: number;
}

export interface PendingMigration {
  hash: string;
  folderMillis: number;
}

/** The migrations of `all` the database has not applied, given what it recorded. */
export function pendingMigrations<T extends PendingMigration>(all: T[], recorded: MigrationRecord[]): T[] {
  const hashes = new Set(recorded.map((r) => r.hash));
  const times = new Set(recorded.map((r) => r.createdAt));
  return all.filter((m) => !hashes.has(m.hash) && !times.has(m.folderMillis));
}

export async function migrate(db: Db, migrationsFolder: string): Promise<number> {
  const migrations = readMigrationFiles({ migrationsFolder });
  await db.execute(sql`CREATE SCHEMA IF NOT EXISTS drizzle`);
  await db.execute(sql`CREATE TABLE IF NOT EXISTS drizzle.__drizzle_migrations (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)`);
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    const rows = await tx.execute(sql`SELECT hash, created_at FROM drizzle.__drizzle_migrations`);
    const recorded = (rows as unknown as { rows: { hash: string; created_at: string | number }[] }).rows
      .map((r) => ({ hash: r.hash, createdAt: Number(r.created_at) }));
    const pending = pendingMigrations(migrations, recorded);
    for (const migration of pending) {
      for (const statement of migration.sql) await tx.execute(sql.raw(statement));
      await tx.execute(sql`INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES (${migration.hash}, ${migration.folderMillis})`);
    }
    return pending.length;
  });
}
