/**
 * The build's compressed copies of its text files, beside each original: `x.js.br`
 * (brotli, quality 11) and `x.js.gz` (gzip, level 9). The build writes them
 * (vite.config.ts), the server sends them as they are (static.ts) and removes at start
 * those that no longer match their original; bench:bundle weighs what they weigh.
 */
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants as zlib, gunzipSync, gzipSync } from 'node:zlib';

/** Files worth a copy: text, from 1 KB. */
const TEXT_FILE = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;
const MIN_BYTES = 1024;
/** A copy's name: its original's, plus one of these. */
export const COPY_SUFFIX = /\.(br|gz)$/;

export const brotli = (content: Buffer): Buffer =>
  brotliCompressSync(content, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: content.length } });

/** Writes (or rewrites) both copies of a file, from its content on disk. */
export function writeCopies(file: string): void {
  const content = fs.readFileSync(file);
  fs.writeFileSync(`${file}.br`, brotli(content));
  fs.writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
}

/** Copies of every text file of a built folder. */
export function writeAllCopies(root: string): void {
  for (const name of fs.readdirSync(root, { recursive: true, encoding: 'utf8' })) {
    const file = path.join(root, name);
    if (TEXT_FILE.test(name) && fs.statSync(file).size >= MIN_BYTES) writeCopies(file);
  }
}

/** The copies of a folder that no longer decompress to their original (or have none). */
export function staleCopies(root: string): string[] {
  return fs.readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((name) => {
    if (!COPY_SUFFIX.test(name)) return false;
    const file = path.join(root, name);
    try {
      const copy = fs.readFileSync(file);
      return !(name.endsWith('.br') ? brotliDecompressSync(copy) : gunzipSync(copy)).equals(fs.readFileSync(file.slice(0, -3)));
    } catch {
      // No original, or not a valid copy.
      return true;
    }
  });
}
