import { describe, expect, it } from 'vitest';
import { parseMappingFile } from './item-mapping';
import { itemFromField, PRESETS } from './items';
import { chooseLoanType, countItemType, parseLoanTypeMap, unknownTypesText, type ItemTypeCount } from './loan-types';

const known = new Set(['normal', 'consulta local', 'dvd', 'especial (7 dias)']);
const copy = (itemType: string | null, state: 'disponivel' | 'consulta_local' = 'disponivel') => ({ itemType, state });

describe('item types onto loan types', () => {
  it('a copy never lent gets the in-library type, a copy without a type the default, whatever the map says', () => {
    expect(chooseLoanType(copy('BK', 'consulta_local'), { BK: 'dvd' }, known)).toEqual({ loanType: 'consulta local', how: 'in-library' });
    expect(chooseLoanType(copy(null), { '': 'dvd' }, known)).toEqual({ loanType: 'normal', how: 'default' });
  });

  it('the map names the type first; else an item type that is a code already is that type; else it is unknown', () => {
    expect(chooseLoanType(copy('BK'), { BK: 'normal' }, known)).toEqual({ loanType: 'normal', how: 'mapped' });
    // The map outranks a code of the same name.
    expect(chooseLoanType(copy('dvd'), { dvd: 'normal' }, known)).toEqual({ loanType: 'normal', how: 'mapped' });
    expect(chooseLoanType(copy('dvd'), {}, known)).toEqual({ loanType: 'dvd', how: 'same' });
    // Codes are matched exactly: DVD is not dvd.
    expect(chooseLoanType(copy('DVD'), {}, known)).toEqual({ loanType: 'DVD', how: 'unknown' });
    // Mapped onto a code the list lacks: unknown, under the code it would be created as.
    expect(chooseLoanType(copy('REF'), { REF: 'reserva' }, known)).toEqual({ loanType: 'reserva', how: 'unknown' });
    // A key inherited by every object is not a mapping.
    expect(chooseLoanType(copy('toString'), {}, known).how).toBe('unknown');
  });

  it('counts copies per item type and loan type, leaving out copies without a type or never lent; names the unknown ones', () => {
    const counts: ItemTypeCount[] = [];
    for (const [t, state] of [['BK', 'disponivel'], ['BK', 'disponivel'], ['DVD', 'disponivel'], ['REF', 'disponivel'], [null, 'disponivel'], ['BK', 'consulta_local']] as const) {
      const item = copy(t, state);
      countItemType(counts, t, chooseLoanType(item, { BK: 'normal', REF: 'reserva' }, known));
    }
    expect(counts).toEqual([
      { value: 'BK', loanType: 'normal', how: 'mapped', copies: 2 },
      { value: 'DVD', loanType: 'DVD', how: 'unknown', copies: 1 },
      { value: 'REF', loanType: 'reserva', how: 'unknown', copies: 1 },
    ]);
    expect(unknownTypesText(counts)).toBe('DVD 1, REF → reserva 1');
  });

  it('reads the item type as the file gives it; the read loan type is the in-library one for a copy not for loan', () => {
    const item = itemFromField({ tag: '952', ind1: ' ', ind2: ' ', subfields: [{ code: 'p', value: '1' }, { code: 'y', value: ' BK ' }, { code: '7', value: '1' }] }, PRESETS.koha);
    expect(item).toMatchObject({ itemType: 'BK', loanType: 'consulta local', state: 'consulta_local' });
  });

  it('the mapping file: "loanTypes" alone keeps the shape recognised; with a shape, both; mistakes are named', () => {
    expect(parseMappingFile(JSON.stringify({ loanTypes: { BK: ' normal ' } }))).toEqual({ mapping: null, loanTypes: { BK: 'normal' } });
    const both = parseMappingFile(JSON.stringify({ extends: 'koha', loanTypes: { BK: 'normal' } }));
    expect(both.mapping?.tag).toBe('952');
    expect(both.loanTypes).toEqual({ BK: 'normal' });
    expect(parseMappingFile(JSON.stringify({ extends: 'koha' })).loanTypes).toEqual({});
    expect(() => parseLoanTypeMap(['BK'])).toThrow('"loanTypes" must be an object');
    expect(() => parseLoanTypeMap({ BK: 3 })).toThrow('loanTypes["BK"] must be a loan type code');
    expect(() => parseLoanTypeMap({ BK: ' ' })).toThrow('loanTypes["BK"] must be a loan type code');
    // Without "loanTypes", a file still needs its shape.
    expect(() => parseMappingFile('{}')).toThrow('"tag" must be a data field tag');
  });
});
