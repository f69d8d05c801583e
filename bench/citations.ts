/**
 * Citation timings (issue 27 item 6), `npx tsx bench/citations.ts [--root DIR]…`:
 *
 * 1. The first ABNT reference after the server starts: the real server (server/main.ts) is
 *    started on a PGlite folder with the minimal demo (seeded on its first start, under
 *    .tmp/bench-citations/), and as soon as /api answers, one title's reference is asked
 *    for; the figure is that request's time. With several --root folders (e.g. /work/main
 *    for "before"), each checkout's server is measured in turn, side by side.
 * 2. An ABNT list of 500 titles (what the basket's reference file holds): 500 real records
 *    of the demo rendered in this process after one warm-up reference, text and HTML (the
 *    old way, renderBibliography) and text alone (renderBibliographyText, the file's way).
 */
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/db/connect';
import { rows } from '../server/db/query';
import { renderBibliography, renderBibliographyText, renderReference } from '../server/marc/citation';
import type { MarcRecord } from '../server/marc/types';

const argv = process.argv.slice(2);
const roots = argv.flatMap((a, i) => (argv[i - 1] === '--root' ? [path.resolve(a)] : []));
if (!roots.length) roots.push(process.cwd());
const PORT = Number(process.env.BENCH_PORT ?? 4501);
const work = path.resolve('.tmp/bench-citations');

async function firstReference(root: string, n: number): Promise<{ listenMs: number; firstMs: number; secondMs: number }> {
  const folder = path.join(work, `pglite-${n}`);
  mkdirSync(folder, { recursive: true });
  const port = PORT + n;
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root, stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DATABASE_URL: folder, SEED: 'minimal', PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production', DATA_DIR: path.join(work, `data-${n}`) },
  });
  const base = `http://127.0.0.1:${port}/api`;
  try {
    let token: string | undefined;
    while (!token) {
      if (child.exitCode !== null) throw new Error(`server in ${root} exited with ${child.exitCode}`);
      try {
        const res = await fetch(`${base}/oauth/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ grant_type: 'client_credentials', client_id: '4' }) });
        if (res.ok) token = (await res.json()).access_token;
      } catch { /* not listening yet */ }
      if (!token) await new Promise((r) => setTimeout(r, 20));
    }
    const listenMs = performance.now() - started;
    const ask = async () => {
      const t0 = performance.now();
      const res = await fetch(`${base}/acervo/1/referencia?estilo=abnt`, { headers: { authorization: `Bearer ${token}` } });
      if (!res.ok) throw new Error(`reference: ${res.status} ${await res.text()}`);
      await res.json();
      return performance.now() - t0;
    };
    const firstMs = await ask();
    return { listenMs, firstMs, secondMs: await ask() };
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

async function referenceList(): Promise<{ both: number; bothCpu: number; text: number; textCpu: number; count: number }> {
  const database = await openDatabase(path.join(work, 'pglite-0'));
  try {
    const found = await rows<{ id: number; marc: MarcRecord }>(database.db, sql`SELECT cod_acervo AS id, marc FROM acervo ORDER BY cod_acervo`);
    const entries = Array.from({ length: 500 }, (_, i) => ({ id: i + 1, record: found[i % found.length].marc }));
    renderReference('abnt', found[0].id, found[0].marc);
    // Wall time, and the process's CPU time beside it (steadier on a shared machine).
    const cpuMs = (since: NodeJS.CpuUsage) => { const u = process.cpuUsage(since); return (u.user + u.system) / 1000; };
    let t0 = performance.now();
    let c0 = process.cpuUsage();
    renderBibliography('abnt', entries);
    const both = performance.now() - t0;
    const bothCpu = cpuMs(c0);
    t0 = performance.now();
    c0 = process.cpuUsage();
    renderBibliographyText('abnt', entries);
    return { both, bothCpu, text: performance.now() - t0, textCpu: cpuMs(c0), count: entries.length };
  } finally {
    await database.close();
  }
}

const results: string[] = [];
for (const [i, root] of roots.entries()) {
  // The first start seeds the folder; the measured start is the second, on a seeded catalogue.
  await firstReference(root, i);
  const r = await firstReference(root, i);
  results.push(`| ${root} | ${r.listenMs.toFixed(0)} | ${r.firstMs.toFixed(0)} | ${r.secondMs.toFixed(0)} |`);
}
console.log(['', '| server checkout | start → API answers (ms) | first ABNT reference (ms, target ≤ 300) | second (ms) |', '|---|---|---|---|', ...results].join('\n'));
const list = await referenceList();
console.log(`\nABNT list of ${list.count} titles (target ≤ 1,500 ms): text + HTML ${list.both.toFixed(0)} ms (CPU ${list.bothCpu.toFixed(0)}); text only (the file) ${list.text.toFixed(0)} ms (CPU ${list.textCpu.toFixed(0)})`);
process.exit(0);
