/**
 * The databases of the server tests. A global setup seeds the 'minimal' demo catalogue
 * once: into a PGlite image, or into a template database on the PostgreSQL server of
 * TEST_DATABASE_URL. Each test app then starts from its own fresh copy, so test files
 * never share state and nobody waits for a seed twice.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows, type Database } from '../../server/db/connect';

export const onPostgres = !!process.env.TEST_DATABASE_URL;
export const backendName = onPostgres ? 'postgresql' : 'pglite';

export const TEMPLATE_DB = 'catalogo_template';
export const PGLITE_IMAGE = path.resolve('.tmp/test-pglite-image.tar');

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

function databaseUrl(name: string) {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

/** PostgreSQL: a fresh copy of the seeded template, for a server process of its own. */
export async function seededDatabaseUrl(): Promise<string> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DB}`);
  return databaseUrl(name);
}

/** A fresh seeded database for one test app. */
export async function openTestDatabase(): Promise<Database> {
  if (onPostgres) {
    const name = `t_${randomBytes(6).toString('hex')}`;
    await adminQuery(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DB}`);
    return openDatabase(databaseUrl(name));
  }
  const image = fs.existsSync(PGLITE_IMAGE) ? new Blob([fs.readFileSync(PGLITE_IMAGE)]) : undefined;
  return openDatabase('memory', { pgliteImage: image });
}

/**
 * The same database opened again, as a second process would (its own pool) on PostgreSQL;
 * on PGlite, which one process holds alone, the same instance.
 */
export async function openAgain(database: Database): Promise<Database> {
  if (!onPostgres) return database;
  const [{ name }] = await queryRows<{ name: string }>(database.db, sql`SELECT current_database() AS name`);
  return openDatabase(databaseUrl(name));
}

/** Seeds the template once per test run (vitest globalSetup). */
export async function prepareTemplate(seed: (database: Database) => Promise<void>) {
  if (onPostgres) {
    await adminQuery(`DROP DATABASE IF EXISTS ${TEMPLATE_DB}`);
    await adminQuery(`CREATE DATABASE ${TEMPLATE_DB}`);
    const database = await openDatabase(databaseUrl(TEMPLATE_DB));
    await seed(database);
    await database.close();
    return;
  }
  const database = await openDatabase('memory');
  await seed(database);
  const image = await database.dump!();
  fs.mkdirSync(path.dirname(PGLITE_IMAGE), { recursive: true });
  // Written aside and renamed: another test run on this machine may be reading the image.
  const partial = `${PGLITE_IMAGE}.${process.pid}`;
  fs.writeFileSync(partial, Buffer.from(await image.arrayBuffer()));
  fs.renameSync(partial, PGLITE_IMAGE);
  await database.close();
}

/** Where an EMPTY test database lives (migrated on open, nothing seeded). */
export async function testDatabaseLocation(): Promise<string> {
  if (!onPostgres) return 'memory';
  const name = `t_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  return databaseUrl(name);
}
