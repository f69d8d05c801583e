/**
 * The commands an operator types from the manual (docs/manual/running.md), run as the
 * processes they are: `npm start` serving the catalogue and its PWA, and beside it the desk,
 * SIP2-terminal and harvest commands handed to the running server, then the synthetic seed
 * on the stopped server's folder. What scripts/manual-commands.test.ts lists as run by a test
 * points here. PGlite only: the folder the demo runs on (PostgreSQL's path is the workers test).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordedRepository, serveReplay } from '../../server/modules/integration/harvest';
import { erasmusRecording } from '../../server/seed/network';
import { freePort, runCli, type ProcessResult } from '../support/server-process';
import { onPostgres, PGLITE_IMAGE } from '../support/test-db';

/** `npm <args>` in the checkout, as typed; its own process group, so a stop reaches what npm started. */
function npm(args: string[], env: Record<string, string>) {
  const child = spawn('npm', args, {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout!.on('data', (d) => { output += d; });
  child.stderr!.on('data', (d) => { output += d; });
  const exited = new Promise<ProcessResult>((resolve) => child.on('exit', (code, signal) => resolve({ code, signal, output })));
  return { child, exited, output: () => output };
}

describe.skipIf(onPostgres)('the manual\'s commands, as an operator types them', () => {
  let dir: string;
  let env: Record<string, string>;
  let url: string;
  let started: ReturnType<typeof npm> | undefined;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'operator-'));
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    env = { DATA_DIR: dir, SEED: 'none', HOST: '127.0.0.1', PORT: String(port), PUBLIC_URL: url };
    const restored = await runCli(['restore', PGLITE_IMAGE], env);
    expect(restored.code, restored.output).toBe(0);
  });
  afterAll(async () => {
    if (started && started.child.exitCode === null && started.child.signalCode === null) {
      try { process.kill(-started.child.pid!, 'SIGKILL'); } catch { /* already gone */ }
      await started.exited;
    }
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('npm start serves the catalogue and the installable app', async () => {
    started = npm(['start'], env);
    const deadline = Date.now() + 240_000;
    let healthy = false;
    while (!healthy && Date.now() < deadline && started.child.exitCode === null) {
      healthy = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5_000) }).then((r) => r.ok, () => false);
      if (!healthy) await new Promise((r) => setTimeout(r, 250));
    }
    expect(healthy, started.output()).toBe(true);
    const home = await fetch(`${url}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toMatch(/<div id="root">/);
    expect((await fetch(`${url}/sw.js`)).status).toBe(200);
    const manifest = await (await fetch(`${url}/manifest.webmanifest`)).json() as { start_url: string; icons: unknown[] };
    expect(manifest.icons.length).toBeGreaterThan(0);
    const token = await (await fetch(`${url}/api/oauth/token`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ grant_type: 'client_credentials', client_id: '4' }),
    })).json() as { access_token: string };
    const found = await (await fetch(`${url}/api/consulta?termo=Velikovsky`, { headers: { authorization: `Bearer ${token.access_token}` } })).json() as { total: number };
    expect(found.total).toBeGreaterThan(0);
  }, 300_000);

  it('npm run desk -- patron <login> is answered by the running server', async () => {
    const run = await npm(['run', '--silent', 'desk', '--', 'patron', 'aluno'], env).exited;
    expect(run.code, run.output).toBe(0);
    expect(run.output).toContain('Ana Beatriz Souza');
    const unknown = await npm(['run', '--silent', 'desk', '--', 'checkout'], env).exited;
    expect(unknown.code).not.toBe(0);
    expect(unknown.output).toContain('checkout <login> <barcode>');
  }, 60_000);

  it('npm run sip2 -- terminal add and list: the new terminal is listed, its password never', async () => {
    const added = await npm(['run', '--silent', 'sip2', '--', 'terminal', 'add', 'quiosque-manual', 'Quiosque#2026', 'BC'], env).exited;
    expect(added.code, added.output).toBe(0);
    const listed = await npm(['run', '--silent', 'sip2', '--', 'terminal', 'list'], env).exited;
    expect(listed.code, listed.output).toBe(0);
    expect(listed.output).toContain('quiosque-manual');
    expect(listed.output).not.toContain('Quiosque#2026');
  }, 60_000);

  it('npm run harvest -- <base URL> harvests a repository while the server serves', async () => {
    const repository = await serveReplay(recordedRepository(erasmusRecording(), 5));
    try {
      const run = await npm(['run', '--silent', 'harvest', '--', repository.url, '--prefix', 'oai_dc'], env).exited;
      expect(run.code, run.output).toBe(0);
      expect(run.output).toMatch(/The catalogue server is running \(process \d+\): it harvests while it serves/);
      expect(repository.requests.some((q) => q.includes('verb=ListRecords'))).toBe(true);
    } finally {
      await repository.close();
    }
  }, 120_000);

  it('a stop ends npm start cleanly, and npm run seed:synthetic then adds titles to the folder', async () => {
    process.kill(-started!.child.pid!, 'SIGTERM');
    const ended = await started!.exited;
    expect(ended.signal === 'SIGTERM' || ended.code === 0, ended.output).toBe(true);
    const seeded = await npm(['run', '--silent', 'seed:synthetic', '--', '--titles', '25'], env).exited;
    expect(seeded.code, seeded.output).toBe(0);
    expect(seeded.output).toMatch(/Done: syn-\d+…syn-\d+/);
  }, 120_000);
});
