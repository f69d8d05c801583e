/**
 * The compiled server as production runs it (scripts/build-server.mjs), for the tests of
 * deployment, backups and upgrades: a build of its own per test file (inside the checkout,
 * where Node finds node_modules), the built PWA, and a seeded database a separate server
 * process can open.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../../server/db/connect';
import { PGLITE_IMAGE, onPostgres, seededDatabaseUrl } from './test-db';

/** Compiles the server into .tmp/build-…; returns the folder and its removal. */
export async function compileServer(): Promise<{ dir: string; remove(): void }> {
  const dir = path.resolve(`.tmp/build-${process.pid}-${randomBytes(4).toString('hex')}`);
  // @ts-expect-error a plain ES module without types
  const { buildServer } = (await import('../../scripts/build-server.mjs')) as { buildServer(o: { quiet: boolean; outDir: string }): Promise<void> };
  await buildServer({ quiet: true, outDir: dir });
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** dist/ as `npm run build` makes it (npm test builds it before the server tests). */
export function ensureBuiltPwa(): string {
  const dist = path.resolve('dist');
  if (!fs.existsSync(path.join(dist, 'sw.js'))) {
    const r = spawnSync('bash', ['-c', 'npx lingui compile --typescript && npx vite build'], { stdio: 'inherit' });
    if (r.status !== 0) throw new Error('the PWA could not be built');
  }
  return dist;
}

/**
 * The environment that points a server process at a seeded (minimal demo) database of its
 * own: a copy of the template database on PostgreSQL, a PGlite folder made from the seeded
 * image otherwise.
 */
export async function seededServerDatabase(dataDir: string): Promise<Record<string, string>> {
  if (onPostgres) return { DATABASE_URL: await seededDatabaseUrl(), DATA_DIR: dataDir };
  const database = await openDatabase(path.join(dataDir, 'pglite'), { pgliteImage: new Blob([fs.readFileSync(PGLITE_IMAGE)]), role: 'test' });
  await database.close();
  return { DATABASE_URL: '', DATA_DIR: dataDir };
}

/**
 * What a library notices first after a restore or an upgrade, against a running server:
 * a patron signs in and sees their loans, a visitor's search finds titles, the desk lends a
 * copy. Returns what it saw, for the test to assert.
 */
export async function useTheCatalogue(url: string) {
  const token = async (body: Record<string, string>) => {
    const res = await fetch(`${url}/api/oauth/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ client_id: '4', ...body }) });
    return { status: res.status, token: ((await res.json()) as { access_token?: string }).access_token ?? '' };
  };
  const get = async (address: string, bearerToken: string) => {
    const res = await fetch(`${url}${address}`, { headers: { authorization: `Bearer ${bearerToken}` } });
    return { status: res.status, body: (await res.json()) as unknown };
  };
  const patron = await token({ grant_type: 'password', username: 'aluno', password: 'Biblioteca#2026' });
  const visitor = await token({ grant_type: 'client_credentials' });
  const search = await get('/api/consulta?termo=history', visitor.token);
  const staff = await token({ grant_type: 'password', username: 'bibliotecario', password: 'Biblioteca#2026' });
  // The first copy on the shelf that the desk may lend to a patron with a clean record.
  let loan = 0;
  for (let copy = 1; copy <= 80 && !loan; copy++) {
    const res = await fetch(`${url}/api/balcao/emprestimos`, {
      method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${staff.token}` },
      body: JSON.stringify({ usuario: 'tecnico', codigo_barras: String(copy) }),
    });
    if (res.ok) loan = copy;
  }
  return {
    signIn: patron.status,
    staffSignIn: staff.status,
    searchTotal: (search.body as { total?: number }).total ?? 0,
    loanedCopy: loan,
  };
}
