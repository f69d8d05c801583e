import { describe, expect, it } from 'vitest';
import { parseMapping } from './item-mapping';
import { detectShape, isoDay, itemFromField, marc21Items, PRESETS, readerFor, recordReader } from './items';
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
      barcode: 'B1', library: 'CPL', location: 'GEN', callNumber: '303.4833', loanType: 'BK', itemType: 'BK', collection: 'FIC', volume: 'v. 2',
      tomo: null, parte: null, material: null, acquired: '2011-04-22', state: 'disponivel', notes: [],
    });
    expect(koha([['p', 'B2'], ['b', 'MPL']])).toMatchObject({ library: 'MPL', loanType: 'normal' });
    expect(koha([['p', 'B3'], ['1', '1']])).toMatchObject({ state: 'extraviado' });
    // Koha's lost values: 1 lost, 2 long overdue, 3 lost and paid for, 4 missing.
    expect(koha([['p', 'B3b'], ['1', '4']])).toMatchObject({ state: 'extraviado', notes: [{ source: '952 $1', value: '(set)', state: 'extraviado', unknown: false }] });
    expect(koha([['p', 'B4'], ['0', '1']])).toMatchObject({ state: 'baixado' });
    expect(koha([['p', 'B5'], ['4', '1']])).toMatchObject({ state: 'em_processamento' });
    expect(koha([['p', 'B6'], ['7', '1'], ['y', 'BK']])).toMatchObject({ state: 'consulta_local', loanType: 'consulta local' });
    // notforloan -1 is "Ordered": not here yet.
    expect(koha([['p', 'B6b'], ['7', '-1']])).toMatchObject({ state: 'em_processamento' });
    // $q: on loan since that date.
    expect(koha([['p', 'B6c'], ['q', '2024-03-01']])).toMatchObject({ state: 'emprestado' });
    expect(koha([['p', 'B7'], ['7', '0'], ['1', '0']])).toMatchObject({ state: 'disponivel', notes: [] });
    // The gravest wins: withdrawn over lost over on loan.
    expect(koha([['p', 'B8'], ['q', '2024-03-01'], ['1', '1'], ['0', '1']])).toMatchObject({ state: 'baixado' });
    expect(koha([['p', 'B9'], ['q', '2024-03-01'], ['1', '1']])).toMatchObject({ state: 'extraviado' });
    expect(koha([['a', 'CPL']])).toEqual({ reason: 'no barcode' });
  });

  it('SirsiDynix: $l and $k locations that stand for a state; an unlisted $k is reported and never on the shelf', () => {
    const sirsi = (sub: [string, string][]) => itemFromField(field('999', [['i', 'S'], ...sub]), PRESETS.sirsi999);
    expect(sirsi([['l', 'STACKS']])).toMatchObject({ state: 'disponivel', notes: [] });
    for (const [value, state] of [['WITHDRAWN', 'baixado'], ['DISCARD', 'baixado'], ['LOST', 'extraviado'], ['LOST-NRO', 'extraviado'],
      ['LOSTCLOSED', 'extraviado'], ['MISSING', 'extraviado'], ['ON-ORDER', 'em_processamento'], ['CHECKEDOUT', 'emprestado']]) {
      expect(sirsi([['l', value]]), `$l ${value}`).toMatchObject({ state });
      expect(sirsi([['l', 'STACKS'], ['k', value]]), `$k ${value}`).toMatchObject({ state });
    }
    expect(sirsi([['k', 'INTRANSIT']])).toMatchObject({ state: 'disponivel' });
    expect(sirsi([['k', 'REFERENCE']])).toMatchObject({ state: 'consulta_local', loanType: 'consulta local' });
    // A value compares without regard to case.
    expect(sirsi([['k', 'checkedout']])).toMatchObject({ state: 'emprestado' });
    expect(sirsi([['l', 'STACKS'], ['k', 'LAC']])).toMatchObject({ state: 'em_processamento', notes: [{ source: '999 $k', value: 'LAC', state: 'em_processamento', unknown: true }] });
    // Withdrawn home location beats a checked-out current one.
    expect(sirsi([['l', 'WITHDRAWN'], ['k', 'CHECKEDOUT']])).toMatchObject({ state: 'baixado' });
    expect(itemFromField(field('949', [['i', '1'], ['r', 'N']]), PRESETS.sirsi949)).toMatchObject({ state: 'consulta_local' });
    expect(itemFromField(field('949', [['i', '1'], ['k', 'LOST']]), PRESETS.sirsi949)).toMatchObject({ state: 'extraviado' });
  });

  it('Evergreen 852 $s: the copy status names; $x reference; an unknown status is reported', () => {
    const evergreen = (sub: [string, string][]) => marc21Items(record('a', field('852', [['b', 'BR1'], ['p', 'E1'], ...sub]))).items[0];
    for (const [value, state] of [['Available', 'disponivel'], ['Checked out', 'emprestado'], ['Lost', 'extraviado'], ['Missing', 'extraviado'],
      ['Withdrawn', 'baixado'], ['Discard/Weed', 'baixado'], ['In process', 'em_processamento'], ['On order', 'em_processamento'],
      ['Reshelving', 'disponivel'], ['Long Overdue', 'extraviado'], ['Damaged', 'em_processamento']]) {
      expect(evergreen([['s', value]]), value).toMatchObject({ state });
    }
    expect(evergreen([['s', 'Available'], ['x', 'reference']])).toMatchObject({ state: 'consulta_local' });
    expect(evergreen([['s', 'Sent to Mars']])).toMatchObject({ state: 'em_processamento', notes: [{ source: '852 $s', value: 'Sent to Mars', unknown: true }] });
    // 876 $j, the item status of MARC 21 holdings, has local values only: reported.
    expect(marc21Items(record('a', field('852', [['b', 'X']]), field('876', [['p', 'I1'], ['j', 'weird']]))).items[0]).toMatchObject({ state: 'em_processamento' });
  });

  it('reads every item shape a record carries, one copy per barcode, and counts the item fields and subfields it did not read', () => {
    const rec = record('a', field('949', [['i', 'A'], ['l', 'DESM-CIR'], ['m', 'DESMARAIS'], ['a', 'QA1'], ['o', 'a note']]),
      field('852', [['b', 'BR1'], ['p', 'B'], ['s', 'Checked out']]), field('852', [['b', 'BR1'], ['p', 'A']]), field('952', [['a', 'X']]));
    const every = recordReader({ shape: 'sirsi949' }, true)(rec);
    expect(every.items.map((i) => [i.barcode, i.state])).toEqual([['A', 'disponivel'], ['B', 'emprestado']]);
    expect(every.deduplicated).toBe(1);
    expect(every.unread).toEqual({ '949 $o': 1, 952: 1 });
    // The shape chosen by hand reads that shape only, and names the rest as not read.
    const chosen = recordReader({ shape: 'sirsi949' }, false)(rec);
    expect(chosen.items.map((i) => i.barcode)).toEqual(['A']);
    expect(chosen.unread).toEqual({ '949 $o': 1, 852: 2, 952: 1 });
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
    expect(() => parseMapping(JSON.stringify({ extends: 'aleph' }))).toThrow('"extends" must be one of');
    expect(() => parseMapping(JSON.stringify({ extends: 'sirsi999', statuses: { k: { values: { LAC: 'gone' } } } }))).toThrow('statuses["k"].values["LAC"] must be one of');
  });

  it('a mapping file extending a preset overrides its status values one by one and keeps the rest', () => {
    const mapping = parseMapping(JSON.stringify({ extends: 'sirsi999', statuses: { k: { values: { LAC: 'disponivel', CHECKEDOUT: 'keep' } } } }));
    const read = (sub: [string, string][]) => readerFor('mapping', mapping)(record('a', field('999', [['i', 'M1'], ...sub]))).items[0];
    expect(read([['k', 'LAC']])).toMatchObject({ state: 'disponivel', notes: [{ source: '999 $k', value: 'LAC', state: 'disponivel', unknown: false }] });
    expect(read([['k', 'CHECKEDOUT']])).toMatchObject({ state: 'disponivel' });
    // The preset's other values and its $l rule stay; an unlisted $k is still reported.
    expect(read([['k', 'MISSING']])).toMatchObject({ state: 'extraviado' });
    expect(read([['l', 'WITHDRAWN']])).toMatchObject({ state: 'baixado' });
    expect(read([['l', 'STACKS']])).toMatchObject({ state: 'disponivel' });
    expect(read([['k', 'SPECDESK']])).toMatchObject({ state: 'em_processamento', notes: [{ unknown: true }] });
    const evergreen = parseMapping(JSON.stringify({ extends: 'marc21', statuses: { s: { values: { 'Sent to Mars': 'extraviado' } } } }));
    expect(readerFor('mapping', evergreen)(record('a', field('852', [['b', 'X'], ['p', 'E9'], ['s', 'Sent to Mars']]))).items[0]).toMatchObject({ state: 'extraviado' });
  });
});
