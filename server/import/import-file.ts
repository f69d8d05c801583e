/**
 * Imports one MARC file (ISO 2709 in UTF-8, MARC-8 or Latin-1, or MARCXML) into the
 * catalogue: bibliographic records into `acervo`, authority records into `autoridade`,
 * both upserted by numero_controle so that importing a file again updates, never
 * duplicates. A record that cannot be read or extracted is skipped and reported with its
 * position; the import goes on.
 */
import { readFile } from 'node:fs/promises';
import type { Database } from '../db/connect';
import { acervo, autoridade } from '../db/schema';
import { extractAuthority, isAuthority, type AutoridadeValues } from '../marc/authority';
import { extractTitle, type AcervoValues } from '../marc/extract';
import { countMarcRecords, readMarc } from '../marc/read';
import { sql } from 'drizzle-orm';
import { rows as rowsOf } from '../db/query';
import { controlValue } from '../marc/fields';
import {
  detectShape, holdingsTarget, isHoldings, marc21Items, recordReader, SHAPE_NAMES, type ItemMapping, type ItemShape, type RecordReading,
} from '../marc/items';
import { parseMappingFile, shapeOf } from '../marc/item-mapping';
import { parseLoanTypeMap, unknownTypesText, type ItemTypeCount } from '../marc/loan-types';
import type { MarcRecord } from '../marc/types';
import { BARCODE_IS_A_COPY_NUMBER, emptyItemSummary, ItemDirectory, noteReading, writeItems, type ItemOutcome, type ItemSummary, type PendingItem, type TypedItem } from './items';
import { extractOnWorker } from './extract-worker';
import { PGLITE_PASS, writePendingHeadings } from './headings';
import { ensureTiposObra, writeBatch, type AfterWrite, type Pending } from './upsert';

/**
 * How the copies in a file are read: recognised from the file, a preset, a mapping file, or
 * not at all. A mapping file's shape may be null (it only maps item types onto loan types:
 * the shape is recognised), and its "loanTypes" map the file's item types (../marc/loan-types.ts).
 */
export type ItemsOption = 'auto' | 'none' | Exclude<ItemShape, 'mapping'> | { mapping: ItemMapping | null; name?: string; loanTypes?: Record<string, string> };

/** A file whose item types are not all loan types, refused before anything of it was written. */
export class UnknownLoanTypesError extends Error {
  constructor(readonly types: ItemTypeCount[]) {
    super(`item types that are not loan types: ${unknownTypesText(types)} (copies each). Map them in the mapping file's "loanTypes", `
      + 'add them as loan types (Policies in the staff workspace), or import again with --create-loan-types; nothing of this file was imported');
  }
}

/** Records looked at to recognise the item shape. */
const DETECTION_SAMPLE = 500;

export interface ImportOptions {
  onProgress?(done: number, total?: number): void;
  onRecordError?(position: number, reason: string): void;
  /** Called as each notice happens (an encoding guess against the leader, undecodable characters…). */
  onNotice?(position: number, message: string): void;
  /** Rows per INSERT (default 1000): each batch is one statement and one commit. */
  batchSize?: number;
  /** Copies in the records (default 'auto': the shape is recognised from the file). */
  items?: ItemsOption;
  /** Item types that are not loan types become loan types (named by their code), instead of refusing the file. */
  createLoanTypes?: boolean;
}

export interface ImportSummary {
  read: number;
  created: number;
  updated: number;
  skipped: number;
  errors: { position: number; reason: string }[];
  /** Records decoded per encoding: 'utf-8', 'marc-8', 'latin-1' (ISO 2709) or 'marcxml'. */
  encodings: Record<string, number>;
  /** Things a librarian should know about records that were imported nonetheless, by position. */
  notices: { position: number; message: string }[];
  /** Copies read from the records (server/import/items.ts). */
  items: ItemSummary;
}

type Reader = (record: MarcRecord) => RecordReading;

/**
 * The file's item shape: recognised from the file (then every shape a record carries is
 * read too), a preset, a mapping, or none.
 */
