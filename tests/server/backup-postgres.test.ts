/**
 * Backups on PostgreSQL as docs/manual/running.md tells an operator to take them: pg_dump's
 * custom format, restored with pg_restore into a fresh database, and the compiled server
 * started on the copy (the embedded database's own backups: embedded-database.test.ts).
 * PostgreSQL only: the PGlite pass has no pg_dump to test.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileServer, seededServerDatabase, useTheCatalogue } from '../support/compiled-server';
import { startServer } from '../support/server-process';
import { onPostgres } from '../support/test-db';

const counts = async (url: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = (await client.query<{ name: string }>(`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`)).rows;
    const result: Record<string, number> = {};
    for (const { name } of tables) result[name] = Number((await client.query(`SELECT count(*) FROM "${name}"`)).rows[0].count);
    return result;
  } finally {
    await client.end();
  }
};

describe.runIf(onPostgres)('PostgreSQL backup: pg_dump -Fc, pg_restore into a fresh database, the server on it', () => {
  let work: string;
  let build: Awaited<ReturnType<typeof compileServer>>;
  beforeAll(async () => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogo-pgdump-'));
    build = await compileServer();
  }, 120_000);
  afterAll(() => {
    build?.remove();
    if (work) fs.rmSync(work, { recursive: true, force: true });
  });

  it('restores every row, and the restored catalogue signs in, searches and lends', async () => {
    const { DATABASE_URL: source } = await seededServerDatabase(work);
    const file = path.join(work, 'catalogo.dump');
    const dump = spawnSync('pg_dump', ['-Fc', '-f', file, '--dbname', source], { encoding: 'utf8' });
    expect(dump.status, dump.stderr).toBe(0);

    const target = new URL(source);
    target.pathname = `/${target.pathname.slice(1)}_restored`;
    const admin = new URL(source);
    admin.pathname = '/postgres';
    expect(spawnSync('createdb', ['--maintenance-db', admin.toString(), target.pathname.slice(1)], { encoding: 'utf8' }).status).toBe(0);
    const restore = spawnSync('pg_restore', ['--no-owner', '--exit-on-error', '--dbname', target.toString(), file], { encoding: 'utf8' });
    expect(restore.status, restore.stderr).toBe(0);

    const before = await counts(source);
    expect(Object.keys(before).length).toBeGreaterThan(50);
    expect(await counts(target.toString())).toEqual(before);

    const server = await startServer({ DATABASE_URL: target.toString(), DATA_DIR: work, SEED: 'none', JOBS_ENABLED: '0' }, 120_000, build.dir);
    try {
      expect(server.result, server.output()).toBeUndefined();
      const seen = await useTheCatalogue(server.url);
      expect(seen).toMatchObject({ signIn: 200, staffSignIn: 200 });
      expect(seen.searchTotal).toBeGreaterThan(0);
      expect(seen.loanedCopy).toBeGreaterThan(0);
    } finally {
      await server.stop();
    }
  }, 300_000);
});
