/**
 * Entry point for reading MARC files: recognises ISO 2709 or MARCXML by content and yields
 * one result per record, `{position, record}` or `{position, error}`, never stopping at a
 * bad record.
 */
import { readFile } from 'node:fs/promises';
import iconv from 'iconv-lite';
import { frames } from './iso2709';
import { readIso2709, type MarcReadResult } from './iso2709-read';
import { countXmlRecords, readMarcXml } from './marcxml-read';

export type { MarcReadResult } from './iso2709-read';
export type MarcFormat = 'iso2709' | 'marcxml';

/** MARCXML starts with `<` (after a BOM or blanks); ISO 2709 with the 5-digit record length. */
export function detectFormat(buffer: Uint8Array): MarcFormat {
  let i = 0;
  if (buffer[0] === 0xef && buffer[1] === 0xbb && buffer[2] === 0xbf) i = 3;
  while (i < buffer.length && (buffer[i] === 0x20 || buffer[i] === 0x09 || buffer[i] === 0x0a || buffer[i] === 0x0d)) i += 1;
  if (buffer[i] === 0x3c) return 'marcxml';
  const head = Buffer.from(buffer.subarray(i, i + 5)).toString('latin1');
  if (/^\d{5}$/.test(head)) return 'iso2709';
  return /<(?:\w+:)?(?:record|collection)[\s>]/.test(Buffer.from(buffer.subarray(0, 4096)).toString('utf8')) ? 'marcxml' : 'iso2709';
}

/** MARCXML is UTF-8 unless its declaration names another encoding (ISO-8859-1 exports exist). */
function xmlText(buffer: Uint8Array): string {
  const bytes = Buffer.from(buffer.buffer, buffer.byteOffset, buffer.byteLength);
  const declared = /^\s*<\?xml[^>]*encoding=["']([\w.:-]+)["']/.exec(bytes.toString('latin1', 0, 200))?.[1];
  if (declared && !/^utf-?8$/i.test(declared) && iconv.encodingExists(declared)) return iconv.decode(bytes, declared);
  return bytes.toString('utf8');
}

export async function* readMarc(buffer: Uint8Array): AsyncGenerator<MarcReadResult> {
  if (detectFormat(buffer) === 'marcxml') yield* readMarcXml(xmlText(buffer));
  else yield* readIso2709(buffer);
}

/** Reads the whole file first: ISO 2709 framing and the per-file encoding evidence need all of it. */
export async function* readMarcFile(path: string): AsyncGenerator<MarcReadResult> {
  yield* readMarc(await readFile(path));
}

/** How many records a buffer holds (for progress bars), without decoding them. */
export function countMarcRecords(buffer: Uint8Array): number {
  if (detectFormat(buffer) === 'marcxml') return countXmlRecords(xmlText(buffer));
  return [...frames(buffer)].length;
}
