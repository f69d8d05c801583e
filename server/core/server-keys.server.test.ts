import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../db/connect';
import { backendName, openAgain, openTestDatabase } from '../../tests/support/test-db';
import { readOrCreateServerKey, serverKey } from './server-keys';

const keyRows = (database: Database, name: string) =>
  queryRows<{ valor: string }>(database.db, sql`SELECT valor FROM chave_servidor WHERE nome = ${name}`);

describe(`server keys (${backendName})`, () => {
  let database: Database;
  /** A second opener of the same database: another process's pool on PostgreSQL, the same instance on PGlite (one process only). */
  let other: Database;

  beforeAll(async () => {
    database = await openTestDatabase();
    other = await openAgain(database);
  });
  afterAll(async () => {
    if (other !== database) await other.close();
    await database.close();
  });

  it('makes a missing key once, however many openers race for it, and all of them read the one that won', async () => {
    await queryRows(database.db, sql`DELETE FROM chave_servidor WHERE nome = 'oai'`);
    const offered = Array.from({ length: 12 }, (_, i) => `candidate-${i}`);
    const got = await Promise.all(offered.map((value, i) =>
      readOrCreateServerKey(i % 2 ? other : database, 'oai', () => value)));
    expect(new Set(got).size).toBe(1);
    expect(offered).toContain(got[0]);
    expect(await keyRows(database, 'oai')).toEqual([{ valor: got[0] }]);
  });

  it('never replaces a stored key, and a process reads it once', async () => {
    await queryRows(database.db, sql`DELETE FROM chave_servidor WHERE nome = 'captcha'`);
    const first = await serverKey(database, 'captcha', () => 'first');
    expect(first).toBe('first');
    expect(await readOrCreateServerKey(other, 'captcha', () => 'second')).toBe('first');
    // Removed behind its back, the process keeps the key it read (a signing key does not change under a running server).
    await queryRows(database.db, sql`DELETE FROM chave_servidor WHERE nome = 'captcha'`);
    expect(await serverKey(database, 'captcha', () => 'third')).toBe('first');
  });
});
