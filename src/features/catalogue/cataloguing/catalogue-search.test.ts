import { describe, expect, it } from 'vitest';
import { parseCatalogueSearch } from './catalogue-search';

describe('the cataloguer section address', () => {
  it('keeps a trimmed term and a title code, and drops what does not parse', () => {
    expect(parseCatalogueSearch({ q: '  dom casmurro ', acervo: '12' })).toEqual({ q: 'dom casmurro', acervo: 12 });
    expect(parseCatalogueSearch({ q: '   ', acervo: 'x' })).toEqual({});
    expect(parseCatalogueSearch({ acervo: -3 })).toEqual({});
    expect(parseCatalogueSearch({ acervo: 2 ** 31 })).toEqual({});
    expect(parseCatalogueSearch({ q: 'a'.repeat(300) }).q).toHaveLength(200);
  });
});
