/**
 * Where a server test's database lives: in-memory PGlite by default, or a fresh database
 * on the PostgreSQL server of TEST_DATABASE_URL (one per call, so test files never share
 * state).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const onPostgres = !!process.env.TEST_DATABASE_URL;
export const backendName = onPostgres ? 'postgresql' : 'pglite';

export async function testDatabaseLocation(): Promise<string> {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) return 'memory';
  const name = `t_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return url.toString();
}
