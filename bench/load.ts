/**
 * HTTP load on the real server (issue 27 item 1): the server is started by the bench as its
 * own process (`server/main.ts`, production mode) and loaded with autocannon on the mix of
 * bench/load-mix.ts (Zipf-drawn searches, 20% of them faceted, title pages, autocomplete,
 * sign-ins, loans, renewals), each connection from its own loopback address
 * (bench/load-server.ts says why). Prints req/s, p50/p95/p99/max, errors (answers the mix
 * did not expect), timeouts (10 s) and the server's resident memory; then "100 sign-ins at
 * once": 100 demo patrons sign in together, each from its own address.
 *
 *   npx tsx bench/load.ts                                  PGlite, full demo, 1 process, 50 and 200 connections
 *   BENCH_DATABASE_URL=postgres://…/db npx tsx bench/load.ts --store postgresql --workers 2
 *   options: --connections 50,200  --duration 20  --warmup 5  --signins 100  --port N
 *
 * PGlite: the demo catalogue is seeded once into data/bench/load/seed and copied afresh for
 * each run (renewals change it). PostgreSQL: the database of BENCH_DATABASE_URL (migrated;
 * the full demo is added when it has no institution, for patrons and their loans); its
 * catalogue (e.g. 1,000,000 synthetic titles built by bench/search.ts) is what is searched.
 */
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import autocannon from 'autocannon';
import { openDatabase, type Database } from '../server/db/connect';
import { rows, transaction } from '../server/db/query';
import { DEMO_PASSWORD } from '../server/seed/demo-accounts';
import { seedDemo, isSeeded } from '../server/seed/demo';
import { demoModel } from '../server/seed/synthetic-model';
import { createMix, EXPECTED, type Kind } from './load-mix';
import { clientAddress, freePort, spreadClientAddresses, startBenchServer, type BenchServer } from './load-server';
import { benchQueries } from './queries';

const argv = process.argv.slice(2);
const opt = (name: string, fallback: string) => { const i = argv.indexOf(`--${name}`); return i >= 0 ? argv[i + 1] : fallback; };
const store = opt('store', 'pglite') as 'pglite' | 'postgresql';
const workers = store === 'pglite' ? 1 : Number(opt('workers', '2'));
const connectionRuns = opt('connections', '50,200').split(',').map(Number);
const duration = Number(opt('duration', '20'));
const warmup = Number(opt('warmup', '5'));
const signinsAtOnce = Number(opt('signins', '100'));
const CLIENT_ID = '4';
const benchDir = path.resolve('data/bench/load');

interface Prepared { env: Record<string, string>; patrons: string[]; titleIds: number[]; titles: number }

