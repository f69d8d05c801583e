import { describe, expect, it } from 'vitest';
import { detectShape, isoDay, itemFromField, marc21Items, parseMapping, PRESETS, readerFor } from './items';
import type { MarcDataField, MarcRecord } from './types';

const field = (tag: string, subfields: [string, string][]): MarcDataField =>
  ({ tag, ind1: ' ', ind2: ' ', subfields: subfields.map(([code, value]) => ({ code, value })) });
const record = (leader6: string, ...fields: MarcDataField[]): MarcRecord => ({ leader: `00000n${leader6}m a2200000 a 4500`, fields });

describe('item shapes', () => {
  it('recognises the shape by the tag that carries the most barcodes; holdings records make it MFHD; none without barcodes', () => {
    expect(detectShape([record('a', field('952', [['p', '1']]), field('999', [['c', '10'], ['d', '10']]))])).toBe('koha');
    expect(detectShape([record('a', field('949', [['i', '300']]), field('949', [['i', '301']]), field('999', [['i', '9']]))])).toBe('sirsi949');
    expect(detectShape([record('a', field('999', [['i', 'X1']]))])).toBe('sirsi999');
    expect(detectShape([record('a', field('852', [['b', 'BR1']]), field('876', [['p', '7']]))])).toBe('marc21');
    expect(detectShape([record('a'), record('x', field('852', [['a', 'X']]))])).toBe('mfhd');
    // III-style 999 (no $i) and an 852 without barcode are not items.
    expect(detectShape([record('a', field('999', [['b', '1'], ['c', '040914']]), field('852', [['a', 'Library']]))])).toBeNull();
  });

  it('Koha 952: home library first, holding library otherwise; status flags give the state; not for loan is never lent', () => {
    const koha = (sub: [string, string][]) => itemFromField(field('952', sub), PRESETS.koha);
    expect(koha([['p', 'B1'], ['a', 'CPL'], ['b', 'MPL'], ['c', 'GEN'], ['o', '303.4833'], ['y', 'BK'], ['8', 'FIC'], ['d', '2011-04-22'], ['h', 'v. 2']])).toEqual({
      barcode: 'B1', library: 'CPL', location: 'GEN', callNumber: '303.4833', loanType: 'BK', collection: 'FIC', volume: 'v. 2',
      tomo: null, parte: null, material: null, acquired: '2011-04-22', state: 'disponivel',
    });
    expect(koha([['p', 'B2'], ['b', 'MPL']])).toMatchObject({ library: 'MPL', loanType: 'normal' });
    expect(koha([['p', 'B3'], ['1', '1']])).toMatchObject({ state: 'extraviado' });
    expect(koha([['p', 'B4'], ['0', '1']])).toMatchObject({ state: 'extraviado' });
    expect(koha([['p', 'B5'], ['4', '1']])).toMatchObject({ state: 'em_processamento' });
    expect(koha([['p', 'B6'], ['7', '1'], ['y', 'BK']])).toMatchObject({ state: 'consulta_local', loanType: 'consulta local' });
    expect(koha([['p', 'B7'], ['7', '0'], ['1', '0']])).toMatchObject({ state: 'disponivel' });
    expect(koha([['a', 'CPL']])).toEqual({ reason: 'no barcode' });
  });

  it('949 $r N is not lent; 999 $k names a state, an unknown one skips the item with its value', () => {
    expect(itemFromField(field('949', [['i', '1'], ['r', 'N']]), PRESETS.sirsi949)).toMatchObject({ state: 'consulta_local' });
    expect(itemFromField(field('999', [['i', '2'], ['k', 'MISSING']]), PRESETS.sirsi999)).toMatchObject({ state: 'extraviado' });
    expect(itemFromField(field('999', [['i', '3'], ['k', 'CHECKEDOUT']]), PRESETS.sirsi999)).toMatchObject({ state: 'disponivel' });
    expect(itemFromField(field('999', [['i', '4'], ['k', 'LOSTCLOSED']]), PRESETS.sirsi999)).toEqual({ reason: 'unknown status "LOSTCLOSED"', barcode: '4' });
  });

  it('MARC 21 852 + 876–878: each item field is a copy placed by the 852 before it; an 852 alone with $p is one copy', () => {
    const { items, skipped } = marc21Items(record('a',
      field('852', [['a', 'Inst'], ['b', 'Central'], ['c', 'Stacks'], ['h', 'QA76'], ['i', '.B3']]),
      field('876', [['p', 'A1'], ['d', '20190301']]), field('877', [['p', 'A2']]), field('876', [['a', '99']]),
      field('852', [['b', 'Branch'], ['j', 'LOCAL 12'], ['p', 'A3']]),
      field('852', [['b', 'Nowhere']])));
    expect(items.map((i) => [i.barcode, i.library, i.location, i.callNumber, i.parte, i.acquired])).toEqual([
      ['A1', 'Central', 'Stacks', 'QA76 .B3', null, '2019-03-01'],
      ['A2', 'Central', 'Stacks', 'QA76 .B3', 'suplemento', null],
      ['A3', 'Branch', null, 'LOCAL 12', null, null],
    ]);
    expect(skipped).toEqual([{ reason: 'no barcode' }, { reason: 'no barcode' }]);
  });

  it('reads dates as exports write them and refuses impossible ones', () => {
    expect(isoDay('2011-04-22')).toBe('2011-04-22');
    expect(isoDay('20110422')).toBe('2011-04-22');
    expect(isoDay('6/28/1996')).toBe('1996-06-28');
    expect(isoDay('2011-02-30')).toBeNull();
    expect(isoDay('someday')).toBeNull();
  });

  it('a mapping names subfields per attribute and is checked', () => {
    const mapping = parseMapping(JSON.stringify({ tag: '945', subfields: { barcode: 'b', callNumber: 'h i', library: 'l' }, flags: [{ subfield: 'x', state: 'extraviado' }] }));
    const read = readerFor('mapping', mapping);
    expect(read(record('a', field('945', [['b', 'Z9'], ['h', '981'], ['i', 'S237'], ['l', 'Setorial'], ['x', 'y']]))).items[0])
      .toMatchObject({ barcode: 'Z9', callNumber: '981 S237', library: 'Setorial', state: 'extraviado' });
    expect(() => parseMapping('{')).toThrow('not JSON');
    expect(() => parseMapping(JSON.stringify({ tag: '001', subfields: { barcode: 'a' } }))).toThrow('"tag" must be a data field');
    expect(() => parseMapping(JSON.stringify({ tag: '945', subfields: { barcode: 'b', shelf: 'c' } }))).toThrow('unknown attribute "shelf"');
    expect(() => parseMapping(JSON.stringify({ tag: '945', subfields: { barcode: 'b' }, status: { subfield: 's', values: { A: 'on-shelf' } } })))
      .toThrow('status.values["A"] must be one of');
  });
});
