/**
 * Which character encoding an ISO 2709 record is in, and turning its field bytes into
 * text. Leader/09 'a' promises UTF-8 and blank promises MARC-8, but real files break the
 * promise both ways (Latin-1 records marked 'a', UTF-8 records left blank), so the bytes
 * decide and the leader only breaks ties.
 */
import iconv from 'iconv-lite';
import { decodeMarc8 } from './marc8';

export type MarcEncoding = 'utf-8' | 'marc-8' | 'latin-1';

/**
 * Counts well-formed multi-byte UTF-8 sequences and bytes that fit none. Latin-1 and
 * MARC-8 text practically never forms a well-formed sequence ("ção" is E7 E3 6F: E7 opens
 * a 3-byte sequence that E3 cannot continue), so one good sequence is strong evidence.
 */
export function utf8Shape(bytes: Uint8Array): { sequences: number; invalid: number } {
  let sequences = 0;
  let invalid = 0;
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i];
    const need = b < 0x80 ? 0 : b >= 0xc2 && b <= 0xdf ? 1 : b >= 0xe0 && b <= 0xef ? 2 : b >= 0xf0 && b <= 0xf4 ? 3 : -1;
    if (need === 0) { i += 1; continue; }
    let ok = need > 0 && i + need < bytes.length;
    for (let k = 1; ok && k <= need; k++) ok = (bytes[i + k] & 0xc0) === 0x80;
    if (ok) { sequences += 1; i += need + 1; } else { invalid += 1; i += 1; }
  }
  return { sequences, invalid };
}

const isLetter = (b: number | undefined) => b !== undefined && ((b >= 0x41 && b <= 0x5a) || (b >= 0x61 && b <= 0x7a));
const isAnselDiacritic = (b: number | undefined) => b !== undefined && b >= 0xe0 && b <= 0xfe;
/** Bytes no MARC-8 text uses (outside escape sequences) but Latin-1 text does (Í Ó Ô Ú Ç É…). */
const undefinedInMarc8 = (b: number) =>
  (b >= 0x80 && b <= 0x87) || (b >= 0x8a && b <= 0x8c) || (b >= 0x8f && b <= 0xa0) ||
  b === 0xaf || b === 0xbb || b === 0xbe || b === 0xbf || (b >= 0xc9 && b <= 0xdf) || b === 0xfc || b === 0xfd;
/**
 * The letters each common ANSEL diacritic really sits on in catalogue records (é, ç, ñ, š,
 * ā, ṣ…). Composability alone is too weak a test: Latin-1 "ça" read as MARC-8 is ȧ (a with
 * dot above), which Unicode has but no French or Portuguese record contains.
 */
const USUAL_BASES: Record<number, string> = {
  0xe1: 'aeiou', 0xe2: 'aeiouycnszlrg', 0xe3: 'aeiou', 0xe4: 'ano', 0xe5: 'aeiou', 0xe6: 'agiue', 0xe7: 'zegcin',
  0xe8: 'aeiouy', 0xe9: 'csznrdte', 0xea: 'au', 0xee: 'ou', 0xf0: 'cst', 0xf1: 'ae', 0xf2: 'hstdrmnzkl',
};

/**
 * Evidence that 8-bit text is Latin-1 (positive) rather than MARC-8 (negative).
 * - An ANSEL diacritic (0xE0–0xFE) must be followed by the letter it sits on. One followed
 *   by a space, punctuation, a digit or a delimiter is a Latin-1 letter ending a word
 *   ("Biá", "Itaú"): +2. Followed by a letter it usually sits on ("\xe2e" → é): -1; by a
 *   letter it never sits on ("\xe7a" → ȧ, "\xedsticas" → s̕): +1. Two in a row, as Latin-1
 *   "ção" (E7 E3), +1; the ligature halves EB x EC of romanized Cyrillic (t͡s): -2.
 * - Bytes undefined in MARC-8 but common in Latin-1 (0xC9–0xDF: É Í Ó Ô Ú…): +3.
 * - An escape (0x1B) only occurs in MARC-8: -5.
 * - 0xC0–0xC4 (MARC-8 °, ℓ, ℗, ©, ♯) before a lowercase letter is Latin-1 À Á Â Ã Ä: +1.
 */
export function latin1Evidence(bytes: Uint8Array): number {
  let score = 0;
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i];
    if (b < 0x80) { if (b === 0x1b) score -= 5; continue; }
    const next = bytes[i + 1];
    if (undefinedInMarc8(b)) score += 3;
    else if (isAnselDiacritic(b)) {
      if (b === 0xeb && bytes[i + 3] === 0xec && isLetter(next)) { score -= 2; i += 3; }
      else if (isAnselDiacritic(next)) score += 1;
      else if (isLetter(next)) score += USUAL_BASES[b]?.includes(String.fromCharCode(next!).toLowerCase()) ? -1 : 1;
      else if (next === undefined || next < 0x80) score += 2;
    } else if (b >= 0xc0 && b <= 0xc4 && next !== undefined && next >= 0x61 && next <= 0x7a) score += 1;
  }
  return score;
}

/** How sure the evidence of one record must be before it overrides the file and the leader. */
const DECISIVE = 2;

/**
 * Chooses the encoding of one record. `fileEvidence` is the summed evidence of the whole
 * file's non-UTF-8 records: a record whose only accent is "S\xe3o" is ambiguous alone
 * ("São" in Latin-1, "Sôo" in MARC-8) but not among its neighbours.
 */
export function chooseEncoding(leader09: string, data: Uint8Array, fileEvidence = 0): MarcEncoding {
  const hasHigh = data.some((b) => b >= 0x80);
  const hasEscape = data.includes(0x1b);
  if (!hasHigh && !hasEscape) return leader09 === 'a' ? 'utf-8' : 'marc-8'; // plain ASCII: all agree
  if (!hasEscape) {
    // Valid UTF-8, or UTF-8 with a few broken bytes (those become U+FFFD).
    const { sequences, invalid } = utf8Shape(data);
    if (invalid === 0 || sequences > invalid) return 'utf-8';
  }
  const own = latin1Evidence(data);
  if (Math.abs(own) >= DECISIVE) return own > 0 ? 'latin-1' : 'marc-8';
  if (Math.abs(fileEvidence) >= DECISIVE) return fileEvidence > 0 ? 'latin-1' : 'marc-8';
  // A writer that claimed UTF-8 and did not produce it wrote its platform's 8-bit code page.
  return leader09 === 'a' ? 'latin-1' : 'marc-8';
}

/**
 * Decodes one field's bytes to NFC text. Latin-1 is read as Windows-1252, its superset for
 * 0x80–0x9F (“smart quotes”). NUL is dropped: PostgreSQL text and jsonb cannot hold it.
 */
export function decodeBytes(bytes: Uint8Array, encoding: MarcEncoding): string {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const text = encoding === 'marc-8' ? decodeMarc8(bytes)
    : encoding === 'latin-1' ? iconv.decode(buffer, 'win1252').normalize('NFC')
      : buffer.toString('utf8').normalize('NFC');
  return text.includes('\0') ? text.replace(/\0/g, '') : text;
}
