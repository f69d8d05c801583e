/**
 * Reading and extracting a MARC file on a worker thread (issue 27 item 5). On PGlite the
 * database runs in the importer's own thread, so the JavaScript half of an import (decoding
 * ISO 2709 / MARCXML, extracting the columns, serialising each row as JSON) and the
 * database's half took turns on one core; here the worker does the first while the main
 * thread writes, on the second core. Each record comes back as the importer's loop used to
 * see it, with its row already serialised (the batch statement joins the texts as they are).
 * Used for files without copies (items need the whole record on the main thread).
 */
import { readFile } from 'node:fs/promises';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { extractAuthority, isAuthority } from '../marc/authority';
import { extractTitle } from '../marc/extract';
import { isHoldings } from '../marc/items';
import { readMarc } from '../marc/read';

export interface Extracted {
  position: number;
  /** The record could not be read. */
  error?: string;
  encoding?: string;
  notices?: string[];
  /** Read, but no title or authority (a holdings record), or not extracted (`failure`). */
  kind?: 'title' | 'authority' | 'skip';
  failure?: string;
  /** The control number, the row's keys (comma-joined) and the row as JSON. */
  key?: string;
  keys?: string;
  json?: string;
}

/** Records per message; the worker stays at most two messages ahead of the writer. */
const CHUNK = 500;
const AHEAD = 2;

async function work(file: string) {
  const port = parentPort!;
  let credit = AHEAD;
  let wake: (() => void) | undefined;
  port.on('message', () => { credit += 1; wake?.(); });
  let chunk: Extracted[] = [];
  const send = async () => {
    while (credit <= 0) await new Promise<void>((resolve) => { wake = resolve; });
    wake = undefined;
    credit -= 1;
    port.postMessage(chunk);
    chunk = [];
  };
  for await (const { position, record, error, encoding, notices } of readMarc(await readFile(file))) {
    const entry: Extracted = { position, encoding, notices };
    if (!record) entry.error = error ?? 'unreadable record';
    else if (isHoldings(record)) entry.kind = 'skip';
    else {
      const authority = isAuthority(record);
      entry.kind = authority ? 'authority' : 'title';
      try {
        const values = authority ? extractAuthority(record) : extractTitle(record);
        entry.key = values.numeroControle;
        entry.keys = Object.keys(values).join(',');
        entry.json = JSON.stringify(values);
      } catch (e) {
        entry.failure = (e as Error).message;
      }
    }
    chunk.push(entry);
    if (chunk.length >= CHUNK) await send();
  }
  if (chunk.length) await send();
  port.postMessage(null);
  port.close();
}

if (!isMainThread && (workerData as { extractWorker?: string } | undefined)?.extractWorker) {
  await work((workerData as { extractWorker: string }).extractWorker);
}

/** The file's records, read and extracted on a worker thread, in the file's order. */
export async function* extractOnWorker(file: string): AsyncGenerator<Extracted> {
  const worker = new Worker(new URL('./extract-thread.mjs', import.meta.url), { workerData: { extractWorker: file }, execArgv: [] });
  const chunks: (Extracted[] | null)[] = [];
  let failure: Error | undefined;
  let wake: (() => void) | undefined;
  worker.on('message', (chunk: Extracted[] | null) => { chunks.push(chunk); wake?.(); });
  worker.on('error', (error) => { failure = error; wake?.(); });
  worker.on('exit', (code) => { if (code !== 0) failure ??= new Error(`the reading thread stopped (exit code ${code})`); wake?.(); });
  try {
    for (;;) {
      while (!chunks.length && !failure) await new Promise<void>((resolve) => { wake = resolve; });
      if (!chunks.length && failure) throw failure;
      const chunk = chunks.shift()!;
      if (chunk === null) return;
      worker.postMessage('more');
      yield* chunk;
    }
  } finally {
    await worker.terminate();
  }
}
