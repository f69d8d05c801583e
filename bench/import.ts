/**
 * Import speed benchmark (`npx tsx bench/import.ts`): imports a 100,000-record ISO 2709 file
 * into a fresh PGlite in a temp folder (and into a fresh database on a throwaway PostgreSQL)
 * and prints records per second.
 *
 *   npx tsx bench/import.ts                       100k records, PGlite then PostgreSQL
 *   npx tsx bench/import.ts --records 20000 --only pglite
 *   npx tsx bench/import.ts --rebuild             write the file anew
 *
 * The file (data/bench/import-<n>.mrc, made once and reused) repeats the real records of
 * server/seed/marc/bib and the MARC-8 and Latin-1 test files byte for byte, each copy with a
 * control number of its own, so every encoding path, the damaged record (skipped each time)
 * and the real field mix are all exercised.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { openDatabase, type Database } from '../server/db/connect';
import { importMarcFile } from '../server/import/import-file';
import { FIXTURES } from '../server/marc/fixtures';
import { frames, parseRecordBytes, MalformedRecordError } from '../server/marc/iso2709';
import { startCluster, type Cluster } from './postgres-cluster';

const benchDir = path.resolve('data/bench');
const pad = (n: number, width: number) => String(n).padStart(width, '0');

function parseArgs(argv: string[]) {
  const value = (name: string) => { const i = argv.indexOf(name); return i >= 0 ? argv[i + 1] : undefined; };
  const records = Number(value('--records') ?? 100_000);
  const only = value('--only');
  if (!Number.isInteger(records) || records < 1) throw new Error('--records must be a positive integer');
  if (only && only !== 'pglite' && only !== 'postgres') throw new Error('--only pglite|postgres');
  return { records, only, rebuild: argv.includes('--rebuild') };
}

/** The real records the file repeats, as raw bytes (MARC-8 and Latin-1 stay as they are). */
function sourceRecords(): Buffer[] {
  const bibDir = path.resolve('server/seed/marc/bib');
  const files = [...readdirSync(bibDir).filter((f) => f.endsWith('.mrc')).map((f) => path.join(bibDir, f)), FIXTURES.marc8, FIXTURES.latin1];
  const out: Buffer[] = [];
  for (const file of files) {
    const buffer = readFileSync(file);
    for (const { start, end } of frames(buffer)) out.push(buffer.subarray(start, end));
  }
  return out;
}

/** The record with its 001 replaced (and 003 dropped), rebuilt on bytes; a damaged record is copied as is. */
function withControlNumber(bytes: Buffer, controlNumber: string): Buffer {
  let raw;
  try { raw = parseRecordBytes(bytes); } catch (e) { if (e instanceof MalformedRecordError) return bytes; throw e; }
  const fields = raw.fields.filter((f) => f.tag !== '001' && f.tag !== '003').map((f) => ({ tag: f.tag, data: Buffer.from(f.data) }));
  fields.unshift({ tag: '001', data: Buffer.from(controlNumber, 'latin1') });
  let offset = 0;
  const directory = fields.map(({ tag, data }) => {
    const entry = tag + pad(data.length + 1, 4) + pad(offset, 5);
    offset += data.length + 1;
    return entry;
  }).join('') + '\x1e';
  const base = 24 + directory.length;
  const length = base + offset + 1;
  if (length > 99999) return bytes;
  const leader = pad(length, 5) + raw.leader.slice(5, 12) + pad(base, 5) + raw.leader.slice(17);
  return Buffer.concat([Buffer.from(leader + directory, 'latin1'), ...fields.flatMap(({ data }) => [data, Buffer.from([0x1e])]), Buffer.from([0x1d])]);
}

function benchFile(records: number, rebuild: boolean): string {
  const file = path.join(benchDir, `import-${records}.mrc`);
  if (existsSync(file) && !rebuild) return file;
  mkdirSync(benchDir, { recursive: true });
  const sources = sourceRecords();
  const parts: Buffer[] = [];
  for (let i = 0; i < records; i++) parts.push(withControlNumber(sources[i % sources.length], `bench-${i + 1}`));
  writeFileSync(file, Buffer.concat(parts));
  return file;
}

