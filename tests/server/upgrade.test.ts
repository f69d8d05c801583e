/**
 * Upgrades keep the data. The earlier state is the newest release tag when there is one;
 * until then, the checkout as it stood three migrations ago (before the third-newest
 * change to the migrations' journal). That checkout's own server creates the catalogue
 * (its migrations, its demo seed); this checkout's compiled server then starts on the same
 * database, runs the newer migrations, and nothing is lost: every table keeps its rows and
 * its first row's values, and a patron signs in, a visitor searches, the desk lends.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileServer, useTheCatalogue } from '../support/compiled-server';
import { freePort, startServer } from '../support/server-process';
import { onPostgres, testDatabaseLocation } from '../support/test-db';

type Snapshot = Record<string, { count: number; sample: Record<string, unknown> | null }>;

/** The release before this one, or the commit before the last three migration changes. */
function earlierState(): { commit: string; name: string } {
  const tags = execFileSync('git', ['tag', '--sort=-creatordate', '--merged', 'HEAD'], { encoding: 'utf8' }).split('\n').filter(Boolean);
  if (tags.length) return { commit: execFileSync('git', ['rev-list', '-n', '1', tags[0]], { encoding: 'utf8' }).trim(), name: tags[0] };
  const changes = execFileSync('git', ['log', '--first-parent', '--format=%H', '-n', '3', '--', 'server/db/migrations/meta/_journal.json'], { encoding: 'utf8' }).split('\n').filter(Boolean);
  if (changes.length < 3) throw new Error('the upgrade test needs the repository\'s history (a full clone, not a shallow one)');
  const commit = execFileSync('git', ['rev-parse', `${changes[2]}^`], { encoding: 'utf8' }).trim();
  return { commit, name: `${commit.slice(0, 8)} (three migrations back)` };
}

/**
 * Columns a migration moved to another table: where each value of a table's first row went.
 * 0039 (the policy matrix) moved a category's loan rules from regra_circulacao to its row of
 * politica_circulacao for any library and any loan type.
 */
const MOVED: Record<string, { columns: Record<string, string>; to: (row: Record<string, unknown>) => string }> = {
  regra_circulacao: {
    columns: { dias_emprestimo: 'prazo', max_emprestimos: 'max_emprestimos', max_renovacoes: 'max_renovacoes', multa_dia: 'multa', dias_suspensao_por_dia: 'dias_suspensao_por_dia', dias_retirada_reserva: 'dias_retirada_reserva' },
    to: (row) => `SELECT * FROM politica_circulacao WHERE categoria = '${String(row.categoria).replace(/'/g, "''")}' AND cod_biblioteca IS NULL AND tipo_emprestimo IS NULL`,
  },
};

/** The tables' counts and first rows, read by a checkout's own code (tests/support/table-snapshot.ts). */
function snapshot(checkout: string, location: string, queries?: Record<string, string>): { tables: Snapshot; moved: Record<string, Record<string, unknown> | null> } {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'tests/support/table-snapshot.ts', location, ...(queries ? [JSON.stringify(queries)] : [])], { cwd: checkout, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (r.status !== 0) throw new Error(`snapshot in ${checkout}: ${r.stderr}`);
  const { __rows: moved = {}, ...tables } = JSON.parse(r.stdout.trim().split('\n').at(-1)!) as Snapshot & { __rows?: Record<string, Record<string, unknown> | null> };
  return { tables: tables as Snapshot, moved };
}

/** Runs the earlier checkout's server until its demo catalogue is seeded, then stops it. */
async function seedWithEarlierServer(checkout: string, env: Record<string, string>): Promise<void> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: checkout, stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, SEED: 'minimal', STATIC_DIR: '', LOG_LEVEL: 'warn', JOBS_ENABLED: '0' },
  });
  let output = '';
  child.stdout.on('data', (d) => { output += d; });
  child.stderr.on('data', (d) => { output += d; });
  const exited = new Promise((r) => child.once('exit', r));
  try {
    for (let i = 0; i < 600; i++) {
      if (child.exitCode !== null) throw new Error(`the earlier server left: ${output}`);
      if (await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok, () => false)) return;
      await new Promise((r) => setTimeout(r, 500));
    }
    throw new Error(`the earlier server did not start: ${output}`);
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

