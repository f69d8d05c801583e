import { describe, expect, it } from 'vitest';
import { hasSearchTerm, validateCatalogueSearch } from './search-params';

describe('validateCatalogueSearch', () => {
  it('keeps well-formed values', () => {
    expect(
      validateCatalogueSearch({ termo: 'zealand', tipo: 'titulo', pagina: 2, quantPag: 20, ordenacao: 'C' }),
    ).toEqual({ termo: 'zealand', tipo: 'titulo', pagina: 2, quantPag: 20, ordenacao: 'C' });
  });

  it('accepts numbers given as text and terms the router parsed as numbers', () => {
    expect(validateCatalogueSearch({ termo: 1984, pagina: '3', quantPag: '50', ordenacao: 'D' })).toEqual({
      termo: '1984',
      pagina: 3,
      quantPag: 50,
      ordenacao: 'D',
    });
  });

  it('drops malformed values without failing', () => {
    expect(
      validateCatalogueSearch({
        termo: { nested: true },
        tipo: 'everything',
        pagina: -1,
        quantPag: 100000,
        ordenacao: "C'; drop table",
      }),
    ).toEqual({});
    expect(validateCatalogueSearch({ pagina: '2.5', quantPag: 0, tipo: 42 })).toEqual({});
    expect(validateCatalogueSearch({ quantPag: 33, ordenacao: 'c' })).toEqual({});
    expect(validateCatalogueSearch({ termo: 'x'.repeat(2001) })).toEqual({});
  });

  it('ignores unknown parameters', () => {
    expect(validateCatalogueSearch({ lng: 'en', termo: 'brasil' })).toEqual({ termo: 'brasil' });
  });
});

describe('hasSearchTerm', () => {
  it('needs a non-blank term', () => {
    expect(hasSearchTerm({})).toBe(false);
    expect(hasSearchTerm({ termo: '   ' })).toBe(false);
    expect(hasSearchTerm({ termo: 'brasil' })).toBe(true);
  });
});
