import { describe, expect, it } from 'vitest';
import { parseAuthoritySearch, validateAuthoritySearch } from './authority-search-params';

describe('parseAuthoritySearch', () => {
  it('keeps a term, a type and a page', () => {
    expect(parseAuthoritySearch({ termo: 'Brasil', tipo: 'assunto_geografico', pagina: '2' })).toEqual({
      search: { termo: 'Brasil', tipo: 'assunto_geografico', pagina: 2 },
      ignored: [],
    });
  });

  it('drops and names an unknown type, a bad page and a non-text term', () => {
    expect(parseAuthoritySearch({ termo: { a: 1 }, tipo: 'senha', pagina: '0' })).toEqual({
      search: {},
      ignored: ['termo', 'tipo', 'pagina'],
    });
    expect(parseAuthoritySearch({ pagina: '2.5' }).ignored).toEqual(['pagina']);
  });

  it("reads the router's merged search back to the clean one", () => {
    const raw = { tipo: 'senha', pagina: 'x', termo: 'Brasil' };
    expect(parseAuthoritySearch({ ...raw, ...validateAuthoritySearch(raw) })).toEqual({
      search: { termo: 'Brasil' },
      ignored: ['tipo', 'pagina'],
    });
  });
});
