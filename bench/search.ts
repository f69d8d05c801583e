/**
 * Search latency benchmark (`npm run bench`): one search page — 20 titles + total + every
 * facet count — for a mix of ~200 realistic queries, on PGlite and on PostgreSQL side by
 * side, over a synthetic catalogue built once per size under data/bench/ and reused.
 *
 *   npm run bench                                   100k titles, PGlite and PostgreSQL
 *   npm run bench -- --titles 1000000 --only postgres
 *   npm run bench -- --rebuild                      build the catalogues anew (e.g. after a schema change)
 *   npm run bench -- --with-1m                      also 1M titles on PostgreSQL, in the same table
 *
 * Each catalogue is measured twice: the search page, and autocomplete (prefixes of the
 * query words). The vocabulary autocomplete reads is built once per catalogue when missing.
 *
 * PostgreSQL: BENCH_DATABASE_URL when set, else a local cluster under data/bench/postgres
 * started for the run and stopped at its end.
 */
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { openDatabase, type Database } from '../server/db/connect';
import { sql } from 'drizzle-orm';
import { matchCondition, rankQuery } from '../server/modules/catalogue/core';
import { rows as queryAll } from '../server/db/query';
import { autocomplete, searchTitles } from '../server/modules/catalogue/search';
import { refreshVocabulary } from '../server/import/vocabulary';
import { seedSynthetic, syntheticCount } from '../server/seed/synthetic';
import { queryRows } from '../server/seed/sql';
import { demoModel } from '../server/seed/synthetic-model';
import { startCluster, type Cluster } from './postgres-cluster';
import { benchQueries, type BenchQuery } from './queries';

type Backend = 'pglite' | 'postgres';
interface Row { backend: string; titles: number; measure: string; queries: number; failed: number; p50: number; p95: number; max: number; target: string; build: string }
interface Timings { times: number[]; failed: number }

const benchDir = path.resolve('data/bench');
const WARM_UP = 30;

function parseArgs(argv: string[]) {
  const value = (name: string) => { const i = argv.indexOf(name); return i >= 0 ? argv[i + 1] : undefined; };
  const titles = Number(value('--titles') ?? 100_000);
  const only = value('--only') as Backend | undefined;
  if (!Number.isInteger(titles) || titles < 1) throw new Error('--titles must be a positive integer');
  if (only && only !== 'pglite' && only !== 'postgres') throw new Error('--only pglite|postgres');
  const runs: { backend: Backend; titles: number }[] = (only ? [only] : (['pglite', 'postgres'] as Backend[])).map((backend) => ({ backend, titles }));
  if (argv.includes('--with-1m') && titles !== 1_000_000) runs.push({ backend: 'postgres', titles: 1_000_000 });
  return {
    titles, runs,
    queries: Number(value('--queries') ?? 200), rebuild: argv.includes('--rebuild'),
    /** PostgreSQL database name (default bench_<titles>), e.g. a private copy of the 1M catalogue. */
    database: value('--database'),
  };
}

/** A database named after the size on the server of `adminUrl`, created when missing. */
async function postgresDatabase(adminUrl: string, titles: number, rebuild: boolean, name = `bench_${titles}`): Promise<string> {
  if (!/^\w+$/.test(name)) throw new Error('--database takes a plain name');
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    if (rebuild) await client.query(`DROP DATABASE IF EXISTS ${name}`);
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount === 0) await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Adds synthetic titles until the catalogue holds `titles` of them; returns how long that took. */
async function ensureCatalogue(database: Database, titles: number, label: string): Promise<string> {
  const have = await syntheticCount(database);
  if (have >= titles) return 'reused';
  const started = performance.now();
  await seedSynthetic(database, { titles: titles - have, log: (m) => console.log(`[${label}] ${m}`) });
  await database.exec('ANALYZE');
  return `${((performance.now() - started) / 1000).toFixed(0)} s`;
}

