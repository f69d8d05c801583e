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
import { ensureTiposObra, writeBatch, type Pending } from './upsert';

export interface ImportOptions {
  onProgress?(done: number, total?: number): void;
  onRecordError?(position: number, reason: string): void;
  /** Called as each notice happens (an encoding guess against the leader, undecodable characters…). */
  onNotice?(position: number, message: string): void;
  /** Rows per INSERT (default 1000): each batch is one statement and one commit. */
  batchSize?: number;
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
}

export async function importMarcFile(database: Database, filePath: string, options: ImportOptions = {}): Promise<ImportSummary> {
  const { db } = database;
  const batchSize = options.batchSize ?? 1000;
  const buffer = await readFile(filePath);
  const total = countMarcRecords(buffer);
  const summary: ImportSummary = { read: 0, created: 0, updated: 0, skipped: 0, errors: [], encodings: {}, notices: [] };
  const fail = (position: number, reason: string) => {
    summary.skipped += 1;
    summary.errors.push({ position, reason });
    options.onRecordError?.(position, reason);
  };
  await ensureTiposObra(db);
  options.onProgress?.(0, total);

  type Row = AcervoValues | AutoridadeValues;
  const titles = { table: acervo, rows: new Map<string, Pending<Row>>() };
  const authorities = { table: autoridade, rows: new Map<string, Pending<Row>>() };
  const flush = async ({ table, rows }: typeof titles | typeof authorities) => {
    const outcome = await writeBatch(db, table, [...rows.values()]);
    rows.clear();
    summary.created += outcome.created;
    summary.updated += outcome.updated;
    for (const { position, reason } of outcome.errors) fail(position, reason);
    options.onProgress?.(summary.read, total);
  };
  // One statement cannot touch the same key twice (ON CONFLICT), so a key repeated within a
  // batch first sends the batch: the repeat then counts as an update, as on a re-import.
  const queue = async (target: typeof titles | typeof authorities, item: Pending<Row>) => {
    if (target.rows.has(item.values.numeroControle)) await flush(target);
    target.rows.set(item.values.numeroControle, item);
    if (target.rows.size >= batchSize) await flush(target);
  };

  for await (const { position, record, error, encoding, notices } of readMarc(buffer)) {
    summary.read += 1;
    if (!record) { fail(position, error ?? 'unreadable record'); continue; }
    const decodedAs = encoding ?? 'marcxml';
    summary.encodings[decodedAs] = (summary.encodings[decodedAs] ?? 0) + 1;
    for (const message of notices ?? []) {
      summary.notices.push({ position, message });
      options.onNotice?.(position, message);
    }
    let item: Pending<Row>;
    const authority = isAuthority(record);
    try {
      item = { position, values: authority ? extractAuthority(record) : extractTitle(record) };
    } catch (e) {
      fail(position, (e as Error).message);
      continue;
    }
    await queue(authority ? authorities : titles, item);
  }
  await flush(titles);
  await flush(authorities);
  summary.errors.sort((a, b) => a.position - b.position);
  return summary;
}