async function readInputs(database: Database): Promise<Omit<Prepared, 'env'>> {
  // The demo's generated patrons (matrícula-like logins), those with current loans first.
  const patrons = (await rows<{ login: string }>(database.db, sql`
    SELECT p.login FROM pessoa p WHERE p.papel = 'usuario' AND NOT p.bloqueado AND p.login ~ '^[0-9]+$'
    ORDER BY EXISTS (SELECT 1 FROM emprestimo e WHERE e.cod_pessoa = p.cod_pessoa AND e.data_devolucao IS NULL) DESC, p.login`)).map((r) => r.login);
  const titleIds = (await rows<{ id: number }>(database.db, sql`
    SELECT cod_acervo AS id FROM acervo ORDER BY md5(cod_acervo::text) LIMIT 2000`)).map((r) => r.id);
  const [{ n }] = await rows<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM acervo`);
  return { patrons, titleIds, titles: n };
}

/**
 * The demo's seed lends every copy its catalogue marks "on loan" to its couple of hundred
 * patrons: in a catalogue of a million titles that is ~1,600 open loans each, and every
 * loan list and renewal of the mix then works through 1,600 loans, which no library's
 * patron has. Here each patron keeps at most their category's loan limit (the most recent
 * loans); the rest are returned on their due day (or today) and their copies shelved. Once:
 * a database already within the limits is left as it is.
 */
async function realisticLoans(database: Database): Promise<void> {
  const surplus = sql`SELECT cod_emprestimo, cod_exemplar FROM (
      SELECT e.cod_emprestimo, e.cod_exemplar, coalesce(g.max_emprestimos, 5) AS limite,
        row_number() OVER (PARTITION BY e.cod_pessoa ORDER BY e.data_emprestimo DESC, e.cod_emprestimo DESC) AS n
      FROM emprestimo e JOIN pessoa p ON p.cod_pessoa = e.cod_pessoa LEFT JOIN regra_circulacao g ON g.categoria = p.categoria
      WHERE e.data_devolucao IS NULL) r WHERE n > limite`;
  const [{ n }] = await rows<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM (${surplus}) s`);
  if (n === 0) return;
  console.log(`Returning ${n} loans past their patrons' limits (the demo seeded into a large catalogue) …`);
  await transaction(database.db, async (tx) => {
    await rows(tx, sql`CREATE TEMP TABLE excedente ON COMMIT DROP AS ${surplus}`);
    await rows(tx, sql`UPDATE emprestimo e SET data_devolucao = least(e.data_devolucao_prevista, current_date)
      FROM excedente x WHERE e.cod_emprestimo = x.cod_emprestimo`);
    await rows(tx, sql`UPDATE exemplar c SET situacao = 'disponivel' FROM excedente x WHERE c.cod_exemplar = x.cod_exemplar`);
  });
  await rows(database.db, sql`VACUUM ANALYZE emprestimo`);
  await rows(database.db, sql`VACUUM ANALYZE exemplar`);
}

async function prepare(): Promise<Prepared> {
  if (store === 'postgresql') {
    const url = process.env.BENCH_DATABASE_URL;
    if (!url) throw new Error('--store postgresql needs BENCH_DATABASE_URL (a database the bench may migrate and add the demo patrons to)');
    const database = await openDatabase(url, { poolSize: 2 });
    try {
      if (!(await isSeeded(database))) {
        console.log('Adding the full demo (institution, patrons, loans) to the PostgreSQL database …');
        await seedDemo(database, { size: 'full' });
      }
      await realisticLoans(database);
      return { env: { DATABASE_URL: url, WORKERS: String(workers) }, ...(await readInputs(database)) };
    } finally {
      await database.close();
    }
  }
  const seedDir = path.join(benchDir, 'seed');
  if (!existsSync(path.join(seedDir, 'pglite'))) {
    console.log('Seeding the full demo into data/bench/load/seed (once) …');
    mkdirSync(seedDir, { recursive: true });
    const database = await openDatabase(path.join(seedDir, 'pglite'), { role: 'bench' });
    await seedDemo(database, { size: 'full' });
    await database.close();
  }
  const database = await openDatabase(path.join(seedDir, 'pglite'), { role: 'bench' });
  const inputs = await readInputs(database);
  await database.close();
  const runDir = path.join(benchDir, 'run');
  rmSync(runDir, { recursive: true, force: true });
  mkdirSync(runDir, { recursive: true });
  cpSync(path.join(seedDir, 'pglite'), path.join(runDir, 'pglite'), { recursive: true });
  return { env: { DATA_DIR: runDir, DATABASE_URL: '' }, ...inputs };
}

