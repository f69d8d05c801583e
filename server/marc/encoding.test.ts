import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, latin1Evidence } from './encoding';
import { FIXTURES } from './fixtures';
import { frames } from './iso2709';
import { readMarc } from './read';

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
    expect(chooseEncoding(' ', sao, 40)).toBe('latin-1');
    expect(chooseEncoding(' ', sao, -40)).toBe('marc-8');
    expect(chooseEncoding('a', sao, 0)).toBe('latin-1');
    expect(chooseEncoding(' ', sao, 0)).toBe('marc-8');
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
