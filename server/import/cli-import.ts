/**
 * What `npm run import` prints, from the import's events (run-import.ts), wherever the
 * import runs: a progress bar with rate and time left on a terminal, a plain line at each
 * tenth otherwise (logs, CI); one line per bad record (`record <n>: <reason>`) and per
 * notice; a summary per file and, last, the total line.
 */
import { basename } from 'node:path';
import cliProgress from 'cli-progress';
import type { Database } from '../db/connect';
import type { ItemsOption } from './import-file';
import type { ItemSummary } from './items';
import { importFiles, type FileSummary, type ImportEvent, type ImportTotals } from './run-import';

export interface CliOutput { write(text: string): unknown; isTTY?: boolean }

const number = (n: number) => n.toLocaleString('en');

function seconds(s: number): string {
  if (!Number.isFinite(s)) return '?';
  if (s < 60) return `${Math.ceil(s)} s`;
  const m = Math.floor(s / 60);
  return m < 60 ? `${m} min ${Math.round(s % 60)} s` : `${Math.floor(m / 60)} h ${m % 60} min`;
}

function encodingsText(encodings: Record<string, number>): string {
  const names: Record<string, string> = { 'utf-8': 'UTF-8', 'marc-8': 'MARC-8', 'latin-1': 'Latin-1', marcxml: 'MARCXML' };
  const parts = Object.entries(encodings).filter(([, n]) => n > 0).map(([k, n]) => `${names[k] ?? k} ${number(n)}`);
  return parts.length ? ` (decoded as ${parts.join(', ')})` : '';
}

export const summaryLine = (s: FileSummary) =>
  `read ${s.read}, created ${s.created}, updated ${s.updated}, skipped ${s.skipped}`;

/** The items part of a summary: shape, counts, skip reasons, the status values read and the states they gave, what was not read, what was met for the first time. */
export function itemsLines(items: ItemSummary): string[] {
  if (!items.shape) return ['items: none found (no 952, 949, 999, 852/876–878 with barcodes, nor holdings records)'];
  const reasons = Object.entries(items.reasons).map(([r, n]) => `${r} ${n}`).join(', ');
  const lines = [`items (${items.shape}): created ${items.created}, updated ${items.updated}, moved ${items.moved}, skipped ${items.skipped}${reasons ? ` (${reasons})` : ''}`];
  const states = Object.entries(items.states).sort((a, b) => b[1] - a[1]).map(([state, n]) => `${state} ${n}`);
  if (states.length) lines.push(`  states: ${states.join(', ')}`);
  const known = items.statusValues.filter((v) => !v.unknown);
  if (known.length) lines.push(`  status values read: ${known.map((v) => `${v.source} ${v.value} → ${v.state === 'keep' ? 'as is' : v.state} ${v.copies}`).join(', ')}`);
  const unknown = items.statusValues.filter((v) => v.unknown);
  if (unknown.length) {
    lines.push(`  unknown status values (imported as ${unknown[0].state}: not lendable, not holdable, not on the shelf; name them in a mapping file): ${
      unknown.map((v) => `${v.source} ${v.value} ${v.copies}`).join(', ')}`);
  }
  if (items.deduplicated) lines.push(`  copies read in two shapes (same barcode), written once: ${items.deduplicated}`);
  const unread = Object.entries(items.unread);
  if (unread.length) lines.push(`  item fields seen and not read: ${unread.map(([label, n]) => `${label} ${n}`).join(', ')}`);
  if (items.itemTypes.length) {
    lines.push(`  item types → loan types: ${items.itemTypes.map((t) => `${t.value}${t.loanType === t.value ? '' : ` → ${t.loanType}`} ${t.copies}`).join(', ')}`);
  }
  const news: [string, string[]][] = [['libraries', items.libraries], ['locations', items.locations], ['collections', items.collections]];
  for (const [label, values] of news) if (values.length) lines.push(`  new ${label}: ${values.join(', ')}`);
  if (items.loanTypes.length) lines.push(`  loan types created (--create-loan-types; named by their code until staff name them): ${items.loanTypes.join(', ')}`);
  return lines;
}

/** Turns import events into the command's output. */
export function importRenderer(out: CliOutput) {
  let bar: cliProgress.SingleBar | null = null;
  let name = '';
  let started = 0;
  let tenth = 0;
  // With a bar on screen, lines printed meanwhile would be overdrawn: they wait for its end.
  let held: string[] = [];
  const line = (text: string) => (bar ? held.push(`${text}\n`) : out.write(`${text}\n`));
  const pace = (done: number, total: number) => {
    const elapsed = (Date.now() - started) / 1000;
    const rate = elapsed > 0 ? done / elapsed : 0;
    return { rate: number(Math.round(rate)), left: seconds(rate > 0 ? (total - done) / rate : Infinity) };
  };
  const endBar = () => {
    bar?.stop();
    bar = null;
    for (const text of held) out.write(text);
    held = [];
  };

  return (event: ImportEvent) => {
    switch (event.event) {
      case 'file-start':
        name = basename(event.file);
        started = Date.now();
        tenth = 0;
        if (event.count > 1) out.write(`${event.file}\n`);
        if (out.isTTY) {
          bar = new cliProgress.SingleBar({
            format: `${name} [{bar}] {percentage}% {value}/{total} · {rate} records/s · {left} left`,
            stream: out as NodeJS.WriteStream,
          }, cliProgress.Presets.shades_classic);
          bar.start(1, 0, { rate: '0', left: '?' });
        }
        return;
      case 'progress': {
        const total = event.total ?? event.done;
        if (bar) {
          bar.setTotal(Math.max(total, 1));
          bar.update(event.done, pace(event.done, total));
          return;
        }
        const reached = total > 0 ? Math.floor((event.done / total) * 10) : 0;
        if (reached > tenth && event.done > 0) {
          tenth = reached;
          const { rate, left } = pace(event.done, total);
          out.write(`${name}: ${reached * 10}% (${number(event.done)}/${number(total)}) · ${rate} records/s · ${left} left\n`);
        }
        return;
      }
      case 'record-error':
        line(`record ${event.position}: ${event.reason}`);
        return;
      case 'notice':
        line(`record ${event.position} (note): ${event.message}`);
        return;
      case 'file-failed':
        endBar();
        out.write(`${event.file}: not imported: ${event.message}\n`);
        return;
      case 'file-end': {
        endBar();
        const secs = (Date.now() - started) / 1000;
        const rate = secs > 0 ? ` in ${seconds(secs)} (${number(Math.round(event.summary.read / secs))} records/s)` : '';
        out.write(`${name}: ${summaryLine(event.summary)}${encodingsText(event.summary.encodings)}${rate}\n`);
        for (const text of itemsLines(event.summary.items)) out.write(`${text}\n`);
        return;
      }
      case 'done': {
        const { totals } = event;
        out.write(`${summaryLine(totals)}${totals.failedFiles.length ? `, files not imported ${totals.failedFiles.length}` : ''}\n`);
      }
    }
  };
}

/** Imports in this process (the database is ours alone) and prints as it goes. */
export async function runImportCli(
  database: Database, files: string[], out: CliOutput = process.stdout, items: ItemsOption = 'auto', createLoanTypes = false,
): Promise<ImportTotals> {
  return importFiles(database, files, importRenderer(out), undefined, items, createLoanTypes);
}
