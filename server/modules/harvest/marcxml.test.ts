import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readMarcXml } from '../../marc/marcxml-read';
import { readMarcFile } from '../../marc/read';
import type { MarcRecord } from '../../marc/types';
import { toMarcXml } from '../../marc/write';
import { parseMarcXmlRecord } from './marcxml';

describe('the harvester\'s MARCXML reader', () => {
  it('reads every shipped bibliographic record exactly as the importer\'s reader does', async () => {
    const bibDir = path.resolve('server/seed/marc/bib');
    let compared = 0;
    for (const file of readdirSync(bibDir).filter((f) => f.endsWith('.mrc'))) {
      for await (const { record } of readMarcFile(path.join(bibDir, file))) {
        if (!record) continue;
        const xml = toMarcXml([record]);
        const theirs = readMarcXml(xml).next().value!.record;
        expect(parseMarcXmlRecord(xml)).toEqual(theirs);
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(2000);
  }, 120_000);

  it('takes namespace prefixes, single quotes, entities, character references and CDATA', () => {
    const xml = `<marc:record xmlns:marc="http://www.loc.gov/MARC21/slim"><marc:leader>00000nam a2200000 a 4500</marc:leader>
      <marc:controlfield tag='001'>oai:x:1</marc:controlfield>
      <marc:datafield tag="245" ind1="1" ind2="0"><marc:subfield code="a">Tom &amp; Jerry &#233;t&#xE9; <![CDATA[<raw> & more]]></marc:subfield><marc:subfield code="b"/></marc:datafield>
    </marc:record>`;
    const record: MarcRecord = parseMarcXmlRecord(xml);
    expect(record).toEqual({ leader: '00000nam a2200000 a 4500', fields: [
      { tag: '001', value: 'oai:x:1' },
      { tag: '245', ind1: '1', ind2: '0', subfields: [{ code: 'a', value: 'Tom & Jerry été <raw> & more' }, { code: 'b', value: '' }] },
    ] });
  });

  it('refuses a record without a leader, or a leader of the wrong length, or a field without a tag', () => {
    expect(() => parseMarcXmlRecord('<record><controlfield tag="001">1</controlfield></record>')).toThrow('no leader');
    expect(() => parseMarcXmlRecord('<record><leader>short</leader></record>')).toThrow('not 24');
    expect(() => parseMarcXmlRecord('<record><leader>00000nam a2200000 a 4500</leader><datafield ind1=" "><subfield code="a">x</subfield></datafield></record>')).toThrow('without a tag');
  });
});
