/**
 * The embedded database between processes, as a librarian meets it (issue 17 item 0): a
 * second server on the same folder is refused and the first stays intact; an import and a
 * backup while the catalogue runs are handed to the server; kill -9 during writes loses
 * no committed write; a restore brings a backup back. PGlite only: PostgreSQL has its own
 * postmaster and its own tools.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURES } from '../../server/marc/fixtures';
import { DEMO_PASSWORD } from '../support/server-app';
import { compileServer } from '../support/compiled-server';
import { runCli, startServer, type ServerProcess } from '../support/server-process';
import { onPostgres, PGLITE_IMAGE } from '../support/test-db';

const FRENCH_MARC8 = FIXTURES.marc8;

// Each test starts processes (the server through tsx, the command line), and a process's
// start on a CI machine whose two cores also run the end-to-end lane took more than the
// default minute: a ceiling for a loaded machine, not a wait.
describe.skipIf(onPostgres)('the embedded database shared by the server and the command line', { timeout: 300_000 }, () => {
  let dir: string;
  let env: Record<string, string>;
  let server: ServerProcess | undefined;
  let seededBasket = new Set<number>();
  const backup = () => path.join(dir, 'copy.tar.gz');

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'embedded-'));
    env = { DATA_DIR: dir, SEED: 'none' };
    // The seeded test image, unpacked by the restore command: a catalogue to start from.
    const restored = await runCli(['restore', PGLITE_IMAGE], env);
    expect(restored.code, restored.output).toBe(0);
  });
  afterAll(async () => {
    await server?.stop('SIGKILL');
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const api = async (url: string, init: RequestInit & { token?: string } = {}) => {
    const headers = { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) };
    return fetch(`${server!.url}/api${url}`, { ...init, headers });
  };
  const token = async (body: object) => (await (await api('/oauth/token', { method: 'POST', body: JSON.stringify({ client_id: '4', ...body }) })).json()).access_token as string;
  const found = async (term: string) => {
    const visitor = await token({ grant_type: 'client_credentials' });
    return (await (await api(`/consulta?termo=${encodeURIComponent(term)}`, { token: visitor })).json()).total as number;
  };

  it('refuses a second server on the same folder, before touching it, and the first goes on', async () => {
    server = await startServer(env);
    expect(server.result).toBeUndefined();
    const second = await startServer(env);
    expect(second.result?.code).toBe(3);
    expect(second.result?.output).toMatch(/in use by the catalogue server \(process \d+/);
    expect(second.result?.output).toMatch(/nothing was changed/);
    expect(await found('Velikovsky')).toBeGreaterThan(0);
  });

  it('hands an import to the running server: the catalogue finds the titles at once, nothing stops', async () => {
    expect(await found('purgatoire')).toBe(0);
    // The file's item type BOOKS is no loan type here: created, as the manual says to.
    const run = await runCli(['import', '--create-loan-types', FRENCH_MARC8], env);
    expect(run.code, run.output).toBe(0);
    expect(run.output).toMatch(/The catalogue server is running \(process \d+\): it imports the files/);
    expect(run.output).toMatch(/lul_fre_25\.marc8\.mrc: read 25, created 25, updated 0, skipped 0 \(decoded as MARC-8 25\)/);
    expect(await found('purgatoire')).toBe(1);
  });

  it('reports a missing file among others, imports the others and exits non-zero', async () => {
    const run = await runCli(['import', path.join(dir, 'missing.mrc'), FIXTURES.lcsh40], env);
    expect(run.code).toBe(1);
    expect(run.output).toMatch(/missing\.mrc: not imported: no such file/);
    expect(run.output).toMatch(/lcsh_folio_40\.mrc: read 40/);
    expect(run.output).toMatch(/files not imported 1/);
  });

  it('writes a backup while the server runs', async () => {
    const run = await runCli(['backup', backup()], env);
    expect(run.code, run.output).toBe(0);
    expect(fs.statSync(backup()).size).toBeGreaterThan(100_000);
  });

  it('writes one with the compiled command too (the manual\'s `node --enable-source-maps build/server/cli.js backup`), into DATA_DIR/backups', async () => {
    const build = await compileServer();
    try {
      const run = await runCli(['backup'], env, build.dir);
      expect(run.code, run.output).toBe(0);
      const made = fs.readdirSync(path.join(dir, 'backups')).filter((f) => /^catalogo-.*\.tar\.gz$/.test(f));
      expect(made).toHaveLength(1);
      expect(fs.statSync(path.join(dir, 'backups', made[0])).size).toBeGreaterThan(100_000);
    } finally {
      build.remove();
    }
  }, 300_000);

  it('keeps every committed write when the server is killed with -9 in the middle of writing', async () => {
    const patron = await token({ grant_type: 'password', username: 'aluno', password: DEMO_PASSWORD });
    // What the demo saved for aluno (and the backup above holds) before this test's writes.
    const before = (await (await api('/acervo/cesta-permanente/colecao', { token: patron })).json()) as { cod_acervo: number }[];
    seededBasket = new Set(before.map((k) => k.cod_acervo));
    const save = (id: number) => api('/acervo/cesta-permanente', { method: 'POST', token: patron, body: JSON.stringify({ acervos: [id] }) })
      .then((r) => (r.status === 204 ? id : null), () => null);
    const committed: number[] = [];
    for (let id = 1; id <= 15; id += 1) {
      const saved = await save(id);
      if (saved) committed.push(saved);
    }
    // A burst in flight, then the kill: whatever was answered 204 must survive.
    const burst = Array.from({ length: 30 }, (_, i) => save(16 + i));
    await new Promise((resolve) => setTimeout(resolve, 30));
    await server!.stop('SIGKILL');
    committed.push(...(await Promise.all(burst)).filter((id): id is number => id !== null));
    expect(committed.length).toBeGreaterThanOrEqual(15);

    server = await startServer(env);
    expect(server.result, server.output()).toBeUndefined();
    const again = await token({ grant_type: 'password', username: 'aluno', password: DEMO_PASSWORD });
    const kept = (await (await api('/acervo/cesta-permanente/colecao', { token: again })).json()) as { cod_acervo: number }[];
    const keptIds = new Set(kept.map((k) => k.cod_acervo));
    expect(committed.filter((id) => !keptIds.has(id))).toEqual([]);
    expect(await found('purgatoire')).toBe(1);
  });

  it('restarts with the import after a clean stop, and restores a backup only while stopped', async () => {
    const refused = await runCli(['restore', backup()], env);
    expect(refused.code).toBe(3);
    expect(refused.output).toMatch(/A restore replaces the whole database: stop the catalogue server first/);

    const stopped = await server!.stop('SIGINT');
    expect(stopped.code).toBe(0);
    server = await startServer(env);
    expect(await found('purgatoire')).toBe(1);
    await server.stop('SIGTERM');

    const restored = await runCli(['restore', backup()], env);
    expect(restored.code, restored.output).toBe(0);
    expect(restored.output).toMatch(/The replaced database was kept in .*pglite\.before-restore-/);
    server = await startServer(env);
    expect(await found('purgatoire')).toBe(1);
    // The backup was taken before the patron's writes above: the restore brought back that moment.
    const patron = await token({ grant_type: 'password', username: 'aluno', password: DEMO_PASSWORD });
    const kept = (await (await api('/acervo/cesta-permanente/colecao', { token: patron })).json()) as { cod_acervo: number }[];
    expect(kept.map((k) => k.cod_acervo).filter((id) => !seededBasket.has(id))).toEqual([]);
  });
});
