/**
 * Start time and memory of the server, run through tsx (TypeScript compiled at run time, as
 * production ran before issue 38) and compiled (`node --enable-source-maps build/server/main.js`).
 *
 *   npx tsx bench/server-start.ts                 3 starts of each, a demo (SEED=minimal) database
 *   npx tsx bench/server-start.ts --runs 5 --port 8941
 *
 * The database is seeded once (first start, not timed), then each run starts a server on a
 * copy of it: "ready" is the time from spawning the process to the first 200 of /api/health;
 * RSS is read from /proc/<pid>/status once ready, and again after 50 searches and title pages.
 * The build is made first (scripts/build-server.mjs) when missing.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const runs = option('runs', 3);
const port = option('port', 8941);

const MODES = {
  tsx: ['--import', 'tsx', 'server/main.ts'],
  compiled: ['--enable-source-maps', 'build/server/main.js'],
} as const;

const rssMb = (pid: number) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function start(mode: keyof typeof MODES, dataDir: string): ChildProcess {
  return spawn(process.execPath, [...MODES[mode]], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', SEED: 'minimal', STATIC_DIR: '', LOG_LEVEL: 'warn', JOBS_ENABLED: '0' },
  });
}

async function waitReady(child: ChildProcess, timeoutMs = 300_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the server left (exit ${child.exitCode})`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok, () => false);
    if (ok) return;
    await sleep(25);
  }
  throw new Error('the server did not answer in time');
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

async function exercise(): Promise<void> {
  const grant = await fetch(`http://127.0.0.1:${port}/api/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'grant_type=client_credentials&client_id=4',
  });
  const token = ((await grant.json()) as { access_token?: string }).access_token;
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  for (let i = 0; i < 25; i++) {
    await fetch(`http://127.0.0.1:${port}/api/consulta?termo=${['historia', 'brasil', 'lei', 'arte', 'ciencia'][i % 5]}`, { headers }).then((r) => r.arrayBuffer());
    await fetch(`http://127.0.0.1:${port}/api/acervo/${1 + i}`, { headers }).then((r) => r.arrayBuffer());
  }
}

async function main() {
  if (!fs.existsSync('build/server/main.js')) {
    const { buildServer } = await import('../scripts/build-server.mjs' as string);
    await buildServer();
  }
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogo-start-bench-'));
  try {
    const seeded = path.join(work, 'seeded');
    const first = start('compiled', seeded);
    const t0 = Date.now();
    await waitReady(first);
    console.log(`first start (migrations + demo seed, compiled): ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    await stop(first);
    const results: Record<string, { ready: number[]; rss: number[]; rssAfter: number[] }> = {};
    for (let run = 0; run < runs; run++) {
      for (const mode of Object.keys(MODES) as (keyof typeof MODES)[]) {
        const dir = path.join(work, `${mode}-${run}`);
        fs.cpSync(seeded, dir, { recursive: true });
        const began = performance.now();
        const child = start(mode, dir);
        await waitReady(child);
        const ready = performance.now() - began;
        await sleep(200);
        const rss = rssMb(child.pid!);
        await exercise();
        const rssAfter = rssMb(child.pid!);
        await stop(child);
        fs.rmSync(dir, { recursive: true, force: true });
        const r = (results[mode] ??= { ready: [], rss: [], rssAfter: [] });
        r.ready.push(ready);
        r.rss.push(rss);
        r.rssAfter.push(rssAfter);
      }
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    console.log(`\n${runs} starts each on a copy of a seeded PGlite folder (Node ${process.version}, load average ${os.loadavg()[0].toFixed(1)}):`);
    console.log('mode      ready (median, ms)  RSS ready (MB)  RSS after 50 requests (MB)');
    for (const [mode, r] of Object.entries(results)) {
      console.log(`${mode.padEnd(9)} ${median(r.ready).toFixed(0).padStart(17)}  ${median(r.rss).toFixed(0).padStart(14)}  ${median(r.rssAfter).toFixed(0).padStart(26)}`);
    }
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

await main();
