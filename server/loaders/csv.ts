/**
 * The CSV side the patron loader and the academic loaders share (issue 23 item 2, issue 24
 * item 4): reading a file (UTF-8, else Latin-1; comma or semicolon; RFC 4180 quotes; a BOM),
 * matching its header to the loader's fields (known aliases, or `--map field=Column`), the
 * summary every importer prints (`read, created, updated, skipped`, one `line N: reason` per
 * bad row) and its exit code (0 only when every row was read and none skipped).
 */
import fs from 'node:fs/promises';

export interface CsvRow { line: number; values: string[] }
export interface CsvTable { header: string[]; rows: CsvRow[] }

/** UTF-8 when the bytes are UTF-8, else Latin-1 (what older academic systems export). */
export function decodeCsv(bytes: Uint8Array): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder('latin1').decode(bytes);
  }
  return text.replace(/^\uFEFF/, '');
}

/** The delimiter of the header line: a semicolon when it has more of them than commas. */
const delimiterOf = (text: string) => {
  const first = text.slice(0, text.search(/\r?\n|$/));
  return (first.match(/;/g)?.length ?? 0) > (first.match(/,/g)?.length ?? 0) ? ';' : ',';
};

/** RFC 4180 rows, each with the line it starts on; blank lines are left out. */
export function parseCsv(text: string): CsvTable {
  const delimiter = delimiterOf(text);
  const all: CsvRow[] = [];
  let values: string[] = [];
  let value = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  const endRow = () => {
    values.push(value);
    if (values.length > 1 || values[0].trim() !== '') all.push({ line: start, values: values.map((v) => v.trim()) });
    values = [];
    value = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') { value += '"'; i++; } else if (c === '"') quoted = false;
      else { if (c === '\n') line++; value += c; }
    } else if (c === '"' && value.trim() === '') { value = ''; quoted = true; } else if (c === delimiter) { values.push(value); value = ''; } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      endRow();
      line++;
      start = line;
    } else value += c;
  }
  if (value !== '' || values.length) endRow();
  const [head, ...rows] = all;
  return { header: head?.values ?? [], rows };
}

export interface FieldSpec { aliases: readonly string[]; required?: boolean }

/** A header name as compared: lower case, no accents, spaces and hyphens as underscores. */
const fold = (name: string) => name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').trim().toLowerCase().replace(/[\s-]+/g, '_');

export class HeaderError extends Error {}

/**
 * Which column holds each field: `overrides` (field → column name, from `--map`) first, then
 * the field's own name and its aliases. A required field without a column is a HeaderError.
 */
export function mapHeader<F extends string>(
  header: string[], fields: Record<F, FieldSpec>, overrides: Partial<Record<string, string>> = {},
): Record<F, number | undefined> {
  const columns = header.map(fold);
  const unknown = Object.keys(overrides).filter((f) => !(f in fields));
  if (unknown.length) throw new HeaderError(`unknown field in the mapping: ${unknown.join(', ')} (fields: ${Object.keys(fields).join(', ')})`);
  const result = {} as Record<F, number | undefined>;
  const missing: string[] = [];
  for (const [field, spec] of Object.entries(fields) as [F, FieldSpec][]) {
    const names = overrides[field] !== undefined ? [overrides[field]!] : [field, ...spec.aliases];
    const index = names.map((n) => columns.indexOf(fold(n))).find((i) => i >= 0);
    if (index === undefined && spec.required) missing.push(overrides[field] !== undefined ? `${field} (column "${overrides[field]}")` : field);
    result[field] = index;
  }
  if (missing.length) throw new HeaderError(`the header has no column for: ${missing.join(', ')}`);
  return result;
}

/** `--map login=usuario,name=nome_completo` → { login: 'usuario', name: 'nome_completo' }. */
export function parseMapping(text: string | undefined): Record<string, string> {
  if (!text) return {};
  return Object.fromEntries(text.split(',').filter(Boolean).map((pair) => {
    const at = pair.indexOf('=');
    if (at <= 0) throw new HeaderError(`--map takes field=Column pairs separated by commas, not "${pair}"`);
    return [pair.slice(0, at).trim(), pair.slice(at + 1).trim()];
  }));
}

/** A row as field → value ('' when the column is absent or empty). */
export function rowFields<F extends string>(row: CsvRow, columns: Record<F, number | undefined>): Record<F, string> {
  const out = {} as Record<F, string>;
  for (const [field, index] of Object.entries(columns) as [F, number | undefined][]) out[field] = index === undefined ? '' : row.values[index] ?? '';
  return out;
}

/** Dates as academic exports write them: YYYY-MM-DD or DD/MM/YYYY; null when not a real day. */
export function parseDay(text: string): string | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const br = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  const [y, m, d] = iso ? [iso[1], iso[2], iso[3]] : br ? [br[3], br[2], br[1]] : [];
  if (!y) return null;
  const day = `${y}-${m}-${d}`;
  const time = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== day ? null : day;
}

// ---- the summary and events every loader shares ----

