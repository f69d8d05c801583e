import { readdirSync } from 'node:fs';
import path from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { parseMarcXmlRecord, readMarcXml } from './marcxml-read';
import { readMarcFile } from './read';
import type { MarcField, MarcRecord } from './types';
import { toMarcXml } from './write';

/** A full XML parser's reading of one record (the importer's former reader): the oracle the scanner must agree with. */
const parser = new XMLParser({
  preserveOrder: true, ignoreAttributes: false, attributeNamePrefix: '', removeNSPrefix: true,
  parseTagValue: false, parseAttributeValue: false, trimValues: false, processEntities: true, htmlEntities: true,
});
type Node = Record<string, unknown> & { ':@'?: Record<string, string> };
const textOf = (children: unknown): string =>
  Array.isArray(children) ? children.map((c: Node) => (typeof c['#text'] === 'string' ? c['#text'] : '')).join('') : '';
function oracle(xml: string): MarcRecord {
  const one = /<((?:[\w.-]+:)?)record[\s>][\s\S]*?<\/\1record>/.exec(xml)![0];
  const root = (parser.parse(one) as Node[]).find((n) => 'record' in n)!;
  let leader = '';
  const fields: MarcField[] = [];
  for (const node of root.record as Node[]) {
    const attrs = node[':@'] ?? {};
    if ('leader' in node) leader = textOf(node.leader);
    else if ('controlfield' in node) fields.push({ tag: attrs.tag, value: textOf(node.controlfield).normalize('NFC') });
    else if ('datafield' in node) {
      fields.push({ tag: attrs.tag, ind1: attrs.ind1 || ' ', ind2: attrs.ind2 || ' ', subfields: (node.datafield as Node[]).filter((s) => 'subfield' in s)
        .map((s) => ({ code: s[':@']?.code ?? '', value: textOf(s.subfield).normalize('NFC') })) });
    }
  }
  return { leader, fields };
}

const LEADER = '00000nam a2200000 a 4500';
const withSubfield = (text: string, attrs = 'code="a"') =>
  `<record><leader>${LEADER}</leader><datafield tag="245" ind1="1" ind2="0"><subfield ${attrs}>${text}</subfield></datafield></record>`;
const subfield = (record: MarcRecord) => (record.fields[0] as { subfields: { code: string; value: string }[] }).subfields[0];

describe('the MARCXML reader', () => {
  it('reads every shipped bibliographic record exactly as a full XML parser does', async () => {
    const bibDir = path.resolve('server/seed/marc/bib');
    let compared = 0;
    for (const file of readdirSync(bibDir).filter((f) => f.endsWith('.mrc'))) {
      for await (const { record } of readMarcFile(path.join(bibDir, file))) {
        if (!record) continue;
        const xml = toMarcXml([record]);
        expect(parseMarcXmlRecord(xml)).toEqual(oracle(xml));
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(2000);
  }, 120_000);

  it('decodes text as a full XML parser does: entities, HTML names, references, CDATA, comments, nested markup', () => {
    for (const text of ['&amp;&lt;&gt;&quot;&apos;', '&nbsp;x &copy; &euro; &mdash;', '&eacute; &foo; &AMP; a & b &#65', '&#233;&#xE9;&#x1F4DA;',
      '&#0;x', '&#x110000;', '<![CDATA[<raw> & &amp;]]> after', 'x<b>bold</b>y<br/>z', 'a<!-- note -->b', ' spaced  ', 'Cafe\u0301']) {
      const xml = withSubfield(text);
      expect(parseMarcXmlRecord(xml), text).toEqual(oracle(xml));
    }
    expect(subfield(parseMarcXmlRecord(withSubfield('Tom &amp; Jerry &#233;t&#xE9; <![CDATA[<raw> & more]]>'))).value).toBe('Tom & Jerry été <raw> & more');
    expect(subfield(parseMarcXmlRecord(withSubfield('Cafe\u0301'))).value).toBe('Caf\u00e9');
  });

  it('drops a reference to half a surrogate pair, which no UTF-8 text can hold', () => {
    expect(subfield(parseMarcXmlRecord(withSubfield('a&#55296;b&#xDC00;c'))).value).toBe('abc');
  });

  it('takes namespace prefixes, a default namespace, single quotes and an empty subfield', () => {
    const xml = `<marc:record xmlns:marc="http://www.loc.gov/MARC21/slim"><marc:leader>${LEADER}</marc:leader>
      <marc:controlfield tag='001'>oai:x:1</marc:controlfield>
      <marc:datafield tag="245" ind1="1" ind2="0"><marc:subfield code="a">Título</marc:subfield><marc:subfield code="b"/></marc:datafield>
    </marc:record>`;
    const expected: MarcRecord = { leader: LEADER, fields: [
      { tag: '001', value: 'oai:x:1' },
      { tag: '245', ind1: '1', ind2: '0', subfields: [{ code: 'a', value: 'Título' }, { code: 'b', value: '' }] },
    ] };
    expect(parseMarcXmlRecord(xml)).toEqual(expected);
    expect(oracle(xml)).toEqual(expected);
    const plain = xml.replace(/marc:/g, '').replace('xmlns:marc', 'xmlns');
    expect(parseMarcXmlRecord(plain)).toEqual(expected);
  });

  it('keeps the leader as written (no normalisation), blank indicators for missing ones, and subfield codes as given', () => {
    const xml = `<record><leader>01234cam  2200289 i 4500</leader><controlfield tag="008">850101s1985    bl a          000 0 por d</controlfield>
      <datafield tag="650"><subfield code="a">x</subfield><subfield code="&amp;">odd</subfield><subfield code='9'>nine</subfield></datafield></record>`;
    const record = parseMarcXmlRecord(xml);
    expect(record).toEqual(oracle(xml));
    expect(record.leader).toBe('01234cam  2200289 i 4500');
    expect(record.fields[1]).toEqual({ tag: '650', ind1: ' ', ind2: ' ', subfields: [{ code: 'a', value: 'x' }, { code: '&', value: 'odd' }, { code: '9', value: 'nine' }] });
  });

  it('refuses a record without a leader, or a leader of the wrong length, or a field without a tag', () => {
    expect(() => parseMarcXmlRecord('<record><controlfield tag="001">1</controlfield></record>')).toThrow('no leader');
    expect(() => parseMarcXmlRecord('<record><leader>short</leader></record>')).toThrow('not 24');
    expect(() => parseMarcXmlRecord(`<record><leader>${LEADER}</leader><datafield ind1=" "><subfield code="a">x</subfield></datafield></record>`)).toThrow('without a tag');
    expect(() => parseMarcXmlRecord(`<record><leader>${LEADER}</leader><controlfield>1</controlfield></record>`)).toThrow('controlfield without a tag');
  });

  it('reads each record of a collection in order, a broken one costing only itself', () => {
    const text = `<?xml version="1.0"?><marc:collection xmlns:marc="http://www.loc.gov/MARC21/slim">
      <marc:record><marc:leader>${LEADER}</marc:leader><marc:controlfield tag="001">1</marc:controlfield></marc:record>
      <marc:record><marc:leader>short</marc:leader></marc:record>
      <marc:record><marc:leader>${LEADER}</marc:leader><marc:controlfield tag="001">3</marc:controlfield></marc:record></marc:collection>`;
    expect([...readMarcXml(text)].map((r) => r.error ?? (r.record!.fields[0] as { value: string }).value)).toEqual(['1', 'leader is 5 characters, not 24', '3']);
    expect([...readMarcXml(text)].map((r) => r.position)).toEqual([1, 2, 3]);
  });
});
