import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FIXTURES } from './fixtures';
import { frames } from './iso2709';
import { readMarc } from './read';
import type { MarcRecord } from './types';
import { toIso2709, toMarcXml } from './write';

const recordsOf = async (buffer: Uint8Array) => { const out: MarcRecord[] = []; for await (const r of readMarc(buffer)) out.push(r.record!); return out; };

describe('writing ISO 2709', () => {
  it('reproduces a UTF-8 file byte for byte (lengths in bytes, not characters)', async () => {
    const file = readFileSync(FIXTURES.loc99);
    const written = Buffer.concat((await recordsOf(file)).map(toIso2709));
    expect(written.equals(file)).toBe(true);
  });

  it('writes records read from MARC-8 and Latin-1 as UTF-8 that reads back identical', async () => {
    for (const path of [FIXTURES.marc8, FIXTURES.latin1]) {
      const original = await recordsOf(readFileSync(path));
      const written = Buffer.concat(original.map(toIso2709));
      const again = await recordsOf(written);
      expect(again.map((r) => r.fields)).toEqual(original.map((r) => r.fields));
      // Only the lengths in the leader change: the text now takes more bytes.
      expect(again.map((r) => r.leader.slice(5, 12) + r.leader.slice(17))).toEqual(original.map((r) => r.leader.slice(5, 12) + r.leader.slice(17)));
      for (const { start, end } of frames(written)) {
        expect(Number(written.toString('latin1', start, start + 5))).toBe(end - start);
        expect(written[start + 9]).toBe('a'.charCodeAt(0));
      }
    }
  });
});

describe('writing MARCXML', () => {
  it('round-trips the 99 LoC records', async () => {
    const original = await recordsOf(readFileSync(FIXTURES.loc99));
    const xml = toMarcXml(original);
    expect(xml).toContain('<collection xmlns="http://www.loc.gov/MARC21/slim">');
    expect(await recordsOf(Buffer.from(xml))).toEqual(original);
  });

  it('escapes markup in data', async () => {
    const record: MarcRecord = { leader: '00000nam a2200000 a 4500', fields: [
      { tag: '001', value: 'a<b' },
      { tag: '245', ind1: '1', ind2: '0', subfields: [{ code: 'a', value: 'Tom & Jerry "<3>"' }] },
    ] };
    const xml = toMarcXml([record]);
    expect(xml).toContain('Tom &amp; Jerry &quot;&lt;3&gt;&quot;');
    expect(await recordsOf(Buffer.from(xml))).toEqual([record]);
  });
});
