import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, guessEncoding, latin1Evidence } from './encoding';
import { FIXTURES } from './fixtures';
import { ARABIC_ORIGINAL, ARABIC_TITLE, arabicRecord, bytes, EACC_ORIGINAL, eaccRecord, eaccUndefinedRecord, RUSSIAN_TITLE, russianRecord } from './fixtures/marc8-records';
import { frames } from './iso2709';
import { readMarc, type MarcReadResult } from './read';
import type { MarcDataField } from './types';

const all = async (it: AsyncIterable<MarcReadResult>) => { const out: MarcReadResult[] = []; for await (const r of it) out.push(r); return out; };
const latin1 = (s: string) => new Uint8Array(Buffer.from(s, 'latin1'));
const encodingsOf = async (buffer: Uint8Array) => {
  const out: (string | undefined)[] = [];
  for await (const r of readMarc(buffer)) out.push(r.encoding);
  return out;
};
/** The same file with every record's Leader/09 set to `value`. */
const withLeader09 = (path: string, value: string) => {
  const buffer = Buffer.from(readFileSync(path));
  for (const { start } of frames(buffer)) buffer[start + 9] = value.charCodeAt(0);
  return buffer;
};

describe('Latin-1 or MARC-8', () => {
  it('scores word-final accented letters and undefined MARC-8 bytes as Latin-1', () => {
    expect(latin1Evidence(latin1('A \u00c1frica de dona Bi\u00e1'))).toBeGreaterThanOrEqual(2);
    expect(latin1Evidence(latin1('caracter\u00edsticas f\u00edsicas'))).toBeGreaterThanOrEqual(2); // í = ANSEL comma above
    expect(latin1Evidence(latin1('\u00d4Z\u00e9 Editora'))).toBeGreaterThanOrEqual(3);
  });

  it('scores diacritics standing before the letters they belong on as MARC-8', () => {
    expect(latin1Evidence(latin1('l\u00e2egendes :'))).toBeLessThan(0);
    expect(latin1Evidence(latin1('Soci\u00e2et\u00e2e g\u00e2en\u00e2erale'))).toBeLessThanOrEqual(-2);
    expect(latin1Evidence(new Uint8Array([0x1b, 0x28, 0x4e, 0x41]))).toBeLessThan(0);
  });

  it('leaves a lone "S\u00e3o" undecided, to the file and then the leader', () => {
    const sao = latin1('S\u00e3o Paulo');
    expect(Math.abs(latin1Evidence(sao))).toBeLessThan(2);
    expect(chooseEncoding(' ', sao, { latin1: 20, marc8: 1 })).toBe('latin-1');
    expect(chooseEncoding(' ', sao, { latin1: 1, marc8: 20 })).toBe('marc-8');
    expect(chooseEncoding('a', sao, { latin1: 0, marc8: 0 })).toBe('latin-1');
    expect(chooseEncoding(' ', sao, { latin1: 0, marc8: 0 })).toBe('marc-8');
  });

  it('recognises UTF-8 whatever Leader/09 says', () => {
    expect(chooseEncoding(' ', new Uint8Array(Buffer.from('São Paulo', 'utf8')))).toBe('utf-8');
    expect(chooseEncoding('a', new Uint8Array(Buffer.from('plain', 'utf8')))).toBe('utf-8');
  });

  it('reads every record of the Latin-1 file as Latin-1, even with Leader/09 blank', async () => {
    const asIs = await encodingsOf(readFileSync(FIXTURES.latin1));
    const blank = await encodingsOf(withLeader09(FIXTURES.latin1, ' '));
    // Record 3 is plain ASCII ("Achados e perdidos"): any decoder gives the same text.
    const expected = asIs.map((_, i) => (i === 2 ? expect.any(String) : 'latin-1'));
    expect(asIs).toEqual(expected);
    expect(blank).toEqual(expected);
  });

  it('reads every record of the MARC-8 file as MARC-8, even with Leader/09 set to a', async () => {
    expect(new Set(await encodingsOf(readFileSync(FIXTURES.marc8)))).toEqual(new Set(['marc-8']));
    expect(new Set(await encodingsOf(withLeader09(FIXTURES.marc8, 'a')))).toEqual(new Set(['marc-8']));
  });
});