async function chooseShape(buffer: Uint8Array, option: ItemsOption): Promise<{ reader: Reader | null; name: string | null; mfhd: boolean }> {
  if (option === 'none') return { reader: null, name: null, mfhd: false };
  if (typeof option === 'object' && !option.mapping) return chooseShape(buffer, 'auto');
  if (typeof option === 'object') {
    return { reader: recordReader({ shape: 'mapping', mapping: option.mapping! }, false), name: `${option.name ?? SHAPE_NAMES.mapping} (mapping)`, mfhd: true };
  }
  if (option !== 'auto') return { reader: recordReader({ shape: option }, false), name: `${SHAPE_NAMES[option]} (chosen)`, mfhd: true };
  const sample: MarcRecord[] = [];
  for await (const { record } of readMarc(buffer)) {
    if (record) sample.push(record);
    if (sample.length >= DETECTION_SAMPLE) break;
  }
  const shape = detectShape(sample);
  if (!shape) return { reader: null, name: null, mfhd: false };
  return { reader: recordReader({ shape }, true), name: `${SHAPE_NAMES[shape]} (recognised)`, mfhd: true };
}

/** An MFHD record's copies: its 852/876–878, nothing else. */
const holdingsReader = (record: MarcRecord): RecordReading => ({ ...marc21Items(record), deduplicated: 0, unread: {} });

