import { describe, expect, it } from 'vitest';
import { hasSearchTerm, parseCatalogueSearch, validateCatalogueSearch } from './search-params';

describe('validateCatalogueSearch', () => {
  it('keeps well-formed values', () => {
    expect(
      validateCatalogueSearch({ termo: 'zealand', tipo: 'titulo', pagina: 2, quantPag: 20, ordenacao: 'C', exibicao: 'C' }),
    ).toEqual({ termo: 'zealand', tipo: 'titulo', pagina: 2, quantPag: 20, ordenacao: 'C', exibicao: 'C' });
  });

  it('accepts numbers given as text and terms the router parsed as numbers or booleans', () => {
    expect(validateCatalogueSearch({ termo: 1984, pagina: '3', quantPag: '50', ordenacao: 'D' })).toEqual({
      termo: '1984',
      pagina: 3,
      quantPag: 50,
      ordenacao: 'D',
    });
    expect(validateCatalogueSearch({ termo: true })).toEqual({ termo: 'true' });
  });

  it('drops malformed values and names them', () => {
    const parsed = parseCatalogueSearch({
      termo: { nested: true },
      tipo: 'everything',
      pagina: -1,
      quantPag: 100000,
      ordenacao: "C'; drop table",
      exibicao: 'X',
      anoIni: 'ontem',
    });
    expect(parsed.search).toEqual({});
    expect(parsed.ignored.sort()).toEqual(['anoIni', 'exibicao', 'ordenacao', 'pagina', 'quantPag', 'termo', 'tipo']);
    expect(validateCatalogueSearch({ pagina: '2.5', quantPag: 0, tipo: 42 })).toEqual({});
    expect(validateCatalogueSearch({ quantPag: 33, ordenacao: 'c' })).toEqual({});
    expect(validateCatalogueSearch({ termo: 'x'.repeat(2001) })).toEqual({});
  });

  it("reads the router's merged search (validated values over raw ones) back to the clean one", () => {
    const raw = { termo: 'brasil', pagina: 'abc', filtro: ['nonsense', 'T:1'], campo: 'senha', lng: 'en' };
    const merged = { ...raw, ...validateCatalogueSearch(raw) };
    expect(parseCatalogueSearch(merged).search).toEqual({ termo: 'brasil', filtro: ['T:1'] });
  });

  it('ignores unknown parameters without reporting them', () => {
    expect(parseCatalogueSearch({ lng: 'en', termo: 'brasil' })).toEqual({ search: { termo: 'brasil' }, ignored: [] });
  });
});

describe('filters in the URL', () => {
  it('keeps LETTER:code filters, accepts a single one, and removes duplicates', () => {
    expect(validateCatalogueSearch({ filtro: ['T:1', 'Y:2017', 'T:1', 'NA_C:12'] }).filtro).toEqual([
      'T:1',
      'Y:2017',
      'NA_C:12',
    ]);
    expect(validateCatalogueSearch({ filtro: 'X:O' }).filtro).toEqual(['X:O']);
    expect(validateCatalogueSearch({ filtroRede: ['Z:3'] }).filtroRede).toEqual(['Z:3']);
  });

  it('drops malformed filters, keeps the good ones, and reports the key', () => {
    const parsed = parseCatalogueSearch({ filtro: ['T:1', 'lowercase:1', 'T:', 42, { a: 1 }, `P:${'x'.repeat(201)}`] });
    expect(parsed.search.filtro).toEqual(['T:1']);
    expect(parsed.ignored).toEqual(['filtro']);
    const allBad = parseCatalogueSearch({ filtro: 'nonsense' });
    expect(allBad.search.filtro).toBeUndefined();
    expect(allBad.ignored).toEqual(['filtro']);
  });
});

describe('advanced rows in the URL', () => {
  it('reads rows position by position, with E as the default operator', () => {
    expect(
      validateCatalogueSearch({
        campo: ['titulo', 'autor', 'isbn'],
        valor: ['brasil', 'Freyre', '978-85'],
        operador: ['E', 'OU'],
        anoIni: 1950,
        anoFim: '2000',
      }),
    ).toEqual({
      campo: ['titulo', 'autor', 'isbn'],
      valor: ['brasil', 'Freyre', '978-85'],
      operador: ['E', 'OU', 'E'],
      anoIni: 1950,
      anoFim: 2000,
    });
  });

  it('accepts a single row given as plain values', () => {
    expect(validateCatalogueSearch({ campo: 'assunto', valor: 'história' })).toEqual({
      campo: ['assunto'],
      valor: ['história'],
      operador: ['E'],
    });
  });

  it('drops a row with an unknown field or operator and reports it', () => {
    const parsed = parseCatalogueSearch({
      campo: ['titulo', 'senha', 'autor'],
      valor: ['a', 'b', 'c'],
      operador: ['E', 'E', 'XOR'],
    });
    expect(parsed.search).toEqual({ campo: ['titulo'], valor: ['a'], operador: ['E'] });
    expect(parsed.ignored.sort()).toEqual(['campo', 'operador']);
  });

  it('keeps at most ten rows', () => {
    const parsed = parseCatalogueSearch({ campo: Array(12).fill('livre'), valor: Array(12).fill('x') });
    expect(parsed.search.campo).toHaveLength(10);
    expect(parsed.ignored).toContain('campo');
  });
});

describe('hasSearchTerm', () => {
  it('needs a non-blank term or a non-blank advanced value', () => {
    expect(hasSearchTerm({})).toBe(false);
    expect(hasSearchTerm({ termo: '   ' })).toBe(false);
    expect(hasSearchTerm({ termo: 'brasil' })).toBe(true);
    expect(hasSearchTerm({ campo: ['titulo'], valor: ['  '], operador: ['E'] })).toBe(false);
    expect(hasSearchTerm({ campo: ['titulo'], valor: ['brasil'], operador: ['E'] })).toBe(true);
  });
});
