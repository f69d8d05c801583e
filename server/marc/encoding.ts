/**
 * Which character encoding an ISO 2709 record is in, and turning its field bytes into
 * text. Leader/09 'a' promises UTF-8 and blank promises MARC-8, but real files break the
 * promise both ways (Latin-1 records marked 'a', UTF-8 records left blank). The rules, in
 * order, each one a sentence a librarian can be told:
 * - plain ASCII: the leader is right whatever it says;
 * - an escape sequence: MARC-8 (no other encoding has them);
 * - well-formed UTF-8: UTF-8;
 * - Leader/09 blank: MARC-8, unless some byte is impossible as MARC-8 (an undefined code, a
 *   diacritic with no letter after it) and the accents as a whole read as Latin-1, or the
 *   file's other records are Latin-1 and this one's accents do not say otherwise;
 * - Leader/09 'a' but not UTF-8: whichever of Latin-1 and MARC-8 the accents say, then the
 *   file's other records, then Latin-1 (the writer's platform code page).
 * A guess that overrides the leader comes with its reason, reported to the librarian.
 */
import { isAscii, isUtf8 } from 'node:buffer';
import iconv from 'iconv-lite';
import { decodeMarc8, type Marc8Stats } from './marc8';

export type MarcEncoding = 'utf-8' | 'marc-8' | 'latin-1';

export interface EncodingGuess {
  encoding: MarcEncoding;
  /** Set when the bytes overrode Leader/09: why, in words. */
  contradiction?: string;
}

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
const isAnselDiacritic = (b: number | undefined) => b !== undefined && b >= 0xe0 && b <= 0xfe && b !== 0xfc && b !== 0xfd;
/** Bytes no MARC-8 text uses in its default sets (ASCII, ANSEL) but Latin-1 text does (Í Ó Ô Ú É…). */
export const undefinedInMarc8 = (b: number): boolean =>
  (b >= 0x80 && b <= 0x87) || (b >= 0x8a && b <= 0x8c) || (b >= 0x8f && b <= 0xa0) ||
  b === 0xaf || b === 0xbb || b === 0xbe || b === 0xbf || (b >= 0xc9 && b <= 0xdf) || b === 0xfc || b === 0xfd || b === 0xff;
/** After a MARC-8 diacritic comes the letter it sits on; a delimiter, the end, a digit or punctuation cannot. */
const cannotCarryMark = (b: number | undefined) =>
  b === undefined || b === 0x1d || b === 0x1e || b === 0x1f || (b > 0x20 && b < 0x80 && !isLetter(b));
/**
 * The letters each common ANSEL diacritic really sits on in catalogue records (é, ç, ñ, š,
 * ā, ṣ…). Composability alone is too weak a test: Latin-1 "ça" read as MARC-8 is ȧ (a with
 * dot above), which Unicode has but no French or Portuguese record contains.
 */
const USUAL_BASES: Record<number, string> = {
  0xe1: 'aeiou', 0xe2: 'aeiouycnszlrg', 0xe3: 'aeiou', 0xe4: 'ano', 0xe5: 'aeiou', 0xe6: 'agiue', 0xe7: 'zegcin',
  0xe8: 'aeiouy', 0xe9: 'csznrdte', 0xea: 'au', 0xee: 'ou', 0xf0: 'cst', 0xf1: 'ae', 0xf2: 'hstdrmnzkl',
};
const hex = (b: number) => `0x${b.toString(16).toUpperCase().padStart(2, '0')}`;
const asLatin1 = (b: number) => iconv.decode(Buffer.from([b]), 'win1252');

export interface Latin1Evidence {
  /** Positive: Latin-1; negative: MARC-8 (see latin1Evidence). */
  score: number;
  /** The first byte that MARC-8 cannot have put there, described. */
  impossible?: string;
}