export async function importMarcFile(database: Database, filePath: string, options: ImportOptions = {}): Promise<ImportSummary> {
  const { db } = database;
  const batchSize = options.batchSize ?? 1000;
  const buffer = await readFile(filePath);
  const total = countMarcRecords(buffer);
  const summary: ImportSummary = { read: 0, created: 0, updated: 0, skipped: 0, errors: [], encodings: {}, notices: [], items: emptyItemSummary() };
  const notice = (position: number, message: string) => {
    summary.notices.push({ position, message });
    options.onNotice?.(position, message);
  };
  const shape = await chooseShape(buffer, options.items ?? 'auto');
  summary.items.shape = shape.name;
  const directory = new ItemDirectory(summary.items, typeof options.items === 'object' ? options.items.loanTypes ?? {} : {});
  if (shape.name) {
    await directory.load(db);
    // Every item type of the file is known before anything is written: all or nothing.
    const types = await itemTypesOf(buffer, shape);
    const unknown = directory.unknownTypes(types);
    if (unknown.length && !options.createLoanTypes) throw new UnknownLoanTypesError(unknown);
    await directory.createLoanTypes(db, unknown);
  }
  /** Copies waiting for their record's batch, by the record's position. */
  const pendingItems = new Map<number, PendingItem[]>();
  /** Barcodes read so far in this file: a second copy with one is skipped. */
  const barcodes = new Map<string, number>();
  const skipItem = (position: number, reason: string, barcode?: string) => {
    summary.items.skipped += 1;
    summary.items.reasons[reason] = (summary.items.reasons[reason] ?? 0) + 1;
    notice(position, `item${barcode ? ` ${barcode}` : ''} skipped: ${reason}`);
  };
  const takeItems = async (position: number, record: MarcRecord, read: Reader): Promise<PendingItem[]> => {
    const reading = read(record);
    const { items, skipped } = reading;
    noteReading(summary.items, reading);
    for (const s of skipped) skipItem(position, s.reason, s.barcode);
    for (const n of items.flatMap((i) => i.notes.filter((x) => x.unknown).map((x) => ({ ...x, barcode: i.barcode })))) {
      notice(position, `item ${n.barcode}: unknown status ${n.source} "${n.value}", imported as ${n.state} (not lendable) until a mapping names it`);
    }
    const kept: PendingItem[] = [];
    for (const item of items) {
      item.loanType = directory.loanTypeOf(item);
      const first = barcodes.get(item.barcode);
      if (first !== undefined) { skipItem(position, 'duplicate barcode in the file', item.barcode); continue; }
      barcodes.set(item.barcode, position);
      kept.push({ ...item, position });
    }
    await directory.resolve(db, kept);
    return kept;
  };
  const applyItems = (outcome: ItemOutcome, items: PendingItem[]) => {
    summary.items.created += outcome.created;
    summary.items.updated += outcome.updated;
    summary.items.moved += outcome.moved.length;
    for (const m of outcome.moved) notice(m.position, `item ${m.barcode} moved from record ${m.from} to ${m.to}`);
    // Barcodes are unique in a file (a second one is skipped before): the barcode names the copy.
    for (const t of outcome.taken) skipItem(t.position, BARCODE_IS_A_COPY_NUMBER, t.barcode);
    const taken = new Set(outcome.taken.map((t) => t.barcode));
    for (const item of items) if (!taken.has(item.barcode)) directory.note(item);
  };
  const afterTitles: AfterWrite = async (tx, written) => {
    const owners = new Map(written.map((w) => [w.position, { id: w.id, key: w.key }]));
    const items = written.flatMap((w) => pendingItems.get(w.position) ?? []);
    const outcome = await writeItems(tx, directory, items, owners);
    return () => applyItems(outcome, items);
  };
  /** MFHD records, written once every title of the file is. */
  const holdings: { position: number; targets: string[]; items: PendingItem[] }[] = [];
  const agencies = new Set<string>();
  const fail = (position: number, reason: string) => {
    summary.skipped += 1;
    summary.errors.push({ position, reason });
    options.onRecordError?.(position, reason);
  };
  await ensureTiposObra(db);
  // Headings an earlier import left noted (it stopped midway) are written before this one adds more.
  await writePendingHeadings(db);
  options.onProgress?.(0, total);

  /**
   * The browse headings of the titles written (./headings.ts): on PostgreSQL a pass on another
   * connection after every batch (one at a time; a batch committed meanwhile asks for one
   * more), on PGlite one in the writing chain every PGLITE_PASS titles; the last at the end.
   */
  let headingsPass: Promise<void> = Promise.resolve();
  let headingsBusy = false;
  let headingsAgain = false;
  let headingsError: unknown;
  let sincePass = 0;
  const headingsAfterBatch = async (titles: number) => {
    if (database.kind === 'pglite') {
      sincePass += titles;
      if (sincePass >= PGLITE_PASS) { sincePass = 0; await writePendingHeadings(db); }
      return;
    }
    if (headingsBusy) { headingsAgain = true; return; }
    headingsBusy = true;
    headingsPass = (async () => {
      try {
        do { headingsAgain = false; await writePendingHeadings(db); } while (headingsAgain);
      } catch (error) {
        headingsError ??= error;
      } finally {
        headingsBusy = false;
      }
    })();
  };

  type Row = AcervoValues | AutoridadeValues;
  const titles = { table: acervo, rows: new Map<string, Pending<Row>>() };
  const authorities = { table: autoridade, rows: new Map<string, Pending<Row>>() };
  /**
   * The batch being written. Reading and extracting the next batch goes on meanwhile (on
   * PostgreSQL the database works in its own process, so the two overlap); batches are still
   * written one after the other, in the file's order, and at most one waits.
   */
  let writing: Promise<void> = Promise.resolve();
  const flush = async ({ table, rows }: typeof titles | typeof authorities) => {
    const batch = [...rows.values()];
    rows.clear();
    const withItems = table === acervo && batch.some((p) => pendingItems.has(p.position));
    const read = summary.read;
    const previous = writing;
    writing = (async () => {
      await previous;
      const outcome = await writeBatch(db, table, batch, withItems ? afterTitles : undefined, { deferHeadings: true });
      if (table === acervo) await headingsAfterBatch(batch.length);
      for (const p of batch) pendingItems.delete(p.position);
      summary.created += outcome.created;
      summary.updated += outcome.updated;
      for (const { position, reason } of outcome.errors) fail(position, reason);
      options.onProgress?.(read, total);
    })();
    // Awaited below or by the next batch; this only keeps a failure from counting as unhandled meanwhile.
    writing.catch(() => {});
    await previous;
  };
  // One statement cannot touch the same key twice (ON CONFLICT), so a key repeated within a
  // batch first sends the batch: the repeat then counts as an update, as on a re-import.
  const queue = async (target: typeof titles | typeof authorities, item: Pending<Row>) => {
    if (target.rows.has(item.values.numeroControle)) await flush(target);
    target.rows.set(item.values.numeroControle, item);
    if (target.rows.size >= batchSize) await flush(target);
  };

  try {
    await readAndWrite();
  } finally {
    await writing.catch(() => {});
    // Also when the import stops midway: what was committed gets its headings now (a failure
    // here leaves the notes for the next import).
    await headingsPass;
    await writePendingHeadings(db).catch((error) => { headingsError ??= error; });
  }
  if (headingsError) throw headingsError;
  for (let start = 0; start < holdings.length; start += batchSize) {
    await writeHoldings(db, holdings.slice(start, start + batchSize), agencies, directory, applyItems, fail, skipItem);
  }
  summary.errors.sort((a, b) => a.position - b.position);
  return summary;

  async function readAndWrite() {
    // A file without copies is read and extracted on a second thread (./extract-worker.ts).
    if (!shape.name) {
      for await (const e of extractOnWorker(filePath)) {
        summary.read += 1;
        if (e.error !== undefined) { fail(e.position, e.error); continue; }
        const decodedAs = e.encoding ?? 'marcxml';
        summary.encodings[decodedAs] = (summary.encodings[decodedAs] ?? 0) + 1;
        for (const message of e.notices ?? []) notice(e.position, message);
        if (e.kind === 'skip') continue;
        if (e.failure !== undefined) { fail(e.position, e.failure); continue; }
        await queue(e.kind === 'authority' ? authorities : titles, { position: e.position, values: { numeroControle: e.key! } as Row, json: e.json, keys: e.keys });
      }
    } else for await (const { position, record, error, encoding, notices } of readMarc(buffer)) {
      summary.read += 1;
      if (!record) { fail(position, error ?? 'unreadable record'); continue; }
      const decodedAs = encoding ?? 'marcxml';
      summary.encodings[decodedAs] = (summary.encodings[decodedAs] ?? 0) + 1;
      for (const message of notices ?? []) notice(position, message);
      if (isHoldings(record)) {
        if (shape.mfhd) {
          const target = holdingsTarget(record);
          if (!target) { fail(position, 'holdings record without 004 (the control number of its title)'); continue; }
          const agency = controlValue(record, '003')?.trim();
          holdings.push({ position, targets: agency ? [`${agency}:${target}`, target] : [target], items: await takeItems(position, record, holdingsReader) });
        }
        continue;
      }
      let item: Pending<Row>;
      const authority = isAuthority(record);
      try {
        item = { position, values: authority ? extractAuthority(record) : extractTitle(record) };
      } catch (e) {
        fail(position, (e as Error).message);
        continue;
      }
      if (!authority && shape.reader) {
        const agency = controlValue(record, '003')?.trim();
        if (agency) agencies.add(agency);
        const items = await takeItems(position, record, shape.reader);
        if (items.length) pendingItems.set(position, items);
      }
      await queue(authority ? authorities : titles, item);
    }
    await flush(titles);
    await flush(authorities);
    await writing;
  }
}