/**
 * CPU seconds used by the server's processes for this database, per process id, when the
 * server runs on this machine (/proc readable): on a shared machine the wall clock depends on
 * the neighbours, CPU time much less. Undefined when it cannot be read.
 */
async function serverCpu(admin: pg.Client, database: string): Promise<Map<number, number> | undefined> {
  const { rows } = await admin.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = $1', [database]);
  const tick = 100; // USER_HZ on Linux
  const used = new Map<number, number>();
  for (const { pid } of rows) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      used.set(pid, (Number(fields[11]) + Number(fields[12])) / tick); // utime, stime
    } catch {
      return undefined;
    }
  }
  return used;
}

/** The server CPU the import itself used (the migrations' connection had used some before). */
function serverCpuDuring(admin: pg.Client, database: string): () => Promise<() => Promise<number | undefined>> {
  return async () => {
    const before = await serverCpu(admin, database);
    return async () => {
      const after = await serverCpu(admin, database);
      if (!before || !after) return undefined;
      let total = 0;
      for (const [pid, seconds] of after) total += seconds - (before.get(pid) ?? 0);
      return total;
    };
  };
}

async function measure(label: string, database: Database, file: string, records: number, serverCpuFrom?: () => Promise<() => Promise<number | undefined>>) {
  const serverCpuSince = await serverCpuFrom?.();
  const started = performance.now();
  const cpu = process.cpuUsage();
  const summary = await importMarcFile(database, file);
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  const cpuSeconds = (used.user + used.system) / 1e6;
  const rate = Math.round(summary.read / seconds);
  const server = await serverCpuSince?.();
  // On a shared machine the wall clock depends on the neighbours; this process's CPU time does not (PGlite runs in it).
  console.log(`${label}: ${summary.read} records in ${seconds.toFixed(1)} s = ${rate} records/s; this process used ${cpuSeconds.toFixed(1)} s of CPU` +
    (server === undefined ? '' : `, the server ${server.toFixed(1)} s (${Math.round(summary.read / server)} records per server CPU-second)`) +
    ` (created ${summary.created}, updated ${summary.updated}, skipped ${summary.skipped}; ${JSON.stringify(summary.encodings)})`);
  if (summary.read !== records) throw new Error(`read ${summary.read} of ${records} records`);
  return rate;
}

async function main() {
  const { records, only, rebuild } = parseArgs(process.argv.slice(2));
  let started = performance.now();
  const file = benchFile(records, rebuild);
  console.log(`file: ${path.relative(process.cwd(), file)} (${records} records, ready in ${((performance.now() - started) / 1000).toFixed(1)} s)`);

  if (only !== 'postgres') {
    const dir = mkdtempSync(path.join(tmpdir(), 'bench-import-'));
    try {
      started = performance.now();
      const database = await openDatabase(path.join(dir, 'pglite'));
      console.log(`PGlite opened and migrated in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      try { await measure('PGlite', database, file, records); } finally { await database.close(); }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  if (only !== 'pglite') {
    let cluster: Cluster | undefined;
    try {
      const adminUrl = process.env.BENCH_DATABASE_URL ?? (cluster = await startCluster(path.join(benchDir, 'postgres'))).url;
      const name = `bench_import_${process.pid}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      try {
        const url = new URL(adminUrl);
        url.pathname = `/${name}`;
        const database = await openDatabase(url.toString());
        // Every connection the import uses is opened by the pool before it ends; their CPU is read before they close.
        try { await measure('PostgreSQL', database, file, records, serverCpuDuring(admin, name)); } finally { await database.close(); }
      } finally {
        await admin.query(`DROP DATABASE IF EXISTS ${name}`);
        await admin.end();
      }
    } catch (error) {
      if (!cluster && !process.env.BENCH_DATABASE_URL) console.log(`PostgreSQL: skipped (${(error as Error).message})`);
      else throw error;
    } finally {
      cluster?.stop();
    }
  }
}

await main();