/** The vocabulary of "did you mean" and autocomplete, built once per catalogue. */
async function ensureVocabulary(database: Database, label: string): Promise<void> {
  const [{ n }] = await queryRows<{ n: number }>(database, 'SELECT count(*)::int AS n FROM vocabulario');
  if (n > 0) return;
  const started = performance.now();
  const words = await refreshVocabulary(database);
  console.log(`[${label}] vocabulary: ${words} words in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

/** What a patron types before picking a completion: 2 to 5 letters of the query's first word. */
function prefixes(queries: BenchQuery[]): string[] {
  return queries.map((q, i) => q.termo.split(/\s+/)[0].slice(0, 2 + (i % 4))).filter((p) => p.length >= 2);
}

async function measureAutocomplete(database: Database, typed: string[]): Promise<Timings> {
  for (const p of typed.slice(0, WARM_UP)) await autocomplete(database.db, p, 10);
  const times: number[] = [];
  let failed = 0;
  for (const p of typed) {
    const t0 = performance.now();
    try {
      await autocomplete(database.db, p, 10);
      times.push(performance.now() - t0);
    } catch {
      failed += 1;
    }
  }
  return { times: times.sort((a, b) => a - b), failed };
}

/**
 * The floor: a bare full-text top-20 for the same query (the match condition and the relevance
 * order, no filters, no facets, no count, no title rows), so a search page's cost reads as a ratio.
 */
async function measureFloor(database: Database, queries: BenchQuery[]): Promise<Timings> {
  // With a RUM index the floor is its rank-ordered top 20 (`<=>`), else ts_rank_cd over the GIN matches.
  const [{ rum }] = await queryAll<{ rum: boolean }>(database.db, sql`SELECT EXISTS (SELECT 1 FROM pg_index i
    JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am am ON am.oid = c.relam WHERE i.indrelid = 'acervo'::regclass AND am.amname = 'rum') AS rum`);
  const statement = (q: BenchQuery) => {
    const where = matchCondition({ termo: q.termo, tipo: q.tipo })!;
    const rank = rankQuery({ termo: q.termo, tipo: q.tipo })!;
    return rum
      ? sql`SELECT a.cod_acervo FROM acervo a WHERE ${where} ORDER BY a.tsv <=> ${rank} LIMIT 20`
      : sql`SELECT a.cod_acervo FROM acervo a WHERE ${where} ORDER BY ts_rank_cd(a.tsv, ${rank}) DESC, a.cod_acervo LIMIT 20`;
  };
  for (const q of queries.slice(0, WARM_UP)) await queryAll(database.db, statement(q));
  const times: number[] = [];
  for (const q of queries) {
    const t0 = performance.now();
    await queryAll(database.db, statement(q));
    times.push(performance.now() - t0);
  }
  return { times: times.sort((a, b) => a - b), failed: 0 };
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? Number.NaN : sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)];

/** Times each query once after a warm-up; a query that fails is counted, reported once, and left out of the times. */
async function measure(database: Database, queries: BenchQuery[], label: string): Promise<Timings> {
  const errors = new Map<string, BenchQuery>();
  const run = async (q: BenchQuery) => {
    try {
      await searchTitles(database, { termo: q.termo, tipo: q.tipo, pagina: 1, quantPag: 20, filtros: q.filtros, semCache: true });
      return true;
    } catch (error) {
      const message = ((error as { cause?: Error }).cause ?? (error as Error)).message;
      if (!errors.has(message)) errors.set(message, q);
      return false;
    }
  };
  for (const q of queries.slice(0, WARM_UP)) await run(q);
  const timed: { q: BenchQuery; ms: number }[] = [];
  for (const q of queries) {
    const t0 = performance.now();
    if (await run(q)) timed.push({ q, ms: performance.now() - t0 });
  }
  const slowest = [...timed].sort((a, b) => b.ms - a.ms).slice(0, 3);
  console.log(`[${label}] slowest: ${slowest.map(({ q, ms }) => `${JSON.stringify(q.termo)}${q.filtros.length ? ` ${q.filtros.join(',')}` : ''} (${ms.toFixed(0)} ms)`).join('; ')}`);
  for (const [message, q] of [...errors].slice(0, 3)) console.warn(`[${label}] query failed: ${JSON.stringify(q)}: ${message}`);
  if (errors.size > 3) console.warn(`[${label}] …and ${errors.size - 3} more distinct errors`);
  return { times: timed.map((t) => t.ms).sort((a, b) => a - b), failed: queries.length - timed.length };
}

function printTable(rows: Row[]): void {
  const header = ['backend', 'titles', 'measure', 'queries', 'failed', 'p50 ms', 'p95 ms', 'max ms', 'target', 'catalogue'];
  const cells = rows.map((r) => [r.backend, r.titles.toLocaleString('en'), r.measure, String(r.queries), String(r.failed), r.p50.toFixed(1), r.p95.toFixed(1), r.max.toFixed(1), r.target, r.build]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c: string[]) => `| ${c.map((x, i) => (i === 0 || i === 2 || i === 8 ? x.padEnd(widths[i]) : x.padStart(widths[i]))).join(' | ')} |`;
  console.log(['', line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...cells.map(line)].join('\n'));
}

async function main() {
  const { runs, queries: count, rebuild, database: dbName } = parseArgs(process.argv.slice(2));
  mkdirSync(benchDir, { recursive: true });
  const queries = benchQueries(await demoModel(), count);
  const typed = prefixes(queries);
  const rows: Row[] = [];
  let cluster: Cluster | undefined;
  const stopCluster = () => cluster?.stop();
  process.once('SIGINT', () => { stopCluster(); process.exit(130); });
  try {
    for (const { backend, titles } of runs) {
      let location = path.join(benchDir, `pglite-${titles}`);
      if (backend === 'pglite' && rebuild) rmSync(location, { recursive: true, force: true });
      if (backend === 'postgres') {
        let admin = process.env.BENCH_DATABASE_URL;
        if (!admin) {
          cluster ??= await startCluster(path.join(benchDir, 'postgres'));
          admin = cluster.url;
        }
        location = await postgresDatabase(admin, titles, rebuild, dbName);
      }
      const label = `${backend} ${titles.toLocaleString('en')}`;
      const database = await openDatabase(location);
      try {
        const build = await ensureCatalogue(database, titles, label);
        await ensureVocabulary(database, label);
        const [{ n }] = await queryRows<{ n: number }>(database, 'SELECT count(*)::int AS n FROM acervo');
        const name = backend === 'postgres' ? 'PostgreSQL' : 'PGlite';
        const page = await measure(database, queries, label);
        const big = titles >= 1_000_000;
        rows.push({ backend: name, titles: n, measure: 'search page', queries: page.times.length, failed: page.failed,
          p50: percentile(page.times, 50), p95: percentile(page.times, 95), max: percentile(page.times, 100),
          target: big ? 'p95 ≤ 150, max ≤ 1000' : 'p50 ≤ 40, p95 ≤ 100', build });
        const floor = await measureFloor(database, queries);
        rows.push({ backend: name, titles: n, measure: 'floor: bare top-20', queries: floor.times.length, failed: 0,
          p50: percentile(floor.times, 50), p95: percentile(floor.times, 95), max: percentile(floor.times, 100), target: '', build });
        const ratio = (a: number, b: number) => `${(a / b).toFixed(1)}×`;
        console.log(`[${label}] search page / floor: p50 ${ratio(percentile(page.times, 50), percentile(floor.times, 50))}, p95 ${ratio(percentile(page.times, 95), percentile(floor.times, 95))}, max ${ratio(percentile(page.times, 100), percentile(floor.times, 100))}`);
        const auto = await measureAutocomplete(database, typed);
        rows.push({ backend: name, titles: n, measure: 'autocomplete', queries: auto.times.length, failed: auto.failed,
          p50: percentile(auto.times, 50), p95: percentile(auto.times, 95), max: percentile(auto.times, 100), target: 'p95 ≤ 30', build });
        console.log(`[${label}] measured ${page.times.length} searches, ${auto.times.length} completions`);
      } finally {
        await database.close();
      }
    }
  } finally {
    stopCluster();
  }
  printTable(rows);
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