// A clone without history (git clone --depth 1, or a source archive) has no earlier state to
// start from: the test says so and is skipped there, and runs wherever the history is.
const shallow = (() => {
  try {
    return execFileSync('git', ['rev-parse', '--is-shallow-repository'], { encoding: 'utf8' }).trim() === 'true';
  } catch {
    return true;
  }
})();
if (shallow) console.warn('upgrade.test.ts skipped: this checkout has no git history to take the earlier state from');

describe.skipIf(shallow)('an upgrade keeps the data', () => {
  let work: string;
  let checkout: string;
  let build: Awaited<ReturnType<typeof compileServer>>;
  let earlier: { commit: string; name: string };
  beforeAll(async () => {
    earlier = earlierState();
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogo-upgrade-'));
    // Inside the checkout, so that the earlier sources find today's node_modules by walking up.
    checkout = path.resolve(`.tmp/upgrade-from-${process.pid}`);
    fs.rmSync(checkout, { recursive: true, force: true });
    fs.mkdirSync(checkout, { recursive: true });
    execFileSync('bash', ['-c', `git archive ${earlier.commit} server openapi package.json tsconfig.json | tar -x -C '${checkout}'`]);
    fs.mkdirSync(path.join(checkout, 'tests/support'), { recursive: true });
    fs.copyFileSync('tests/support/table-snapshot.ts', path.join(checkout, 'tests/support/table-snapshot.ts'));
    build = await compileServer();
  }, 120_000);
  afterAll(() => {
    build?.remove();
    if (checkout) fs.rmSync(checkout, { recursive: true, force: true });
    if (work) fs.rmSync(work, { recursive: true, force: true });
  });

  it('from the earlier state: every table keeps its rows and values, and the catalogue works', async () => {
    const env = onPostgres ? { DATABASE_URL: await testDatabaseLocation(), DATA_DIR: work } : { DATABASE_URL: '', DATA_DIR: work };
    const location = env.DATABASE_URL || path.join(work, 'pglite');
    await seedWithEarlierServer(checkout, env);
    const before = snapshot(checkout, location).tables;
    const journal = (dir: string) => (JSON.parse(fs.readFileSync(path.join(dir, 'server/db/migrations/meta/_journal.json'), 'utf8')) as { entries: unknown[] }).entries.length;
    expect(journal('.'), `no newer migration than ${earlier.name}`).toBeGreaterThan(journal(checkout));

    // The upgrade: the new build started on the old database migrates it.
    const upgraded = await startServer({ ...env, SEED: 'none', JOBS_ENABLED: '0' }, 180_000, build.dir);
    expect(upgraded.result, upgraded.output()).toBeUndefined();
    await upgraded.stop();
    const movedTo = Object.fromEntries(Object.entries(MOVED).filter(([t]) => before[t]?.sample).map(([t, m]) => [t, m.to(before[t].sample!)]));
    const { tables: after, moved } = snapshot('.', location, movedTo);

    const filled = Object.entries(before).filter(([, t]) => t.count > 0);
    expect(filled.length).toBeGreaterThan(30);
    for (const [table, { count, sample }] of filled) {
      expect(after[table], `table ${table} after the upgrade`).toBeDefined();
      expect(after[table].count, `rows of ${table}`).toBe(count);
      // The first row keeps every value it had (a newer migration may add columns beside them),
      // in its own table or where a migration moved it (MOVED).
      const kept = Object.fromEntries(Object.keys(sample!).map((column) => {
        const to = MOVED[table]?.columns[column];
        return [column, to && !(column in after[table].sample!) ? moved[table]?.[to] : after[table].sample?.[column]];
      }));
      expect(kept, `first row of ${table}`).toEqual(sample);
    }

    const again = await startServer({ ...env, SEED: 'none', JOBS_ENABLED: '0' }, 180_000, build.dir);
    try {
      const seen = await useTheCatalogue(again.url);
      expect(seen).toMatchObject({ signIn: 200, staffSignIn: 200 });
      expect(seen.searchTotal).toBeGreaterThan(0);
      expect(seen.loanedCopy).toBeGreaterThan(0);
    } finally {
      await again.stop();
    }
  }, 600_000);
});