export interface LoadSummary {
  read: number; created: number; updated: number; skipped: number;
  /** Rows already loaded as they are (loaders that tell them apart from updates). */
  unchanged?: number;
  /** Rows loaded with something to look at (e.g. a patron without e-mail): counted, not refused. */
  warned?: number;
  /** A dry run: what would happen, nothing written. */
  dryRun?: boolean;
}

export type RowAction = 'create' | 'update' | 'unchanged';

export type LoadEvent =
  | { event: 'row-error'; line: number; reason: string }
  /** A row that loads, with a warning (patrons without e-mail). */
  | { event: 'row-warning'; line: number; reason: string }
  /** A dry run's report of one good row: what the load would do with it. */
  | { event: 'row'; line: number; action: RowAction; detail: string }
  | { event: 'file-failed'; file: string; message: string }
  | { event: 'done'; file: string; summary: LoadSummary };

export interface LoadResult extends LoadSummary { failed: string | null }

/** A row the loader refused, with its reason (one line of the report). */
export interface RowError { line: number; reason: string }

/** 0 only when the file was read, had rows, and none was skipped (the MARC importer's rule); else 1. */
export const loadExitCode = (r: LoadResult) => (r.failed === null && r.skipped === 0 && r.read > 0 ? 0 : 1);

export const loadSummaryLine = (s: LoadSummary) => [
  s.dryRun ? 'dry run (nothing written): ' : '', `read ${s.read}, created ${s.created}, updated ${s.updated}`,
  s.unchanged !== undefined ? `, unchanged ${s.unchanged}` : '', `, skipped ${s.skipped}`,
  s.warned ? `, ${s.warned} with warnings` : '',
].join('');

const ACTION_WORDS: Record<RowAction, string> = { create: 'would create', update: 'would update', unchanged: 'unchanged' };

/** What a loader command prints, from its events. */
export function loadRenderer(out: { write(text: string): unknown }) {
  return (event: LoadEvent) => {
    if (event.event === 'row-error') out.write(`line ${event.line}: ${event.reason}\n`);
    else if (event.event === 'row-warning') out.write(`line ${event.line}: warning: ${event.reason}\n`);
    else if (event.event === 'row') out.write(`line ${event.line}: ${ACTION_WORDS[event.action]}: ${event.detail}\n`);
    else if (event.event === 'file-failed') out.write(`${event.file}: not imported: ${event.message}\n`);
    else if (event.event === 'done') out.write(`${event.file}: ${loadSummaryLine(event.summary)}\n`);
  };
}

/**
 * A loader's frame: read the file, map its header, let `load` check every row and write the
 * good ones (in one transaction: a file is written whole or, on a failure, not at all), then
 * report. `load` answers its counts and the rows it refused.
 */
export type FieldRows<F extends string> = { line: number; fields: Record<F, string> }[];

/** A file's rows as field → value, or why the file cannot be read (no such file, a header without a required column). */
export async function readCsvRows<F extends string>(
  file: string, fields: Record<F, FieldSpec>, mapping: Record<string, string>,
): Promise<FieldRows<F> | { failed: string }> {
  let table: CsvTable;
  try {
    table = parseCsv(decodeCsv(await fs.readFile(file)));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return { failed: code === 'ENOENT' ? 'no such file' : code === 'EACCES' ? 'permission denied' : (error as Error).message };
  }
  let columns: Record<F, number | undefined>;
  try {
    columns = mapHeader(table.header, fields, mapping);
  } catch (error) {
    if (error instanceof HeaderError) return { failed: error.message };
    throw error;
  }
  return table.rows.map((row) => ({ line: row.line, fields: rowFields(row, columns) }));
}

/** The result of a file that was not read, reported. */
export function failedLoad(file: string, message: string, emit: (event: LoadEvent) => void): LoadResult {
  emit({ event: 'file-failed', file, message });
  return { read: 0, created: 0, updated: 0, skipped: 0, failed: message };
}

export async function loadCsvFile<F extends string>(
  file: string, fields: Record<F, FieldSpec>, mapping: Record<string, string>,
  load: (rows: FieldRows<F>) => Promise<{ created: number; updated: number; unchanged?: number; errors: RowError[]; warnings?: RowError[] }>,
  emit: (event: LoadEvent) => void,
): Promise<LoadResult> {
  const rows = await readCsvRows(file, fields, mapping);
  if ('failed' in rows) return failedLoad(file, rows.failed, emit);
  const { created, updated, unchanged, errors, warnings = [] } = await load(rows);
  const reports = [
    ...errors.map((e) => ({ event: 'row-error' as const, ...e })), ...warnings.map((w) => ({ event: 'row-warning' as const, ...w })),
  ].sort((a, b) => a.line - b.line);
  for (const r of reports) emit(r);
  const summary: LoadSummary = { read: rows.length, created, updated, ...(unchanged !== undefined ? { unchanged } : {}), skipped: errors.length, ...(warnings.length ? { warned: warnings.length } : {}) };
  emit({ event: 'done', file, summary });
  return { ...summary, failed: null };
}
