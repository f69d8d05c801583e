/**
 * OAI-PMH ListRecords latency (issue 26 item 1: a page of 100 records ≤ 200 ms at 1M titles),
 * measured through the app (`app.inject`: arguments, SQL, XML), p50/p95/max per kind of page:
 *
 *   first page        ListRecords&metadataPrefix=oai_dc (the list's size counted once, here)
 *   deep page         a resumption token positioned at a random title of the catalogue
 *   set, first/deep   set=tipo:<the commonest type> / set=biblioteca:<a library>
 *   from              from=<the median datestamp>
 *   marc21 deep       a deep page in MARCXML
 *
 *   npx tsx bench/oai.ts                             the full demo on PGlite (.tmp/bench-oai-pglite)
 *   BENCH_DATABASE_URL=postgres://…/bench_1m_oai npx tsx bench/oai.ts --pages 40
 *
 * A deep token is made with the server's own key (what a harvester 5,000 pages in holds), so a
 * page deep in a million titles is measured without walking there.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { rows } from '../server/db/query';
import { encodeToken, tokenKey } from '../server/modules/integration/oai/token';

const argv = process.argv.slice(2);
const value = (name: string) => { const i = argv.indexOf(name); return i >= 0 ? argv[i + 1] : undefined; };
const PAGES = Number(value('--pages') ?? 30);
const PAGE_SIZE = Number(value('--page-size') ?? 100);

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

async function main() {
  const url = process.env.BENCH_DATABASE_URL;
  const location = url ?? path.resolve('.tmp/bench-oai-pglite');
  if (!url) mkdirSync(location, { recursive: true });
  const app = await buildApp({
    database: location, seed: url ? 'none' : 'full', validateResponses: false,
    oai: { repositoryId: 'bench', adminEmail: null, pageSize: PAGE_SIZE, tokenHours: 24 },
  });
  const db = app.ctx.database.db;
  const key = await tokenKey(app.ctx.database);
  const [{ n }] = await rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM acervo`);
  const [type] = await rows<{ cod_tipo_obra: number }>(db, sql`SELECT cod_tipo_obra FROM acervo GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`);
  // The library holding the fewest titles: its pages read the most of the datestamp index to fill 100.
  const [library] = await rows<{ cod_biblioteca: number }>(db, sql`
    SELECT cod_biblioteca FROM exemplar WHERE situacao <> 'baixado' GROUP BY 1 ORDER BY count(*) LIMIT 1`);
  const [median] = await rows<{ stamp: string }>(db, sql`
    SELECT to_char(atualizado_em AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS stamp FROM acervo
    ORDER BY atualizado_em, cod_acervo OFFSET ${Math.floor(n / 2)} LIMIT 1`);

  /** Random positions in the list (of one type of work, when given), as tokens. */
  async function deepTokens(verbPrefix: string, set: string | null, count: number): Promise<string[]> {
    const positions = await rows<{ stamp: string; id: number }>(db, sql`
      SELECT to_char(atualizado_em AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS stamp, cod_acervo AS id FROM acervo
      WHERE cod_acervo IN (SELECT (1 + floor(random() * (SELECT max(cod_acervo) FROM acervo)))::int FROM generate_series(1, ${count * 4}))
        ${set?.startsWith('tipo:') ? sql`AND cod_tipo_obra = ${Number(set.slice(5))}` : sql``}
      LIMIT ${count}`);
    return positions.map((p) => encodeToken(key, {
      verb: 'ListRecords', prefix: verbPrefix, set, fromMs: null, untilMs: null, after: p.stamp, afterId: p.id,
      cursor: 1000, completeListSize: null, expires: Date.now() + 3_600_000,
    }));
  }

  const results: { measure: string; times: number[]; cpu: number[]; records: number }[] = [];
  async function measure(measure: string, queries: string[]) {
    const times: number[] = [];
    const cpu: number[] = [];
    let records = 0;
    for (const [i, query] of queries.entries()) {
      const start = performance.now();
      const used = process.cpuUsage();
      const res = await app.inject({ url: `/oai?verb=ListRecords&${query}` });
      const ms = performance.now() - start;
      const { user, system } = process.cpuUsage(used);
      if (res.statusCode !== 200 || res.body.includes('<error ')) throw new Error(`${measure}: ${res.statusCode} ${res.body.slice(0, 400)}`);
      if (i > 0 || queries.length === 1) { // the first of a kind warms its plan
        times.push(ms);
        cpu.push((user + system) / 1000);
      }
      records += (res.body.match(/<record>/g) ?? []).length;
    }
    results.push({ measure, times: times.sort((a, b) => a - b), cpu: cpu.sort((a, b) => a - b), records: Math.round(records / queries.length) });
  }
  const repeat = (query: string) => Array.from({ length: Math.max(3, Math.floor(PAGES / 3)) }, () => query);
  const tokens = (list: string[]) => list.map((t) => `resumptionToken=${encodeURIComponent(t)}`);

  await measure('first page', repeat('metadataPrefix=oai_dc'));
  await measure('deep page (token)', tokens(await deepTokens('oai_dc', null, PAGES)));
  await measure(`set tipo:${type.cod_tipo_obra}, first`, repeat(`metadataPrefix=oai_dc&set=tipo:${type.cod_tipo_obra}`));
  await measure(`set tipo:${type.cod_tipo_obra}, deep`, tokens(await deepTokens('oai_dc', `tipo:${type.cod_tipo_obra}`, PAGES)));
  await measure(`set biblioteca:${library.cod_biblioteca}, first`, repeat(`metadataPrefix=oai_dc&set=biblioteca:${library.cod_biblioteca}`));
  await measure(`set biblioteca:${library.cod_biblioteca}, deep`, tokens(await deepTokens('oai_dc', `biblioteca:${library.cod_biblioteca}`, PAGES)));
  await measure(`from ${median.stamp}`, repeat(`metadataPrefix=oai_dc&from=${median.stamp}`));
  await measure('marc21 deep page', tokens(await deepTokens('marc21', null, PAGES)));
  await app.close();

  const backend = url ? 'PostgreSQL' : 'PGlite';
  console.log(`\nListRecords, ${PAGE_SIZE} records a page, ${backend}, ${n.toLocaleString('en')} titles (target: ≤ 200 ms at 1M)\n`);
  // Node's own CPU per page (arguments, XML, the driver; PGlite's engine too, as it runs in this process):
  // on a shared machine the wall time waits for cores, this does not.
  console.log('| measure | pages | records/page | p50 ms | p95 ms | max ms | node CPU p50 ms |\n|---|---:|---:|---:|---:|---:|---:|');
  for (const r of results) {
    console.log(`| ${r.measure} | ${r.times.length} | ${r.records} | ${percentile(r.times, 50).toFixed(1)} | ${percentile(r.times, 95).toFixed(1)} | ${percentile(r.times, 100).toFixed(1)} | ${percentile(r.cpu, 50).toFixed(1)} |`);
  }
  const [load] = (await import('node:os')).loadavg();
  console.log(`\nload average while measuring: ${load.toFixed(1)} on ${(await import('node:os')).cpus().length} cores`);
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
