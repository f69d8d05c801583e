import { describe, expect, it } from 'vitest';
import { isIndexType, parseBrowseSearch, validateBrowseSearch } from './browse-params';

describe('parseBrowseSearch', () => {
  it('keeps a term and a direction', () => {
    expect(parseBrowseSearch({ termo: 'Silva', direcao: 'tras' })).toEqual({
      search: { termo: 'Silva', direcao: 'tras' },
      ignored: [],
    });
    expect(parseBrowseSearch({ termo: 1984 }).search).toEqual({ termo: '1984' });
  });

  it('drops and names malformed values', () => {
    expect(parseBrowseSearch({ termo: ['a'], direcao: 'sideways', lng: 'en' })).toEqual({
      search: {},
      ignored: ['termo', 'direcao'],
    });
    expect(parseBrowseSearch({ termo: 'x'.repeat(501) }).ignored).toEqual(['termo']);
  });

  it("reads the router's merged search back to the clean one", () => {
    const raw = { termo: 'Silva', direcao: 'sideways' };
    expect(parseBrowseSearch({ ...raw, ...validateBrowseSearch(raw) })).toEqual({ search: { termo: 'Silva' }, ignored: ['direcao'] });
  });
});

describe('isIndexType', () => {
  it('knows the seven indexes of the spec', () => {
    expect(['titulo', 'serie', 'autor', 'assunto', 'classificacao', 'isbn', 'issn'].every(isIndexType)).toBe(true);
    expect(isIndexType('senha')).toBe(false);
  });
});
