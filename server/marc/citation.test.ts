import { describe, expect, it } from 'vitest';
import { renderBibliography, renderReference } from './citation';
import type { MarcRecord } from './types';

const book = (author: string, title: string, subtitle: string | null, url?: string): MarcRecord => ({
  leader: '00000cam a2200000 a 4500',
  fields: [
    { tag: '008', value: '110505s2011    bl            000 0 por d' },
    { tag: '100', ind1: '1', ind2: ' ', subfields: [{ code: 'a', value: `${author},` }] },
    { tag: '245', ind1: '1', ind2: '0', subfields: [{ code: 'a', value: subtitle ? `${title} :` : `${title}.` }, ...(subtitle ? [{ code: 'b', value: `${subtitle}.` }] : [])] },
    { tag: '250', ind1: ' ', ind2: ' ', subfields: [{ code: 'a', value: '43. ed.' }] },
    { tag: '260', ind1: ' ', ind2: ' ', subfields: [{ code: 'a', value: 'São Paulo :' }, { code: 'b', value: 'Paz e Terra,' }, { code: 'c', value: '2011.' }] },
    ...(url ? [{ tag: '856', ind1: '4', ind2: '0', subfields: [{ code: 'u', value: url }] }] : []),
  ],
});

describe('references from the CSL styles', () => {
  it('writes ABNT as NBR 6023 does: SURNAME, Given. **Title**: subtitle. Edition. Place: Publisher, year.', () => {
    const ref = renderReference('abnt', 1, book('Freire, Paulo', 'Pedagogia da autonomia', 'saberes necessários à prática educativa'));
    expect(ref.text).toBe('FREIRE, Paulo. Pedagogia da autonomia: saberes necessários à prática educativa. 43. ed. São Paulo: Paz e Terra, 2011.');
    expect(ref.html).toBe('FREIRE, Paulo. <b>Pedagogia da autonomia</b>: saberes necessários à prática educativa. 43. ed. São Paulo: Paz e Terra, 2011.');
  });

  it('ends an online book with "Disponível em" and the access date', () => {
    const ref = renderReference('abnt', 2, book('Freire, Paulo', 'Pedagogia do oprimido', null, 'https://example.org/oprimido.pdf'));
    expect(ref.text).toMatch(/^FREIRE, Paulo\. Pedagogia do oprimido\. 43\. ed\. São Paulo: Paz e Terra, 2011\. Disponível em: <https:\/\/example\.org\/oprimido\.pdf>\. Acesso em: \d{1,2} (jan\.|fev\.|mar\.|abr\.|maio|jun\.|jul\.|ago\.|set\.|out\.|nov\.|dez\.) \d{4}\.$/);
    expect(ref.html).toContain('Disponível em: &#60;https://example.org/oprimido.pdf&#62;');
  });

  it('lists several references alphabetically', () => {
    const list = renderBibliography('abnt', [
      { id: 1, record: book('Saviani, Dermeval', 'Escola e democracia', null) },
      { id: 2, record: book('Freire, Paulo', 'Pedagogia da autonomia', null) },
    ]);
    expect(list.map((r) => r.text.split('.')[0])).toEqual(['FREIRE, Paulo', 'SAVIANI, Dermeval']);
  });
});
