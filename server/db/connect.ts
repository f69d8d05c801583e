/**
 * Opens the database: PGlite (embedded, in a folder or in memory) by default, a PostgreSQL
 * server when a URL is given. Both run the same migrations and the same drizzle queries;
 * this is the only module that imports drizzle's drivers.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import { lockDataDir, type DataDirLock } from './data-dir-lock';
import { migrate } from './migrate';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseKind = 'pglite' | 'postgresql';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** Runs raw SQL text (several statements allowed), for maintenance and bulk loads. */
  exec(sqlText: string): Promise<void>;
  /** PGlite only: the whole data directory as a tarball (gzip-compressed when asked). */
  dump?(compression?: 'none' | 'gzip'): Promise<Blob>;
  /** PGlite in a folder: the folder's single-process lock (data-dir-lock.ts). */
  lock?: DataDirLock;
  /** PostgreSQL: the primary pool's connections now (the metrics read it). */
  poolStats?(): { total: number; idle: number; waiting: number };
  /** PostgreSQL with DATABASE_READ_URL: the read replica and where the two stand (server/db/read-routing.ts). */
  replica?: Replica;
  close(): Promise<void>;
}

export interface Replica {
  /** A pool on the replica whose transactions are read-only (as a standby's are anyway). */
  db: Db;
  /** How far the replica has replayed the primary's log (null: it is no standby, so as fresh as the primary). */
  replayedLsn(): Promise<string | null>;
  /** Where the primary's log is now: its insert position, past the commit record even when commits do not wait for the disk (synchronous_commit off). */
  primaryLsn(): Promise<string>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface OpenOptions {
  /** A PGlite data-directory dump to start from (tests start every app from one seeded image). */
  pgliteImage?: Blob;
  /** What this process does with a PGlite folder, named in the lock for whoever comes next. */
  role?: string;
  /** PostgreSQL: connections in the pool (config.databasePoolSize). */
  poolSize?: number;
  /** PostgreSQL: a read replica's URL (config.databaseReadUrl). */
  readUrl?: string | null;
}

/** `location`: a postgres:// URL, a folder for PGlite, or 'memory'. */
export async function openDatabase(location: string, options: OpenOptions = {}): Promise<Database> {
  return isPostgresUrl(location) ? openPostgres(location, options.poolSize ?? 10, options.readUrl ?? null) : openPglite(location, options);
}

export const isPostgresUrl = (location: string) => /^postgres(ql)?:\/\//.test(location);

async function openPglite(location: string, { pgliteImage: image, role = 'server' }: OpenOptions): Promise<Database> {
  // The lock comes before any file of the folder is touched: a second process stops here.
  const lock = location === 'memory' ? undefined : await lockDataDir(location, role);
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    if (location !== 'memory') fs.mkdirSync(location, { recursive: true });
    const { drizzle } = await import('drizzle-orm/pglite');
    const client = await PGlite.create(location === 'memory' ? undefined : location, {
      extensions: { unaccent, pg_trgm },
      ...(image ? { loadDataDir: image } : {}),
    });
    const db = drizzle(client, { schema });
    await migrate(db as unknown as Db, migrationsFolder);
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      exec: async (text) => { await client.exec(text); },
      dump: async (compression = 'none') => {
        // Pages still in memory go to the files first, so the copy needs no recovery.
        if (location !== 'memory') await client.exec('CHECKPOINT');
        return (await client.dumpDataDir(compression)) as Blob;
      },
      lock,
      close: async () => {
        try {
          await client.close();
        } finally {
          lock?.release();
        }
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

async function openPostgres(url: string, poolSize: number, readUrl: string | null): Promise<Database> {
  const pg = (await import('pg')).default;
  const { drizzle } = await import('drizzle-orm/node-postgres');
  // Integers come back as numbers, as they do from PGlite.
  pg.types.setTypeParser(20, (v: string) => Number(v));
  pg.types.setTypeParser(1700, (v: string) => v);
  // JIT compilation costs ~25 ms a statement and buys nothing on the catalogue's short statements;
  // a sequential scan starts at the table's first page, so a search bounded to its first
  // matches (SEARCH_EXACT_LIMIT) pages the same titles every time, not where another scan stood.
  const sessionOptions = '-c jit=off -c synchronize_seqscans=off';
  const pool = new pg.Pool({ connectionString: url, max: poolSize, options: sessionOptions });
  const db = drizzle(pool, { schema });
  await migrate(db as unknown as Db, migrationsFolder);
  // The replica's pool: read-only transactions, so a write routed there by mistake fails
  // (and is retried on the primary: read-routing.ts) instead of being attempted.
  const readPool = readUrl ? new pg.Pool({ connectionString: readUrl, max: poolSize, options: `-c default_transaction_read_only=on ${sessionOptions}` }) : null;
  const replica: Replica | undefined = readPool ? {
    db: drizzle(readPool, { schema }) as unknown as Db,
    replayedLsn: async () => (await readPool.query<{ lsn: string | null }>('SELECT pg_last_wal_replay_lsn()::text AS lsn')).rows[0].lsn,
    primaryLsn: async () => (await pool.query<{ lsn: string }>('SELECT pg_current_wal_insert_lsn()::text AS lsn')).rows[0].lsn,
  } : undefined;
  return {
    db: db as unknown as Db,
    kind: 'postgresql',
    exec: async (text) => { await pool.query(text); },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    ...(replica ? { replica } : {}),
    close: async () => { await Promise.all([pool.end(), readPool?.end()]); },
  };
}

/** Rows of a raw SQL query, the same on both drivers (both answer `{ rows }`). */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
