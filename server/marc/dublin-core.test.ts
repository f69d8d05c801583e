import { describe, expect, it } from 'vitest';
import { toDublinCore, toOaiDcXml } from './dublin-core';
import type { MarcRecord } from './types';

const record: MarcRecord = {
  leader: '00000cem a2200000 a 4500',
  fields: [
    { tag: '008', value: '100505s2010    bl            000 0 por d' },
    { tag: '245', ind1: '1', ind2: '0', subfields: [{ code: 'a', value: 'Mapa do Brasil <1:5.000.000> /' }, { code: 'c', value: 'IBGE.' }] },
    { tag: '110', ind1: '2', ind2: ' ', subfields: [{ code: 'a', value: 'IBGE.' }] },
    { tag: '700', ind1: '1', ind2: ' ', subfields: [{ code: 'a', value: 'Lima, João,' }, { code: 'e', value: 'ilustrador.' }] },
    { tag: '540', ind1: ' ', ind2: ' ', subfields: [{ code: 'a', value: 'Uso livre & aberto.' }] },
    { tag: '651', ind1: ' ', ind2: '0', subfields: [{ code: 'a', value: 'Brasil' }, { code: 'v', value: 'Mapas.' }] },
  ],
};

describe('MARC to Dublin Core', () => {
  it('follows the crosswalk: 1XX creator, other roles contributor, 651 coverage, 540 rights, Leader/06 type', () => {
    const dc = toDublinCore(record);
    expect(dc).toEqual([
      { elemento: 'dc.title', valor: 'Mapa do Brasil <1:5.000.000>' },
      { elemento: 'dc.creator', valor: 'IBGE' },
      { elemento: 'dc.contributor', valor: 'Lima, João' },
      { elemento: 'dc.type', valor: 'Image' },
      { elemento: 'dc.language', valor: 'por' },
      { elemento: 'dc.coverage', valor: 'Brasil -- Mapas' },
      { elemento: 'dc.rights', valor: 'Uso livre & aberto' },
    ]);
  });

  it('escapes the XML', () => {
    const xml = toOaiDcXml(toDublinCore(record));
    expect(xml).toContain('<dc:title>Mapa do Brasil &lt;1:5.000.000&gt;</dc:title>');
    expect(xml).toContain('<dc:rights>Uso livre &amp; aberto</dc:rights>');
  });
});