/** The item type and state of every copy of the file, read before the import writes anything. */
async function itemTypesOf(buffer: Uint8Array, shape: { reader: Reader | null; mfhd: boolean }): Promise<TypedItem[]> {
  const found: TypedItem[] = [];
  for await (const { record } of readMarc(buffer)) {
    if (!record) continue;
    const read = isHoldings(record) ? (shape.mfhd ? holdingsReader : null) : isAuthority(record) ? null : shape.reader;
    for (const { itemType, state } of read?.(record).items ?? []) found.push({ itemType, state });
  }
  return found;
}

type Holdings = { position: number; targets: string[]; items: PendingItem[] };

/**
 * Copies of MFHD records: each names its title by 004 (with its 003, or the agencies of the
 * file's titles). One transaction per batch, and per record when the batch is refused.
 */
async function writeHoldings(
  db: Database['db'], batch: Holdings[], agencies: ReadonlySet<string>, directory: ItemDirectory,
  apply: (outcome: ItemOutcome, items: PendingItem[]) => void, fail: (position: number, reason: string) => void,
  skipItem: (position: number, reason: string, barcode?: string) => void,
) {
  const candidates = (h: Holdings) => [...h.targets, ...[...agencies].map((a) => `${a}:${h.targets.at(-1)}`)];
  const keys = [...new Set(batch.flatMap(candidates))];
  const titles = new Map((await rowsOf<{ cod_acervo: number; numero_controle: string }>(db, sql`
    SELECT cod_acervo, numero_controle FROM acervo WHERE numero_controle = ANY(${sql.param(keys)}::text[])`)).map((t) => [t.numero_controle, t.cod_acervo]));
  const known: { h: Holdings; owner: { id: number; key: string } }[] = [];
  for (const h of batch) {
    const key = candidates(h).find((k) => titles.has(k));
    if (key === undefined) {
      for (const item of h.items) skipItem(h.position, `holdings record for a title not in the catalogue (004 ${h.targets.at(-1)})`, item.barcode);
      continue;
    }
    known.push({ h, owner: { id: titles.get(key)!, key } });
  }
  const write = async (group: typeof known) => {
    const items = group.flatMap((g) => g.h.items);
    const owners = new Map(group.map((g) => [g.h.position, g.owner]));
    const outcome = await db.transaction((tx) => writeItems(tx, directory, items, owners));
    apply(outcome, items);
  };
  try {
    await write(known);
  } catch {
    for (const g of known) {
      try {
        await write([g]);
      } catch (error) {
        fail(g.h.position, `database refused the holdings record: ${(error as Error).message.split('\n')[0]}`);
      }
    }
  }
}

