import { describe, expect, it } from 'vitest';
import { cslItem, editionOf, personName } from './citation-item';
import type { MarcRecord } from './types';

const record: MarcRecord = {
  leader: '00000cam a2200000 a 4500',
  fields: [
    { tag: '001', value: '1' },
    { tag: '008', value: '100505s2010    bl            000 0 por d' },
    { tag: '020', ind1: ' ', ind2: ' ', subfields: [{ code: 'a', value: '9788535914849 (broch.)' }] },
    { tag: '100', ind1: '1', ind2: ' ', subfields: [{ code: 'a', value: 'Freire, Paulo,' }, { code: 'd', value: '1921-1997.' }] },
    { tag: '245', ind1: '1', ind2: '0', subfields: [{ code: 'a', value: 'Pedagogia da autonomia :' }, { code: 'b', value: 'saberes necessários à prática educativa /' }, { code: 'c', value: 'Paulo Freire.' }] },
    { tag: '250', ind1: ' ', ind2: ' ', subfields: [{ code: 'a', value: '43. ed.' }] },
    { tag: '260', ind1: ' ', ind2: ' ', subfields: [{ code: 'a', value: 'São Paulo :' }, { code: 'b', value: 'Paz e Terra,' }, { code: 'c', value: '2011.' }] },
    { tag: '300', ind1: ' ', ind2: ' ', subfields: [{ code: 'a', value: '143 p. ;' }, { code: 'c', value: '21 cm.' }] },
    { tag: '490', ind1: '0', ind2: ' ', subfields: [{ code: 'a', value: 'Coleção Leitura ;' }, { code: 'v', value: '1' }] },
    { tag: '700', ind1: '1', ind2: ' ', subfields: [{ code: 'a', value: 'Souza, Ana Maria,' }, { code: 'e', value: 'tradutor.' }] },
    { tag: '856', ind1: '4', ind2: '2', subfields: [{ code: '3', value: 'Resenha' }, { code: 'u', value: 'https://example.org/resenha' }] },
  ],
};

describe('MARC record as a CSL-JSON item', () => {
  it('splits names, title and subtitle, and keeps the imprint', () => {
    const item = cslItem(7, record, new Date('2026-01-02'));
    expect(item).toMatchObject({
      id: '7', type: 'book', title: 'Pedagogia da autonomia: saberes necessários à prática educativa',
      author: [{ family: 'Freire', given: 'Paulo' }], translator: [{ family: 'Souza', given: 'Ana Maria' }],
      edition: 43, publisher: 'Paz e Terra', 'publisher-place': 'São Paulo', issued: { 'date-parts': [[2010]] },
      ISBN: '9788535914849', 'number-of-pages': '143', 'collection-title': 'Coleção Leitura', 'collection-number': '1', language: 'pt',
    });
    // A related page (856 ind2 2) is not the work itself: no URL, no access date.
    expect(item.URL).toBeUndefined();
    expect(item.accessed).toBeUndefined();
  });

  it('reads editions as numbers where it can', () => {
    expect(editionOf('4th ed.')).toBe(4);
    expect(editionOf('2. ed.')).toBe(2);
    expect(editionOf('3a edição')).toBe(3);
    expect(editionOf('[Rev. ed.]')).toBe('Rev.');
    expect(editionOf(null)).toBeUndefined();
  });

  it('keeps a forename-only name whole', () => {
    expect(personName({ tag: '100', ind1: '0', ind2: ' ', subfields: [{ code: 'a', value: 'Pelé,' }] })).toEqual({ literal: 'Pelé' });
  });
});
