/**
 * `npm start` on every core (WORKERS, issue 27 item 3), as real processes: on PostgreSQL a
 * supervisor and its API workers on one port, a killed worker replaced while the others keep
 * answering, SIGTERM ending them all; on PGlite always one process, whatever WORKERS says.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, type ServerProcess } from '../support/server-process';
import { onPostgres, testDatabaseLocation } from '../support/test-db';

const childrenOf = (pid: number): number[] => {
  try {
    return fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
};
const alive = (pid: number) => fs.existsSync(`/proc/${pid}`);

async function until<T>(what: () => T | undefined | false | Promise<T | undefined | false>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await what();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const SCRAPE = 'scrape-token-workers-0123';
const healthCount = async (url: string): Promise<number> => {
  const res = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${SCRAPE}` }, signal: AbortSignal.timeout(30_000) });
  expect(res.status).toBe(200);
  const line = (await res.text()).split('\n').find((l) => l.startsWith('catalogo_http_requests_total{') && l.includes('operation="getHealth"') && l.includes('status="200"'));
  return line ? Number(line.split(' ').pop()) : 0;
};

/**
 * /metrics answers for the whole server, not for the worker that took the scrape: the cluster
 * spreads requests over both workers, yet every scrape counts all of them.
 */
async function expectMetricsOfBothWorkers(url: string): Promise<void> {
  const before = await healthCount(url);
  const asked = 24;
  for (let i = 0; i < asked; i++) expect((await fetch(`${url}/api/health`)).status).toBe(200);
  // A worker counts a request once its answer has left: a scrape may come a moment before.
  const counted = await until(async () => ((await healthCount(url)) - before === asked ? asked : undefined), 15_000).catch(() => 'timed out');
  expect(counted).toBe(asked);
  for (let i = 0; i < 3; i++) expect((await healthCount(url)) - before).toBe(asked);
}

describe.skipIf(!onPostgres)('WORKERS on PostgreSQL', () => {
  let server: ServerProcess | undefined;
  afterAll(async () => { await server?.stop('SIGKILL'); });

  it('runs the workers under a supervisor, replaces one that dies, and stops them all on SIGTERM', async () => {
    server = await startServer({ DATABASE_URL: await testDatabaseLocation(), WORKERS: '2', SEED: 'none', JOBS_ENABLED: '0', METRICS_TOKEN: SCRAPE }, 170_000);
    expect(server.result, server.result?.output).toBeUndefined();
    const supervisor = server.child.pid!;
    // Both first workers listen (the supervisor announces the catalogue once they all do):
    // a worker killed while it was the only one listening would close the port.
    await until(() => /Catálogo pronto .*2 processos/.test(server!.output()), 120_000);
    await expectMetricsOfBothWorkers(server.url);
    const first = await until(() => { const c = childrenOf(supervisor); return c.length === 2 && c; });
    process.kill(first[0], 'SIGKILL');
    // The other worker keeps answering while the supervisor starts a new one. Asked once the
    // supervisor has seen the death: a connection node:cluster hands to a worker in the instant
    // it dies is never answered (the client waits out its own timeout), which a busy CI machine hit.
    await until(() => server!.output().includes(`worker ${first[0]} left`));
    expect((await fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(30_000) })).status).toBe(200);
    const second = await until(() => { const c = childrenOf(supervisor); return c.length === 2 && !c.includes(first[0]) && c; });
    expect(second).toContain(first[1]);
    const ended = await server.stop('SIGTERM');
    expect(ended.code, ended.output).toBe(0);
    expect(second.filter(alive)).toEqual([]);
    expect(ended.output).toMatch(/worker \d+ left \(SIGKILL\); starting another/);
  }, 240_000);
});

describe.skipIf(onPostgres)('WORKERS on PGlite', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'workers-'));
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.stop('SIGKILL');
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('stays one process: the embedded database is one process\'s alone', async () => {
    server = await startServer({ DATA_DIR: dir, WORKERS: '4', SEED: 'none', JOBS_ENABLED: '0' });
    expect(server.result, server.result?.output).toBeUndefined();
    expect(childrenOf(server.child.pid!)).toEqual([]);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  }, 180_000);
});
