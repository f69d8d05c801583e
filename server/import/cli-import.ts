/**
 * The `import` command: imports MARC files one after another, with a progress bar on a
 * terminal, one line per bad record (`record <n>: <reason>`) and a summary line.
 */
import { basename } from 'node:path';
import cliProgress from 'cli-progress';
import type { Database } from '../db/connect';
import { importMarcFile, type ImportSummary } from './import-file';
import { refreshVocabulary } from '../seed/vocabulary';

export interface CliOutput { write(text: string): unknown; isTTY?: boolean }

export async function runImportCli(database: Database, files: string[], out: CliOutput = process.stdout): Promise<ImportSummary> {
  const total: ImportSummary = { read: 0, created: 0, updated: 0, skipped: 0, errors: [], encodings: {}, notices: [] };
  for (const file of files) {
    const bar = out.isTTY
      ? new cliProgress.SingleBar({ format: `${basename(file)} [{bar}] {value}/{total}`, stream: out as NodeJS.WriteStream }, cliProgress.Presets.shades_classic)
      : null;
    const badLines: string[] = [];
    if (files.length > 1) out.write(`${file}\n`);
    bar?.start(1, 0);
    const summary = await importMarcFile(database, file, {
      onProgress: (done, all) => { bar?.setTotal(all ?? done); bar?.update(done); },
      // With a bar on screen, lines printed meanwhile would be overdrawn: they wait for its end.
      onRecordError: (position, reason) => {
        const line = `record ${position}: ${reason}\n`;
        if (bar) badLines.push(line);
        else out.write(line);
      },
    });
    bar?.stop();
    for (const line of badLines) out.write(line);
    total.read += summary.read;
    total.created += summary.created;
    total.updated += summary.updated;
    total.skipped += summary.skipped;
    total.errors.push(...summary.errors);
  }
  if (total.created + total.updated > 0) await refreshVocabulary(database);
  out.write(`read ${total.read}, created ${total.created}, updated ${total.updated}, skipped ${total.skipped}\n`);
  return total;
}
