import { describe, expect, it } from 'vitest';
import type { MarcRecord } from '../../../marc/types';
import { datestamp, header, marcXml } from './xml';

describe('OAI-PMH XML writers', () => {
  it('writes datestamps at second granularity in UTC', () => {
    expect(datestamp('2024-01-02T03:04:05.678Z')).toBe('2024-01-02T03:04:05Z');
  });

  it('marks a deleted header and lists its sets', () => {
    expect(header({ identifier: 'oai:x:1', datestamp: '2024-01-01T00:00:00Z', sets: ['tipo:1'], deleted: true }))
      .toBe('<header status="deleted"><identifier>oai:x:1</identifier><datestamp>2024-01-01T00:00:00Z</datestamp><setSpec>tipo:1</setSpec></header>');
  });

  it('writes MARCXML from the stored record, leaving out fields the schema cannot hold', () => {
    const record: MarcRecord = {
      leader: '00000nam a2200000 a 4500',
      fields: [
        { tag: '001', value: 'abc' },
        { tag: '245', ind1: '1', ind2: 'X', subfields: [{ code: 'a', value: 'Título & <outro>' }] },
        { tag: '2!5', ind1: ' ', ind2: ' ', subfields: [{ code: 'a', value: 'bad tag' }] },
        { tag: '500', ind1: ' ', ind2: ' ', subfields: [] },
      ],
    };
    const xml = marcXml(record);
    expect(xml).toMatch(/^<marc:record xmlns:marc="http:\/\/www.loc.gov\/MARC21\/slim" xsi:schemaLocation="http:\/\/www.loc.gov\/MARC21\/slim http:\/\/www.loc.gov\/standards\/marcxml\/schema\/MARC21slim.xsd"><marc:leader>/);
    expect(xml).toContain('<marc:controlfield tag="001">abc</marc:controlfield>');
    expect(xml).toContain('<marc:datafield tag="245" ind1="1" ind2=" "><marc:subfield code="a">Título &amp; &lt;outro&gt;</marc:subfield></marc:datafield>');
    expect(xml).not.toContain('bad tag');
    expect(xml).not.toContain('tag="500"');
  });
});