const PRESET_NAMES: Record<string, ItemsOption> = {
  auto: 'auto', none: 'none', koha: 'koha', '952': 'koha', marc21: 'marc21', '852': 'marc21', mfhd: 'mfhd', holdings: 'mfhd',
  sirsi949: 'sirsi949', '949': 'sirsi949', evergreen: 'sirsi949', sirsi999: 'sirsi999', '999': 'sirsi999', sirsi: 'sirsi999', symphony: 'sirsi999',
};

/** `--items <value>`: a preset's name (koha, marc21, mfhd, sirsi949, sirsi999, auto, none) or a mapping file (JSON). */
export async function itemsOptionFrom(value: string): Promise<ItemsOption> {
  const preset = PRESET_NAMES[value.toLowerCase()];
  if (preset) return preset;
  if (!value.toLowerCase().endsWith('.json')) {
    throw new Error(`--items: "${value}" is neither a preset (${Object.keys(PRESET_NAMES).join(', ')}) nor a mapping file (.json)`);
  }
  const text = await readFile(value, 'utf8').catch((e: NodeJS.ErrnoException) => {
    throw new Error(`--items: cannot read ${value}: ${e.code === 'ENOENT' ? 'no such file' : e.message}`);
  });
  const file = parseMappingFile(text);
  return { ...file, name: `mapping ${value.split(/[\\/]/).at(-1)}` };
}

/** The option as the admin socket carries it (JSON), checked again on the server's side. */
export function itemsOptionOf(value: unknown): ItemsOption {
  if (value === undefined) return 'auto';
  if (typeof value === 'string' && Object.values(PRESET_NAMES).includes(value as ItemsOption)) return value as ItemsOption;
  if (value && typeof value === 'object' && 'mapping' in value) {
    const v = value as { mapping: unknown; name?: unknown; loanTypes?: unknown };
    return {
      mapping: v.mapping === null ? null : shapeOf(v.mapping as Record<string, unknown>), loanTypes: parseLoanTypeMap(v.loanTypes),
      name: typeof v.name === 'string' ? v.name : undefined,
    };
  }
  throw new Error('import: items must be a preset name or { mapping }');
}
