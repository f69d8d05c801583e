/**
 * Imports a list of MARC files and tells what happens as a stream of events: the same
 * events whether the import runs in this process (`npm run import` with the database to
 * itself) or inside the running server, which receives the files over its admin socket
 * and sends the events back (server/admin). A file that cannot be read, or whose item types
 * are not all loan types (refused before it writes), is reported and the others still import; the vocabulary (autocomplete) is refreshed once at the end.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../db/connect';
import { refreshStatistics } from '../db/statistics';
import { refreshVocabulary } from './vocabulary';
import { importMarcFile, type ImportSummary, type ItemsOption } from './import-file';
import { emptyItemSummary, type ItemSummary } from './items';

/** A file's summary without its error list (each error was sent as it happened). */
export type FileSummary = Omit<ImportSummary, 'errors' | 'notices'> & { notices: number };

export interface ImportTotals extends FileSummary {
  files: number;
  /** Files that could not be read at all, with the reason. */
  failedFiles: { file: string; message: string }[];
}

export type ImportEvent =
  | { event: 'file-start'; file: string; index: number; count: number }
  | { event: 'progress'; done: number; total?: number }
  | { event: 'record-error'; position: number; reason: string }
  | { event: 'notice'; position: number; message: string }
  | { event: 'file-end'; file: string; summary: FileSummary }
  | { event: 'file-failed'; file: string; message: string }
  | { event: 'done'; totals: ImportTotals };

export class ImportCancelled extends Error {
  constructor() { super('import cancelled'); }
}

/** Exit status of an import: 0 only when every file was read and no record was skipped (skipped items are reported, not failures). */
export const importExitCode = (totals: ImportTotals) =>
  totals.failedFiles.length === 0 && totals.skipped === 0 && totals.read > 0 ? 0 : 1;

function addCounts(into: Record<string, number>, from: Record<string, number>) {
  for (const [key, n] of Object.entries(from)) into[key] = (into[key] ?? 0) + n;
}

function addItems(into: ItemSummary, from: ItemSummary) {
  if (from.shape && !into.shape?.split('; ').includes(from.shape)) into.shape = into.shape ? `${into.shape}; ${from.shape}` : from.shape;
  into.created += from.created;
  into.updated += from.updated;
  into.moved += from.moved;
  into.skipped += from.skipped;
  addCounts(into.reasons, from.reasons);
  addCounts(into.states, from.states);
  addCounts(into.unread, from.unread);
  into.deduplicated += from.deduplicated;
  for (const v of from.statusValues) {
    const same = into.statusValues.find((x) => x.source === v.source && x.value === v.value && x.state === v.state);
    if (same) same.copies += v.copies;
    else into.statusValues.push({ ...v });
  }
  for (const key of ['libraries', 'locations', 'collections', 'loanTypes'] as const) into[key].push(...from[key].filter((v) => !into[key].includes(v)));
  for (const t of from.itemTypes) {
    const same = into.itemTypes.find((x) => x.value === t.value && x.loanType === t.loanType);
    if (same) same.copies += t.copies;
    else into.itemTypes.push({ ...t });
  }
}

/**
 * `signal`: stops between batches (what was written stays written: every batch is its own
 * transaction, and a re-import updates by control number).
 */
export async function importFiles(
  database: Database, files: string[], emit: (event: ImportEvent) => void, signal?: AbortSignal, items: ItemsOption = 'auto', createLoanTypes = false,
): Promise<ImportTotals> {
  const totals: ImportTotals = { files: files.length, read: 0, created: 0, updated: 0, skipped: 0, encodings: {}, notices: 0, failedFiles: [], items: emptyItemSummary() };
  for (const [index, file] of files.entries()) {
    if (signal?.aborted) throw new ImportCancelled();
    emit({ event: 'file-start', file, index, count: files.length });
    const unreadable = await fs.access(file, fs.constants.R_OK).then(() => null, (error: NodeJS.ErrnoException) =>
      error.code === 'ENOENT' ? 'no such file' : error.code === 'EACCES' ? 'permission denied' : error.message);
    if (unreadable) {
      totals.failedFiles.push({ file, message: unreadable });
      emit({ event: 'file-failed', file, message: unreadable });
      continue;
    }
    let summary: ImportSummary;
    try {
      summary = await importMarcFile(database, path.resolve(file), {
        onProgress: (done, total) => {
          if (signal?.aborted) throw new ImportCancelled();
          emit({ event: 'progress', done, total });
        },
        onRecordError: (position, reason) => emit({ event: 'record-error', position, reason }),
        onNotice: (position, message) => emit({ event: 'notice', position, message }),
        items,
        createLoanTypes,
      });
    } catch (error) {
      if (error instanceof ImportCancelled) throw error;
      const message = (error as Error).message;
      totals.failedFiles.push({ file, message });
      emit({ event: 'file-failed', file, message });
      continue;
    }
    const { errors: _errors, notices, ...counts } = summary;
    const fileSummary: FileSummary = { ...counts, notices: notices.length };
    totals.read += counts.read;
    totals.created += counts.created;
    totals.updated += counts.updated;
    totals.skipped += counts.skipped;
    totals.notices += notices.length;
    addCounts(totals.encodings, counts.encodings);
    addItems(totals.items, counts.items);
    emit({ event: 'file-end', file, summary: fileSummary });
  }
  if (totals.created + totals.updated > 0) {
    await refreshVocabulary(database);
    // The planner's statistics for what was just written (PGlite has no autovacuum).
    await refreshStatistics(database);
  }
  emit({ event: 'done', totals });
  return totals;
}
