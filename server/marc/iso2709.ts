/**
 * ISO 2709 structure on bytes: where each record starts and ends in a file, and how a
 * record's leader and directory cut it into fields. Lengths and offsets in ISO 2709 count
 * bytes, never characters, so nothing here decodes text beyond the ASCII leader.
 */
export const RECORD_TERMINATOR = 0x1d;
export const FIELD_TERMINATOR = 0x1e;
export const SUBFIELD_DELIMITER = 0x1f;

export interface Frame { start: number; end: number }
export interface RawField { tag: string; data: Uint8Array }
export interface RawRecord { leader: string; fields: RawField[] }

/** Thrown for a record whose leader or directory cannot be trusted; the message is the reason. */
export class MalformedRecordError extends Error {}

const isDigits = (bytes: Uint8Array, from: number, to: number) => {
  for (let i = from; i < to; i++) if (bytes[i] < 0x30 || bytes[i] > 0x39) return false;
  return to <= bytes.length;
};
/** Digits to a number, and bytes to text, without a Buffer per call: a record has dozens of each. */
const numberAt = (bytes: Uint8Array, from: number, to: number) => {
  let n = 0;
  for (let i = from; i < to; i++) n = n * 10 + (bytes[i] - 0x30);
  return n;
};
const ascii = (bytes: Uint8Array, from: number, to: number) => {
  let text = '';
  for (let i = from; i < to && i < bytes.length; i++) text += String.fromCharCode(bytes[i]);
  return text;
};
/** Line breaks, NULs and DOS end-of-file marks some exporters put between records. */
const isPadding = (b: number) => b === 0x0a || b === 0x0d || b === 0x00 || b === 0x1a || b === 0x20;

/**
 * Cuts a file into records. The leader's length is trusted when a record terminator sits
 * where it says; otherwise (a corrupt leader, or a length counted in characters) the next
 * terminator ends the record, so one bad record never swallows the rest of the file.
 */
export function* frames(buffer: Uint8Array): Generator<Frame> {
  let pos = 0;
  while (pos < buffer.length) {
    while (pos < buffer.length && isPadding(buffer[pos])) pos += 1;
    if (pos >= buffer.length) return;
    let end = -1;
    if (isDigits(buffer, pos, pos + 5)) {
      const length = numberAt(buffer, pos, pos + 5);
      if (length >= 25 && buffer[pos + length - 1] === RECORD_TERMINATOR) end = pos + length;
    }
    if (end < 0) {
      const terminator = buffer.indexOf(RECORD_TERMINATOR, pos);
      end = terminator < 0 ? buffer.length : terminator + 1;
    }
    yield { start: pos, end };
    pos = end;
  }
}

/** Splits one framed record (terminator included or not) into leader and raw fields. */
export function parseRecordBytes(bytes: Uint8Array): RawRecord {
  const end = bytes[bytes.length - 1] === RECORD_TERMINATOR ? bytes.length - 1 : bytes.length;
  if (end < 24) throw new MalformedRecordError(`record is ${end} bytes, shorter than its 24-byte leader`);
  for (let i = 0; i < 24; i++) {
    if (bytes[i] < 0x20 || bytes[i] > 0x7e) throw new MalformedRecordError(`leader byte ${i} is not a printable ASCII character`);
  }
  const leader = ascii(bytes, 0, 24);
  if (!isDigits(bytes, 0, 5)) throw new MalformedRecordError(`leader record length '${leader.slice(0, 5)}' is not numeric`);
  if (!isDigits(bytes, 12, 17)) throw new MalformedRecordError(`leader base address '${leader.slice(12, 17)}' is not numeric`);
  const base = numberAt(bytes, 12, 17);
  if (base < 25 || base > end) throw new MalformedRecordError(`base address ${base} lies outside the record (${end + 1} bytes)`);
  if (bytes[base - 1] !== FIELD_TERMINATOR) throw new MalformedRecordError(`directory does not end with a field terminator before base address ${base}`);
  if ((base - 25) % 12 !== 0) throw new MalformedRecordError(`directory length ${base - 25} is not a multiple of 12`);
  const entries: { tag: string; length: number; start: number }[] = [];
  for (let at = 24; at < base - 1; at += 12) {
    const n = entries.length + 1;
    for (let k = at; k < at + 3; k++) {
      if (bytes[k] < 0x20 || bytes[k] > 0x7e) throw new MalformedRecordError(`directory entry ${entries.length + 1} has a tag that is not printable ASCII`);
    }
    if (!isDigits(bytes, at + 3, at + 12)) throw new MalformedRecordError(`directory entry ${n} has a non-numeric length or start ('${ascii(bytes, at, at + 12)}')`);
    entries.push({ tag: ascii(bytes, at, at + 3), length: numberAt(bytes, at + 3, at + 7), start: numberAt(bytes, at + 7, at + 12) });
  }
  return { leader, fields: cutFields(bytes, base, end, entries) };
}

function cutFields(bytes: Uint8Array, base: number, end: number, entries: { tag: string; length: number; start: number }[]): RawField[] {
  const byOffsets = entries.every(({ length, start }) =>
    length > 0 && base + start + length <= end && bytes[base + start + length - 1] === FIELD_TERMINATOR);
  if (byOffsets) {
    return entries.map(({ tag, length, start }) => ({ tag, data: bytes.subarray(base + start, base + start + length - 1) }));
  }
  // Offsets that miss the field terminators usually come from a writer that counted
  // characters instead of bytes; the fields themselves are intact, in directory order.
  const chunks: Uint8Array[] = [];
  let from = base;
  for (let i = base; i < end; i++) {
    if (bytes[i] === FIELD_TERMINATOR) { chunks.push(bytes.subarray(from, i)); from = i + 1; }
  }
  if (chunks.length !== entries.length) {
    const bad = entries.findIndex(({ length, start }) => !(base + start + length <= end && bytes[base + start + length - 1] === FIELD_TERMINATOR));
    throw new MalformedRecordError(`directory entry ${bad + 1} (tag ${entries[bad].tag}) does not point at a field`);
  }
  return entries.map(({ tag }, i) => ({ tag, data: chunks[i] }));
}

/** Control fields (00X) hold one value; every other tag has indicators and subfields. */
export const isControlTag = (tag: string) => tag.startsWith('00');