describe('romanised Cyrillic in MARC-8 (ligature halves, soft signs)', () => {
  it('reads a record with EB x EC y ligatures as MARC-8, not Latin-1, and keeps its letters', async () => {
    const [result] = await all(readMarc(russianRecord()));
    expect(result.encoding).toBe('marc-8');
    expect(result.notices).toBeUndefined();
    const f245 = result.record!.fields.find((f) => f.tag === '245') as MarcDataField;
    expect(f245.subfields.filter((s) => 'ab'.includes(s.code)).map((s) => s.value).join(' ')).toBe(`${RUSSIAN_TITLE} /`);
  });

  it('scores the ligature pair as MARC-8 evidence', () => {
    expect(latin1Evidence(new Uint8Array(bytes('Russka', 0xeb, 'i', 0xec, 'a istoriografi', 0xeb, 'i', 0xec, 'a')))).toBeLessThanOrEqual(-4);
    expect(latin1Evidence(new Uint8Array(bytes('zhizn', 0xa7, ' i t', 0xfa, 'n', 0xfb, 'g')))).toBeLessThan(0);
  });

  it('keeps MARC-8 for a blank leader unless a byte is impossible as MARC-8, and says why', () => {
    const data = new Uint8Array(bytes('Istori', 0xeb, 'i', 0xec, 'a'));
    expect(guessEncoding(' ', data)).toEqual({ encoding: 'marc-8' });
    const latin = guessEncoding(' ', latin1('CONSTITUI\u00c7\u00c3O DA REP\u00daBLICA'));
    expect(latin.encoding).toBe('latin-1');
    expect(latin.contradiction).toMatch(/^leader\/09 says MARC-8 \(blank\) but the bytes were decoded as Latin-1 because byte 0xDA \(Latin-1 'Ú'\) at offset \d+ is no MARC-8 character/);
  });

  it('tells when a record marked UTF-8 was decoded otherwise', () => {
    const guess = guessEncoding('a', new Uint8Array(bytes('Russka', 0xeb, 'i', 0xec, 'a istoriografi', 0xeb, 'i', 0xec, 'a')));
    expect(guess.encoding).toBe('marc-8');
    expect(guess.contradiction).toMatch(/^leader\/09 says UTF-8 \('a'\) but the bytes were decoded as MARC-8 because they are not UTF-8/);
    expect(guessEncoding(' ', new Uint8Array(Buffer.from('São Paulo', 'utf8'))).contradiction).toMatch(/decoded as UTF-8 because they form 1 well-formed UTF-8 sequence/);
  });

  it('decodes a file mixing romanised Cyrillic among French MARC-8 records the same way', async () => {
    const file = Buffer.concat([readFileSync(FIXTURES.marc8), russianRecord('m8-rus-2')]);
    expect(new Set(await encodingsOf(file))).toEqual(new Set(['marc-8']));
  });
});

describe('notices of the MARC-8 reader', () => {
  it('decodes East Asian (EACC) text and reports nothing', async () => {
    const [result] = await all(readMarc(eaccRecord()));
    expect(result.encoding).toBe('marc-8');
    expect(result.notices).toBeUndefined();
    const original = result.record!.fields.find((f) => f.tag === '880') as MarcDataField;
    expect(original.subfields.find((s) => s.code === 'a')!.value).toBe(EACC_ORIGINAL);
  });

  it('counts and reports an EACC position the code table leaves undefined', async () => {
    const [result] = await all(readMarc(eaccUndefinedRecord()));
    expect(result.notices).toEqual(['1 East Asian (EACC) character could not be decoded (shown as \ufffd)']);
    const title = result.record!.fields.find((f) => f.tag === '245') as MarcDataField;
    expect(title.subfields[0].value).toBe('\ufffd日 Nihon.');
  });

  it('decodes alif and ayn as LC says (U+02BC, U+02BB) and the Arabic of an 880', async () => {
    const [result] = await all(readMarc(arabicRecord()));
    const value = (tag: string) => (result.record!.fields.find((f) => f.tag === tag) as MarcDataField).subfields.find((s) => s.code === 'a')!.value;
    expect(value('245')).toBe(ARABIC_TITLE);
    expect(value('880')).toBe(ARABIC_ORIGINAL);
    expect(result.notices).toBeUndefined();
  });
});
