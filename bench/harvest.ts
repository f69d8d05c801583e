/**
 * Harvest speed benchmark (`npx tsx bench/harvest.ts`): a local HTTP server replays a long
 * OAI-PMH ListRecords chain (MARCXML, 100 records a page, resumption tokens) made from the
 * real records of server/seed/marc/bib, each copy under an identifier of its own; the
 * harvester takes it into a fresh embedded database (PGlite in a temp folder) and the
 * records per second are printed (the figure issue 26 asks ≥ 1,000 of).
 *
 *   npx tsx bench/harvest.ts                     20,000 records into PGlite
 *   npx tsx bench/harvest.ts --records 50000 --page 200
 *   BENCH_DATABASE_URL=postgres://… npx tsx bench/harvest.ts   into that PostgreSQL database instead
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/db/connect';
import { isAuthority } from '../server/marc/authority';
import { readMarcFile } from '../server/marc/read';
import type { MarcRecord } from '../server/marc/types';
import { generatedRepository, harvestPartner, serveReplay, summaryLine } from '../server/modules/integration/harvest';

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(name);
  const n = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a positive integer`);
  return n;
}

async function main() {
  const count = arg('--records', 20_000);
  const pageSize = arg('--page', 100);
  const bibDir = path.resolve('server/seed/marc/bib');
  const records: MarcRecord[] = [];
  for (const file of readdirSync(bibDir).filter((f) => f.endsWith('.mrc'))) {
    for await (const { record } of readMarcFile(path.join(bibDir, file))) if (record && !isAuthority(record)) records.push(record);
  }
  let started = performance.now();
  const repository = generatedRepository({ name: 'Bench repository', base: 'http://127.0.0.1/oai', records, count, datestamp: '2024-01-01T00:00:00Z', pageSize });
  const server = await serveReplay(repository);
  console.log(`${count.toLocaleString('en')} records (${records.length} real ones repeated) in pages of ${pageSize}, served at ${server.url} (built in ${((performance.now() - started) / 1000).toFixed(1)} s)`);
  const url = process.env.BENCH_DATABASE_URL;
  const dir = url ? null : mkdtempSync(path.join(tmpdir(), 'bench-harvest-'));
  const database = await openDatabase(url ?? path.join(dir!, 'pglite'), { role: 'bench' });
  try {
    const code = 9_000_001;
    await database.db.execute(sql`DELETE FROM rede_acervo WHERE cod_empresa = ${code}`);
    await database.db.execute(sql`DELETE FROM rede_instituicao WHERE cod_empresa = ${code}`);
    await database.db.execute(sql`INSERT INTO rede_instituicao (cod_empresa, desc_empresa) VALUES (${code}, 'Bench repository')`);
    await database.db.execute(sql`INSERT INTO rede_parceiro (cod_empresa, url, prefixo, ativo) VALUES (${code}, ${server.url}, 'marc21', FALSE)`);
    let last = 0;
    started = performance.now();
    const cpu = process.cpuUsage();
    const totals = await harvestPartner(database.db, code, {
      http: { timeoutMs: 60_000, retries: 2, backoffMs: 500, maxWaitMs: 10_000 }, leaseSeconds: 600,
      onEvent: (e) => {
        if (e.event === 'page' && (e.totals.records - last >= count / 10 || e.totals.records === count)) {
          last = e.totals.records;
          console.log(`  ${e.totals.records.toLocaleString('en')} records, ${e.totals.recordsPerSecond.toLocaleString('en')} records/s`);
        }
      },
    });
    const seconds = (performance.now() - started) / 1000;
    const used = process.cpuUsage(cpu);
    const cpuSeconds = (used.user + used.system) / 1e6;
    console.log(summaryLine(totals));
    console.log(`harvest into ${url ? 'PostgreSQL' : 'PGlite'}: ${Math.round(totals.records / seconds).toLocaleString('en')} records/s (${totals.records.toLocaleString('en')} records in ${seconds.toFixed(1)} s)`);
    // On a busy machine the wall clock says more about the neighbours than about the harvester:
    // the process's own CPU time (harvester, replay server and, on PGlite, the database) is the steadier figure.
    console.log(`  CPU time of this process: ${cpuSeconds.toFixed(1)} s, ${Math.round(totals.records / cpuSeconds).toLocaleString('en')} records per CPU-second`);
    if (url) {
      await database.db.execute(sql`DELETE FROM rede_acervo WHERE cod_empresa = ${code}`);
      await database.db.execute(sql`DELETE FROM rede_instituicao WHERE cod_empresa = ${code}`);
    }
  } finally {
    await database.close();
    await server.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => { console.error(error); process.exitCode = 1; });