/**
 * Evidence that 8-bit text is Latin-1 (positive) rather than MARC-8 (negative).
 * - An ANSEL diacritic (0xE0–0xFE) must be followed by the letter it sits on. One followed
 *   by a space, punctuation, a digit or a delimiter is a Latin-1 letter ending a word
 *   ("Biá", "Itaú"): +2. Followed by a letter it usually sits on ("\xe2e" → é): -1; by a
 *   letter it never sits on ("\xe7a" → ȧ, "\xedsticas" → s̕): +1. Two in a row, as Latin-1
 *   "ção" (E7 E3), +1.
 * - The ligature halves of romanised Cyrillic and the double tilde, EB x EC y and FA x FB y
 *   (t͡s, i͡a, n͠g): -2 for the pair. In Latin-1 the same bytes are ë x ì y, which no word has.
 * - The soft and hard signs of romanisation (ʹ 0xA7, ʺ 0xB7) right after a letter: -1.
 * - Bytes undefined in MARC-8 but common in Latin-1 (0xC9–0xDF: É Í Ó Ô Ú…): +3.
 * - An escape (0x1B) only occurs in MARC-8: -5.
 * - 0xC0–0xC4 (MARC-8 °, ℓ, ℗, ©, ♯) before a lowercase letter is Latin-1 À Á Â Ã Ä: +1.
 */
export function latin1Evidence(bytes: Uint8Array): number {
  return weighLatin1(bytes).score;
}

export function weighLatin1(bytes: Uint8Array): Latin1Evidence {
  let score = 0;
  let impossible: string | undefined;
  const note = (i: number, why: string) => { impossible ??= `byte ${hex(bytes[i])} (Latin-1 '${asLatin1(bytes[i])}') at offset ${i + 24} ${why}`; };
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i];
    if (b < 0x80) { if (b === 0x1b) score -= 5; continue; }
    const next = bytes[i + 1];
    if (undefinedInMarc8(b)) { score += 3; note(i, 'is no MARC-8 character'); }
    else if (isAnselDiacritic(b)) {
      const pairEnd = b === 0xeb ? 0xec : b === 0xfa ? 0xfb : 0;
      if (pairEnd && isLetter(next) && bytes[i + 2] === pairEnd && isLetter(bytes[i + 3])) { score -= 2; i += 3; }
      else if (isAnselDiacritic(next)) score += 1;
      else if (isLetter(next)) score += USUAL_BASES[b]?.includes(String.fromCharCode(next!).toLowerCase()) ? -1 : 1;
      else if (next === undefined || next < 0x80) {
        score += 2;
        if (cannotCarryMark(next)) note(i, 'ends a word, where a MARC-8 diacritic needs the letter it sits on after it');
      }
    } else if ((b === 0xa7 || b === 0xb7) && isLetter(bytes[i - 1])) score -= 1;
    else if (b >= 0xc0 && b <= 0xc4 && next !== undefined && next >= 0x61 && next <= 0x7a) score += 1;
  }
  return { score, impossible };
}

/** How sure the evidence of one record must be before it overrides the file. */
const DECISIVE = 2;

/**
 * What a file's other 8-bit records say, as a tie-breaker for an ambiguous one (a lone
 * "S\xe3o" is "São" in Latin-1 and "Sôo" in MARC-8): 'latin-1' when more of them are
 * impossible as MARC-8 than are clearly MARC-8, 'marc-8' the other way round.
 */
export interface FileEvidence { latin1: number; marc8: number }

/** Adds one record's vote to the file's evidence (8-bit records that are not UTF-8 only). */
export function addToFileEvidence(evidence: FileEvidence, data: Uint8Array): void {
  if (!hasHighOrEscape(data)) return;
  if (data.includes(0x1b)) { evidence.marc8 += 1; return; }
  const { sequences, invalid } = shapeOf(data);
  if (invalid === 0 || sequences > invalid) return;
  const { score, impossible } = weighLatin1(data);
  if (impossible && score > 0) evidence.latin1 += 1;
  else if (score <= -DECISIVE) evidence.marc8 += 1;
}

const fileVerdict = (file?: FileEvidence): MarcEncoding | undefined =>
  !file || file.latin1 === file.marc8 ? undefined : file.latin1 > file.marc8 ? 'latin-1' : 'marc-8';

/** Native checks: they run over every byte of every record imported. */
const hasHighOrEscape = (data: Uint8Array): boolean => !isAscii(data) || data.includes(0x1b);
/** Counts well-formed and broken UTF-8 sequences only when the bytes are not clean UTF-8 already. */
const shapeOf = (data: Uint8Array) => (isUtf8(data) ? { sequences: 1, invalid: 0 } : utf8Shape(data));