/** One POST from a given client address, timed. */
function post(url: string, body: string, localAddress: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: 'POST', localAddress, headers: { 'content-type': 'application/x-www-form-urlencoded', lang: '1' } }, (res) => {
      let text = '';
      res.on('data', (d) => { text += d; });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

async function publicToken(server: BenchServer): Promise<string> {
  const answer = await post(`${server.url}/api/oauth/token`, `grant_type=client_credentials&client_id=${CLIENT_ID}`, clientAddress(60_000));
  if (answer.status !== 200) throw new Error(`public token: ${answer.status} ${answer.body}`);
  return (JSON.parse(answer.body) as { access_token: string }).access_token;
}

/** n patrons sign in at the same moment, each from its own address: how long until the last is in. */
async function signInsAtOnce(server: BenchServer, patrons: string[], n: number) {
  const started = performance.now();
  const answers = await Promise.all(Array.from({ length: n }, (_, i) => {
    const body = new URLSearchParams({ grant_type: 'password', client_id: CLIENT_ID, username: patrons[i % patrons.length], password: DEMO_PASSWORD });
    return post(`${server.url}/api/oauth/token`, body.toString(), clientAddress(50_000 + i)).then((a) => ({ ...a, ms: performance.now() - started }));
  }));
  const times = answers.map((a) => a.ms).sort((a, b) => a - b);
  return { ok: answers.filter((a) => a.status === 200).length, statuses: tally(answers.map((a) => a.status)), last: times[times.length - 1], p50: pct(times, 50) };
}

const pct = (sorted: number[], p: number) => (sorted.length ? sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] : Number.NaN);
const ms = (value: number) => Math.round(value);
const tally = (values: (string | number)[]) => values.reduce<Record<string, number>>((t, v) => ({ ...t, [v]: (t[v] ?? 0) + 1 }), {});

interface RunResult {
  connections: number; reqPerSec: number; p50: number; p95: number; p99: number; max: number;
  errors: number; timeouts: number; socketErrors: number; rssPeak: number; byKind: Record<string, number>; unexpected: Record<string, number>;
  /** Each kind's answer times (ms), sorted: where the time goes. */
  kindMs: Record<string, number[]>;
}

async function load(server: BenchServer, mix: ReturnType<typeof createMix>, connections: number, seconds: number): Promise<RunResult> {
  const latencies: number[] = [];
  const byKind: Record<string, number> = {};
  const unexpected: Record<string, number> = {};
  const kindMs: Record<string, number[]> = {};
  let rssPeak = 0;
  const sampler = setInterval(() => { rssPeak = Math.max(rssPeak, server.rssMb()); }, 250);
  const instance = autocannon({
    url: server.url, connections, duration: seconds, timeout: 10,
    requests: [{
      setupRequest: (req: any, context: any) => {
        const planned = mix.next();
        context.kind = planned.kind;
        context.started = performance.now();
        return { ...req, method: planned.method, path: planned.path, headers: planned.headers, body: planned.body };
      },
      onResponse: (status: number, body: string, context: any) => {
        const kind = context.kind as Kind;
        byKind[kind] = (byKind[kind] ?? 0) + 1;
        (kindMs[kind] ??= []).push(performance.now() - context.started);
        if (!EXPECTED[kind].includes(status)) unexpected[`${kind} ${status}`] = (unexpected[`${kind} ${status}`] ?? 0) + 1;
        else if (kind === 'sign-in' && status === 200) mix.signedIn(body);
      },
    }],
  } as any) as any;
  // The run is both an event emitter (each answer's time) and a promise of the totals.
  instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => { latencies.push(responseTime); });
  const result = await instance;
  clearInterval(sampler);
  latencies.sort((a, b) => a - b);
  const errors = Object.values(unexpected).reduce((s, n) => s + n, 0);
  return {
    connections, reqPerSec: latencies.length / seconds, p50: ms(pct(latencies, 50)), p95: ms(pct(latencies, 95)), p99: ms(pct(latencies, 99)),
    max: ms(latencies[latencies.length - 1] ?? Number.NaN), errors, timeouts: result.timeouts, socketErrors: result.errors - result.timeouts,
    rssPeak, byKind, unexpected, kindMs: Object.fromEntries(Object.entries(kindMs).map(([k, v]) => [k, v.sort((a, b) => a - b)])),
  };
}

function verdict(r: RunResult): string {
  const pglite = store === 'pglite';
  const checks: [boolean, string][] = pglite
    ? r.connections <= 50
      ? [[r.reqPerSec >= 150, '≥150 req/s'], [r.p99 <= 1000, 'p99 ≤1 s']]
      : [[r.timeouts === 0, '0 timeouts'], [r.errors + r.socketErrors === 0, '0 errors']]
    : r.connections <= 50
      ? [[r.p95 <= 300, 'p95 ≤300 ms'], [r.reqPerSec >= 150, '≥150 req/s'], [r.errors + r.socketErrors === 0, '0 errors']]
      : [[r.timeouts === 0, '0 timeouts'], [r.p99 <= 2000, 'p99 ≤2 s']];
  return checks.map(([ok, label]) => `${ok ? '✓' : '✗'} ${label}`).join(', ');
}

