import { describe, expect, it } from 'vitest';
import { groupFacets, previewEntries, removeFilter, splitFilter, toggleFilter } from './facet-logic';
import type { FilterEntry } from '../../api/types';

const entry = (tipo: string, codigo: string, total: number, selecionado = false): FilterEntry => ({
  tipo,
  codigo,
  descricao: `${tipo} ${codigo}`,
  total,
  totalSemFiltro: total,
  selecionado,
});

describe('toggleFilter and removeFilter', () => {
  it('adds, removes, and leaves no empty list behind', () => {
    expect(toggleFilter(undefined, 'T', '1')).toEqual(['T:1']);
    expect(toggleFilter(['T:1'], 'Y', '2017')).toEqual(['T:1', 'Y:2017']);
    expect(toggleFilter(['T:1', 'Y:2017'], 'T', '1')).toEqual(['Y:2017']);
    expect(toggleFilter(['T:1'], 'T', '1')).toBeUndefined();
    expect(removeFilter(['T:1', 'NA_C:3'], 'NA_C:3')).toEqual(['T:1']);
    expect(removeFilter(['T:1'], 'T:1')).toBeUndefined();
  });

  it('splits at the first colon, so codes may hold colons', () => {
    expect(splitFilter('NA_C:12')).toEqual({ letter: 'NA_C', code: '12' });
    expect(splitFilter('A:Silva, J.: org.')).toEqual({ letter: 'A', code: 'Silva, J.: org.' });
  });
});

describe('groupFacets', () => {
  it('groups by letter in panel order, whatever order the server sent', () => {
    const groups = groupFacets([entry('I', 'por', 3), entry('T', '1', 5), entry('X', 'O', 1), entry('ZZ', 'q', 1)]);
    expect(groups.map((group) => group.letter)).toEqual(['X', 'T', 'I', 'ZZ']);
  });

  it('sorts years newest first with no date last', () => {
    const [years] = groupFacets([entry('Y', 'sem-data', 9), entry('Y', '1999', 1), entry('Y', '2017', 2), entry('Y', '2003', 4)]);
    expect(years.entries.map((e) => e.codigo)).toEqual(['2017', '2003', '1999', 'sem-data']);
  });

  it('sorts other letters by count, then by name', () => {
    const [types] = groupFacets([entry('T', '3', 2), entry('T', '1', 7), entry('T', '2', 2)]);
    expect(types.entries.map((e) => e.codigo)).toEqual(['1', '2', '3']);
  });

  it('drops entries that match nothing unless they are selected', () => {
    const groups = groupFacets([entry('T', '1', 0), entry('T', '2', 0, true), entry('I', 'eng', 0)]);
    expect(groups).toHaveLength(1);
    expect(groups[0].entries.map((e) => e.codigo)).toEqual(['2']);
  });
});

describe('previewEntries', () => {
  it('shows the first five and any selected entry further down', () => {
    const entries = Array.from({ length: 9 }, (_, i) => entry('A', String(i), 10 - i, i === 7));
    expect(previewEntries(entries).map((e) => e.codigo)).toEqual(['0', '1', '2', '3', '4', '7']);
  });
});