/** Chooses the encoding of one record from Leader/09, its bytes after the leader and the file's evidence. */
export function guessEncoding(leader09: string, data: Uint8Array, file?: FileEvidence): EncodingGuess {
  const claims: MarcEncoding = leader09 === 'a' ? 'utf-8' : 'marc-8';
  const says = leader09 === 'a' ? "leader/09 says UTF-8 ('a')" : leader09 === ' ' ? 'leader/09 says MARC-8 (blank)' : `leader/09 is '${leader09}' (taken as MARC-8)`;
  if (!hasHighOrEscape(data)) return { encoding: claims }; // plain ASCII: all agree
  const against = (encoding: MarcEncoding, because: string): EncodingGuess =>
    ({ encoding, contradiction: `${says} but the bytes were decoded as ${NAMES[encoding]} because ${because}` });
  if (data.includes(0x1b)) return claims === 'marc-8' ? { encoding: 'marc-8' } : against('marc-8', 'the record has escape sequences, which only MARC-8 uses');
  // Valid UTF-8, or UTF-8 with a few broken bytes (those become U+FFFD).
  if (isUtf8(data) && claims === 'utf-8') return { encoding: 'utf-8' };
  const { sequences, invalid } = utf8Shape(data);
  if (invalid === 0 || sequences > invalid) {
    return claims === 'utf-8' ? { encoding: 'utf-8' } : against('utf-8', `they form ${sequences} well-formed UTF-8 sequence${sequences === 1 ? '' : 's'}`);
  }
  const { score, impossible } = weighLatin1(data);
  const verdict = fileVerdict(file);
  const fromFile = (encoding: MarcEncoding) =>
    `the file's other records are ${NAMES[encoding]} (${encoding === 'latin-1' ? file!.latin1 : file!.marc8} against ${encoding === 'latin-1' ? file!.marc8 : file!.latin1}) and this one's accents do not say otherwise (score ${score})`;
  if (claims === 'marc-8') {
    if (impossible && score > 0) return against('latin-1', `${impossible}, and its accents read as Latin-1 (score ${score})`);
    if (verdict === 'latin-1' && score > -DECISIVE) return against('latin-1', fromFile('latin-1'));
    return { encoding: 'marc-8' };
  }
  const notUtf8 = `they are not UTF-8 (${invalid} stray 8-bit byte${invalid === 1 ? '' : 's'})`;
  if (impossible && score > 0) return against('latin-1', `${notUtf8} and ${impossible}`);
  if (Math.abs(score) >= DECISIVE) {
    return score > 0 ? against('latin-1', `${notUtf8} and its accents read as Latin-1 (score ${score})`)
      : against('marc-8', `${notUtf8} and its diacritics stand before their letters as MARC-8 writes them (score ${score})`);
  }
  if (verdict) return against(verdict, `${notUtf8} and ${fromFile(verdict)}`);
  // A writer that claimed UTF-8 and did not produce it wrote its platform's 8-bit code page.
  return against('latin-1', `${notUtf8}, and Latin-1 is what such writers produce`);
}

const NAMES: Record<MarcEncoding, string> = { 'utf-8': 'UTF-8', 'marc-8': 'MARC-8', 'latin-1': 'Latin-1' };

/** The encoding alone (tests and callers that need no reason). */
export function chooseEncoding(leader09: string, data: Uint8Array, file?: FileEvidence): MarcEncoding {
  return guessEncoding(leader09, data, file).encoding;
}

/**
 * Decodes one field's bytes to NFC text. Latin-1 is read as Windows-1252, its superset for
 * 0x80–0x9F (“smart quotes”). NUL is dropped: PostgreSQL text and jsonb cannot hold it.
 * `stats` collects MARC-8 characters that could not be decoded.
 */
export function decodeBytes(bytes: Uint8Array, encoding: MarcEncoding, stats?: Marc8Stats): string {
  let text: string;
  if (encoding === 'marc-8') text = decodeMarc8(bytes, stats);
  else if (encoding === 'latin-1') text = iconv.decode(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), 'win1252').normalize('NFC');
  else {
    text = utf8.decode(bytes);
    // As many characters as bytes means plain ASCII, which NFC leaves as it is (most fields are).
    if (text.length !== bytes.length) text = text.normalize('NFC');
  }
  return text.includes('\0') ? text.replace(/\0/g, '') : text;
}

const utf8 = new TextDecoder('utf-8');