async function main() {
  const prepared = await prepare();
  console.log(`${store}, ${prepared.titles.toLocaleString('en')} titles, ${workers} API process(es), ${prepared.patrons.length} patrons, ${prepared.titleIds.length} title ids`);
  const port = Number(opt('port', String(await freePort())));
  const server = await startBenchServer(prepared.env, port);
  try {
    spreadClientAddresses();
    const queries = benchQueries(await demoModel(), 200);
    const signins = signinsAtOnce > 0 ? await signInsAtOnce(server, prepared.patrons, signinsAtOnce) : { ok: 0, statuses: {}, last: Number.NaN, p50: Number.NaN };
    if (signinsAtOnce > 0) console.log(`${signinsAtOnce} sign-ins at once: ${signins.ok} signed in, the last after ${(signins.last / 1000).toFixed(2)} s (p50 ${(signins.p50 / 1000).toFixed(2)} s) ${JSON.stringify(signins.statuses)} ${signins.ok === signinsAtOnce && signins.last <= 5000 ? '✓' : '✗'} all ≤ 5 s`);
    const mix = createMix({ queries, titleIds: prepared.titleIds, patrons: prepared.patrons, password: DEMO_PASSWORD, publicToken: await publicToken(server), clientId: CLIENT_ID });
    const results: RunResult[] = [];
    for (const connections of connectionRuns) {
      if (warmup > 0) await load(server, mix, connections, warmup);
      const r = await load(server, mix, connections, duration);
      results.push(r);
      console.log(`  ${connections} connections: ${r.reqPerSec.toFixed(0)} req/s, p50 ${r.p50} ms, p95 ${r.p95} ms, p99 ${r.p99} ms, max ${r.max} ms, errors ${r.errors}, timeouts ${r.timeouts}, RSS ${r.rssPeak.toFixed(0)} MB`);
      if (r.errors || r.socketErrors) console.log(`    unexpected: ${JSON.stringify(r.unexpected)}${r.socketErrors ? `, socket errors ${r.socketErrors}` : ''}`);
    }
    console.log(`\n| store | titles | processes | connections | req/s | p50 | p95 | p99 | max | errors | timeouts | server RSS (peak) | target |`);
    console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|');
    for (const r of results) {
      console.log(`| ${store} | ${prepared.titles.toLocaleString('en')} | ${workers} | ${r.connections} | ${r.reqPerSec.toFixed(0)} | ${r.p50} ms | ${r.p95} ms | ${r.p99} ms | ${r.max} ms | ${r.errors + r.socketErrors} | ${r.timeouts} | ${r.rssPeak.toFixed(0)} MB | ${verdict(r)} |`);
    }
    if (signinsAtOnce > 0) console.log(`| ${store} | ${prepared.titles.toLocaleString('en')} | ${workers} | ${signinsAtOnce} sign-ins at once | | | | | | ${signinsAtOnce - signins.ok} | | | last in ${(signins.last / 1000).toFixed(2)} s ${signins.last <= 5000 && signins.ok === signinsAtOnce ? '✓' : '✗'} ≤ 5 s |`);
    const mixShare = results.length ? Object.entries(results[results.length - 1].byKind).map(([k, n]) => `${k} ${n}`).join(', ') : '';
    console.log(`\nAnswers by kind (last run): ${mixShare}`);
    for (const r of results) {
      console.log(`Time by kind, ${r.connections} connections: ${Object.entries(r.kindMs).map(([k, v]) => `${k} p50 ${ms(pct(v, 50))} / p95 ${ms(pct(v, 95))} ms`).join(', ')}`);
    }
  } finally {
    await server.stop();
  }
}

await main();
