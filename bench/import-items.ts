/**
 * Import speed with items (`npx tsx bench/import-items.ts`): builds a file of real records
 * (server/seed/marc/bib, each copy with a control number of its own) carrying one to three
 * Koha 952 items each with barcodes of their own, then imports it into a fresh PGlite and
 * prints records and items per second.
 *
 *   npx tsx bench/import-items.ts --records 5000              items read (auto-detected)
 *   npx tsx bench/import-items.ts --records 5000 --items none  the same file, items ignored
 *   IMPORTER_ROOT=/path/to/other/checkout npx tsx bench/import-items.ts --records 5000
 *       the same file through another checkout's importer (e.g. main before items existed)
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { readMarc } from '../server/marc/read';
import type { MarcRecord } from '../server/marc/types';
import { toIso2709 } from '../server/marc/write';

const arg = (name: string) => { const i = process.argv.indexOf(name); return i >= 0 ? process.argv[i + 1] : undefined; };
const records = Number(arg('--records') ?? 5000);
const items = arg('--items') ?? 'auto';
const root = path.resolve(process.env.IMPORTER_ROOT ?? '.');

async function buildFile(n: number): Promise<string> {
  const file = path.resolve(`data/bench/import-items-${n}.mrc`);
  if (existsSync(file)) return file;
  mkdirSync(path.dirname(file), { recursive: true });
  const bibDir = path.resolve('server/seed/marc/bib');
  const source: MarcRecord[] = [];
  for (const name of readdirSync(bibDir).filter((f) => f.endsWith('.mrc'))) {
    for await (const { record } of readMarc(readFileSync(path.join(bibDir, name)))) if (record) source.push(record);
  }
  const libraries = ['CPL', 'MPL', 'FFL', 'FPL'];
  const out: Buffer[] = [];
  let barcode = 0;
  for (let i = 0; i < n; i++) {
    const base = source[i % source.length];
    const fields = base.fields.filter((f) => f.tag !== '001' && f.tag !== '003' && f.tag !== '952');
    const copies = 1 + (i % 3);
    const itemFields = Array.from({ length: copies }, (_, c) => ({
      tag: '952', ind1: ' ', ind2: ' ', subfields: [
        { code: 'a', value: libraries[(i + c) % libraries.length] }, { code: 'c', value: ['GEN', 'NEW', 'REF'][c % 3] },
        { code: 'o', value: `${100 + (i % 900)}.${c}` }, { code: 'p', value: `BENCH${String(++barcode).padStart(8, '0')}` }, { code: 'y', value: 'BK' },
      ],
    }));
    out.push(toIso2709({ leader: base.leader, fields: [{ tag: '001', value: `bench-items-${i}` }, ...fields, ...itemFields] }));
  }
  writeFileSync(file, Buffer.concat(out));
  return file;
}

const file = await buildFile(records);
const { openDatabase } = await import(path.join(root, 'server/db/connect.ts'));
const { importMarcFile } = await import(path.join(root, 'server/import/import-file.ts'));
const dir = mkdtempSync(path.join(tmpdir(), 'bench-items-'));
const database = await openDatabase(path.join(dir, 'pglite'), { role: 'bench' });
try {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const summary = await importMarcFile(database, file, { items: items === 'none' ? 'none' : 'auto' });
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  const cpuSeconds = (used.user + used.system) / 1e6;
  const itemsLine = summary.items ? `, items created ${summary.items.created} (${summary.items.shape ?? 'none'})` : ' (this importer reads no items)';
  console.log(`${path.basename(root)}: ${summary.read} records in ${seconds.toFixed(1)} s = ${Math.round(summary.read / seconds)} records/s`
    + ` (${Math.round(summary.read / cpuSeconds)} per CPU-second)${itemsLine}`);
} finally {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
}
