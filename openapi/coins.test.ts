import { describe, expect, it } from 'vitest';
import { coinsKind, coinsTitle } from './coins';

const pairs = (kev: string) => kev.split('&').map((p) => p.split('=').map(decodeURIComponent) as [string, string]);

describe('COinS', () => {
  it('maps the catalogue types of work to OpenURL formats', () => {
    expect([1, 2, 10, 11, 6, undefined].map(coinsKind)).toEqual(['book', 'periodical', 'article', 'thesis', 'other', 'other']);
  });

  it('writes a book with btitle, authors, ISBNs, imprint and edition', () => {
    const kev = coinsTitle({ kind: 'book', title: 'Pedagogia do oprimido', authors: ['Freire, Paulo'], isbn: ['9788577531646'], date: 2019, publisher: 'Paz & Terra', place: 'Rio de Janeiro', edition: '71. ed.', url: 'https://x.edu/acervo/7' });
    expect(pairs(kev)).toEqual([
      ['ctx_ver', 'Z39.88-2004'], ['rft_val_fmt', 'info:ofi/fmt:kev:mtx:book'], ['rft_id', 'https://x.edu/acervo/7'], ['rft.genre', 'book'],
      ['rft.btitle', 'Pedagogia do oprimido'], ['rft.au', 'Freire, Paulo'], ['rft.isbn', '9788577531646'], ['rft.date', '2019'],
      ['rft.pub', 'Paz & Terra'], ['rft.place', 'Rio de Janeiro'], ['rft.edition', '71. ed.'],
    ]);
    // A value's own & and = never split the string.
    expect(kev.split('&')).toHaveLength(11);
  });

  it('writes journals, articles and theses in their formats, other works as Dublin Core', () => {
    expect(pairs(coinsTitle({ kind: 'periodical', title: 'Revista', authors: [], issn: ['1234-5678'] })))
      .toEqual(expect.arrayContaining([['rft_val_fmt', 'info:ofi/fmt:kev:mtx:journal'], ['rft.jtitle', 'Revista'], ['rft.issn', '1234-5678']]));
    expect(pairs(coinsTitle({ kind: 'article', title: 'Um artigo', authors: ['A, B'], container: 'Revista' })))
      .toEqual(expect.arrayContaining([['rft.genre', 'article'], ['rft.atitle', 'Um artigo'], ['rft.jtitle', 'Revista']]));
    expect(pairs(coinsTitle({ kind: 'thesis', title: 'Tese', authors: ['C, D'], publisher: 'UFSC' })))
      .toEqual(expect.arrayContaining([['rft_val_fmt', 'info:ofi/fmt:kev:mtx:dissertation'], ['rft.title', 'Tese'], ['rft.inst', 'UFSC']]));
    expect(pairs(coinsTitle({ kind: 'other', title: 'Filme', authors: ['E'], typeLabel: 'Vídeo / Filme' })))
      .toEqual(expect.arrayContaining([['rft_val_fmt', 'info:ofi/fmt:kev:mtx:dc'], ['rft.title', 'Filme'], ['rft.creator', 'E'], ['rft.type', 'Vídeo / Filme']]));
  });

  it('leaves out empty values', () => {
    expect(coinsTitle({ kind: 'book', title: 'T', authors: ['  '], date: null, publisher: '' })).not.toMatch(/rft\.(au|date|pub)=/);
  });
});
