import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FIXTURES } from './fixtures';
import { frames } from './iso2709';
import { readMarc } from './read';
import type { MarcRecord } from './types';
import { escapeXml } from '../core/markup';
import { MARCXML_NS, marcXmlRecord, schemaLeader, toIso2709, toMarcXml } from './write';

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
  it('drops what XML 1.0 cannot carry and escapes the rest', () => {
    expect(escapeXml('a\u0001b<&>"\ud800c\u{1F4DA}\ufffe')).toBe('ab&lt;&amp;&gt;&quot;c\u{1F4DA}');
  });

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

describe('the MARCXML writer keeps to MARC21slim.xsd', () => {
  const LEADER = '00000nam a2200000 a 4500';
  /** xmllint's verdict against the committed MARC21slim schema, offline. */
  const schemaErrors = (xml: string): string => {
    try {
      execFileSync('xmllint', ['--nonet', '--noout', '--schema', 'server/modules/integration/oai/xsd/MARC21slim.xsd', '-'], { input: xml, stdio: ['pipe', 'pipe', 'pipe'] });
      return '';
    } catch (error) {
      return String((error as { stderr?: Buffer }).stderr ?? error);
    }
  };
  const awkward: MarcRecord = {
    leader: 'short',
    fields: [
      { tag: '001', value: 'id\u0001\u0008-1' },
      { tag: '0a!', value: 'bad control tag' },
      { tag: '245', ind1: 'X', ind2: '0', subfields: [{ code: 'a', value: 'Tom & Jerry "<3>" \ufffe\ud800\u{1F4DA}' }, { code: 'Á', value: 'bad code' }, { code: '&', value: 'amp code' }] },
      { tag: '2!5', ind1: ' ', ind2: ' ', subfields: [{ code: 'a', value: 'bad tag' }] },
      { tag: '500', ind1: ' ', ind2: ' ', subfields: [] },
      { tag: '650', ind1: '', ind2: '7', subfields: [{ code: 'ab', value: 'two-letter code' }] },
    ],
  };

  it('writes files and OAI records that the schema accepts, whatever was stored', () => {
    expect(schemaErrors(toMarcXml([awkward]))).toBe('');
    expect(schemaErrors(marcXmlRecord(awkward, { prefix: 'marc', rootAttributes: ` xmlns:marc="${MARCXML_NS}"` }))).toBe('');
  });

  it('mends the leader, blanks odd indicators, leaves out refused tags, codes and empty fields, drops what XML forbids', async () => {
    const xml = toMarcXml([awkward]);
    expect(xml).not.toMatch(/bad (control )?tag|bad code|two-letter|tag="500"/);
    const [again] = await recordsOf(Buffer.from(xml));
    expect(again).toEqual({ leader: schemaLeader('short'), fields: [
      { tag: '001', value: 'id-1' },
      { tag: '245', ind1: ' ', ind2: '0', subfields: [{ code: 'a', value: 'Tom & Jerry "<3>" \u{1F4DA}' }, { code: '&', value: 'amp code' }] },
    ] });
  });

  it('keeps a valid leader and mends one the schema would refuse, keeping its meaningful positions', () => {
    expect(schemaLeader('01234nam a2200289 a 4500')).toBe('01234nam a2200289 a 4500');
    expect(schemaLeader('short')).toHaveLength(24);
    expect(schemaLeader('short')).toMatch(/^[\d ]{5}[\dA-Za-z ][\dA-Za-z][\dA-Za-z ]{3}(2| )(2| )[\d ]{5}[\dA-Za-z ]{3}(4500| {4})$/);
    expect(schemaLeader('#####cam#a22######i#4500')).toBe('00000cam a2200000 i 4500');
  });

  it('writes with or without a namespace prefix, one line or one element a line, reading back the same', async () => {
    const record: MarcRecord = { leader: LEADER, fields: [{ tag: '001', value: '1' }, { tag: '245', ind1: '1', ind2: '0', subfields: [{ code: 'a', value: 'Título' }] }] };
    const prefixed = marcXmlRecord(record, { prefix: 'marc', rootAttributes: ` xmlns:marc="${MARCXML_NS}"` });
    expect(prefixed).toBe(`<marc:record xmlns:marc="${MARCXML_NS}"><marc:leader>${LEADER}</marc:leader><marc:controlfield tag="001">1</marc:controlfield>`
      + '<marc:datafield tag="245" ind1="1" ind2="0"><marc:subfield code="a">Título</marc:subfield></marc:datafield></marc:record>');
    const pretty = marcXmlRecord(record, { pretty: true });
    expect(pretty.split('\n')).toEqual(['<record>', `  <leader>${LEADER}</leader>`, '  <controlfield tag="001">1</controlfield>',
      '  <datafield tag="245" ind1="1" ind2="0">', '    <subfield code="a">Título</subfield>', '  </datafield>', '</record>']);
    for (const xml of [prefixed, pretty]) expect(await recordsOf(Buffer.from(xml))).toEqual([record]);
  });

  it('escapes markup in attributes: a subfield code the schema allows may be a quote or an ampersand', async () => {
    const record: MarcRecord = { leader: LEADER, fields: [{ tag: '245', ind1: '0', ind2: '0', subfields: [{ code: '"', value: 'q' }, { code: '<', value: 'lt' }] }] };
    const xml = toMarcXml([record]);
    expect(xml).toContain('<subfield code="&quot;">q</subfield>');
    expect(schemaErrors(xml)).toBe('');
    expect(await recordsOf(Buffer.from(xml))).toEqual([record]);
  });
});
