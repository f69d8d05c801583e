/**
 * MARC-8 → Unicode. Owns the escape-sequence state machine (G0/G1 designations,
 * single- and multi-byte sets) and the reordering of combining marks: MARC-8 writes a
 * diacritic BEFORE its base letter, Unicode after, and the result is NFC-normalized so
 * that "e" + U+0301 becomes "é".
 */
import { CHARSETS, SET, isCombining } from './marc8-tables';
import { EACC_ROWS } from './marc8-eacc';

const ESC = 0x1b;
const REPLACEMENT = '\ufffd';

/** C1 bytes with a MARC-8 meaning. Non-sort begin/end (0x88/0x89) are dropped: they only steer filing. */
const C1: Record<number, string> = { 0x88: '', 0x89: '', 0x8d: '\u200d', 0x8e: '\u200c' };

interface State { g0: number; g1: number; g0Multi: boolean; g1Multi: boolean }

/** Characters a decoding could not turn into Unicode (each became U+FFFD). */
export interface Marc8Stats {
  /** East Asian (EACC) characters, three bytes each, that LC's EACC table does not define. */
  eacc: number;
  /** Bytes undefined in the character set in force. */
  undefined: number;
}

/** Decodes MARC-8 bytes (one field, or any run of bytes) to NFC Unicode; `stats` counts what could not be decoded. */
export function decodeMarc8(bytes: Uint8Array, stats?: Marc8Stats): string {
  // Each field starts in the default sets: ASCII in G0, ANSEL in G1.
  const state: State = { g0: SET.ascii, g1: SET.ansel, g0Multi: false, g1Multi: false };
  let out = '';
  let marks = ''; // combining marks waiting for their base character
  const emit = (ch: string, combining: boolean) => {
    if (combining) { marks += ch; return; }
    out += ch + marks;
    marks = '';
  };
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i];
    if (b === ESC) { i = readEscape(bytes, i, state); continue; }
    if (b <= 0x20) { // controls (subfield delimiter…) and space are the same in every set
      if (b < 0x20) { out += marks; marks = ''; }
      emit(String.fromCharCode(b), false);
      i += 1;
      continue;
    }
    if (b === 0x7f || b === 0xff || (b >= 0x80 && b <= 0xa0)) {
      const c1 = C1[b];
      if (c1 === undefined) { emit(REPLACEMENT, false); if (stats) stats.undefined += 1; }
      else if (c1) emit(c1, false);
      i += 1;
      continue;
    }
    const high = b >= 0x80;
    const multi = high ? state.g1Multi : state.g0Multi;
    if (multi) { // EACC: three bytes per character, each read without its high bit (G0 or G1)
      const key = ((b & 0x7f) << 16) | ((bytes[i + 1] & 0x7f) << 8) | (bytes[i + 2] & 0x7f);
      const cp = i + 2 < bytes.length ? eaccTable().get(key) : undefined;
      if (cp) emit(String.fromCodePoint(cp), false);
      else { emit(REPLACEMENT, false); if (stats) stats.eacc += 1; }
      i += 3;
      continue;
    }
    const cp = CHARSETS.get(high ? state.g1 : state.g0)?.get(b & 0x7f);
    if (!cp) { emit(REPLACEMENT, false); if (stats) stats.undefined += 1; }
    else emit(String.fromCodePoint(cp), isCombining(cp));
    i += 1;
  }
  return (out + marks).normalize('NFC');
}

/** Applies one escape sequence at `i`; returns the index after it. Unknown ones are skipped. */
function readEscape(bytes: Uint8Array, i: number, state: State): number {
  const next = bytes[i + 1];
  if (next === undefined) return i + 1;
  // Technique 1 (ESC g / ESC b / ESC p / ESC s): Greek symbols, subscript, superscript, back to ASCII.
  if (next === 0x67 || next === 0x62 || next === 0x70) { setG0(state, next, false); return i + 2; }
  if (next === 0x73) { setG0(state, SET.ascii, false); return i + 2; }
  if (next === 0x28 || next === 0x2c || next === 0x29 || next === 0x2d) {
    let at = i + 2;
    if (bytes[at] === 0x21) at += 1; // the optional '!' intermediate (ESC ) ! E for ANSEL)
    const final = bytes[at];
    if (final === undefined) return at;
    if (next === 0x28 || next === 0x2c) setG0(state, final, false);
    else setG1(state, final, false);
    return at + 1;
  }
  if (next === 0x24) { // ESC $ F, ESC $ ( F, ESC $ , F → G0; ESC $ ) F, ESC $ - F → G1 (multi-byte)
    const third = bytes[i + 2];
    if (third === 0x28 || third === 0x2c) { setG0(state, bytes[i + 3], true); return i + 4; }
    if (third === 0x29 || third === 0x2d) { setG1(state, bytes[i + 3], true); return i + 4; }
    setG0(state, third, true);
    return i + 3;
  }
  return i + 1;
}

function setG0(state: State, final: number, multi: boolean): void {
  state.g0 = final;
  state.g0Multi = multi || final === SET.eacc;
}
function setG1(state: State, final: number, multi: boolean): void {
  state.g1 = final;
  state.g1Multi = multi || final === SET.eacc;
}

let eacc: Map<number, number> | undefined;

/** The EACC table (marc8-eacc.ts), unpacked on first use: most catalogues never need it. */
function eaccTable(): Map<number, number> {
  if (eacc) return eacc;
  eacc = new Map();
  for (const row of EACC_ROWS) {
    const base = parseInt(row.slice(0, 4), 16) << 8;
    let third = 0x20;
    for (const part of row.slice(4).match(/\d+|\D/gu) ?? []) {
      if (/^\d/.test(part)) third += Number(part);
      else eacc.set(base | third++, part.codePointAt(0)!);
    }
  }
  return eacc;
}
