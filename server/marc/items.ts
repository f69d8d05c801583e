/**
 * Copies (items) in MARC exports: which shape a file uses and the copies each record
 * carries. Real exports put items in one of a few places:
 * - Koha: one 952 per item ($p barcode, $a home library, $b holding library, $c shelving
 *   location, $o call number, $y item type, $8 collection, $h volume, $d acquired, and the
 *   status flags $7 not for loan, $1 lost, $4 damaged, $0 withdrawn; Koha's MARC21 framework);
 * - SirsiDynix Unicorn / Symphony and the Evergreen migration tools: 949 or 999 ($a call
 *   number, $i barcode, $l location, $m library, $t item type, $v volume, $r circulates
 *   Y/N, 999 $k current location);
 * - MARC 21 holdings: 852 (location: $a institution, $b sublocation, $c shelving location,
 *   $h/$i call number, $j shelving control number, $p barcode) with 876–878 (item: $p
 *   barcode, $3 materials, $d acquired, $t copy number), either embedded in the
 *   bibliographic record or in MARC 21 Holdings records (MFHD, leader/06 u v x y), which
 *   name their bibliographic record in 004 (= its 001).
 * A mapping (JSON, documented in docs/manual/data.md "Importing a catalogue") describes any other single-tag shape the same
 * way the presets below are described.
 */
import { controlValue, dataFields } from './fields';
import {
  CIRCULATES_RULE, EVERGREEN_RULES, KOHA_RULES, SIRSI_RULES, stateOf, type ImportState, type StateNote, type StatusRule,
} from './item-states';
import { loanTypeOf } from './loan-types';
import type { MarcDataField, MarcRecord } from './types';

export { IMPORT_STATES, type ImportState, type StateNote } from './item-states';
export { IN_LIBRARY_LOAN_TYPE } from './loan-types';

export type ItemAttribute = 'barcode' | 'library' | 'holdingLibrary' | 'location' | 'callNumber' | 'loanType' | 'collection'
  | 'volume' | 'tomo' | 'parte' | 'material' | 'acquired';
export const ITEM_ATTRIBUTES: readonly ItemAttribute[] = ['barcode', 'library', 'holdingLibrary', 'location', 'callNumber',
  'loanType', 'collection', 'volume', 'tomo', 'parte', 'material', 'acquired'];

/** A single-tag item shape: the presets' form and the mapping file's. */
export interface ItemMapping {
  /** The field holding one item per occurrence, e.g. "952". */
  tag: string;
  /** Which subfield gives each attribute (one code, or several joined by a space in order, e.g. "hi"). */
  subfields: Partial<Record<ItemAttribute, string>>;
  /** How status subfields give the copy's state (./item-states.ts). */
  statuses: StatusRule[];
  /** A mapping file over a preset: the preset's shape ("marc21": the 852's statuses). */
  extends?: PresetShape | 'marc21';
}

export type ItemShape = 'koha' | 'marc21' | 'mfhd' | 'sirsi949' | 'sirsi999' | 'mapping';
export type PresetShape = 'koha' | 'sirsi949' | 'sirsi999';

export const PRESETS: Record<PresetShape, ItemMapping> = {
  koha: {
    tag: '952',
    subfields: { barcode: 'p', library: 'a', holdingLibrary: 'b', location: 'c', callNumber: 'o', loanType: 'y', collection: '8', volume: 'h', acquired: 'd' },
    statuses: KOHA_RULES,
  },
  sirsi949: {
    tag: '949',
    subfields: { barcode: 'i', library: 'm', location: 'l', callNumber: 'a', loanType: 't', volume: 'v', collection: 'x' },
    statuses: [...SIRSI_RULES, CIRCULATES_RULE],
  },
  sirsi999: {
    tag: '999',
    subfields: { barcode: 'i', library: 'm', location: 'l', callNumber: 'a', loanType: 't', volume: 'v', acquired: 'u' },
    statuses: SIRSI_RULES,
  },
};

/** MARC 21 876–878 $j, item status: local values, each reported until a mapping names it. */
const ITEM_STATUS_RULES: StatusRule[] = [{ subfield: 'j', values: {}, other: 'report' }];

export const SHAPE_NAMES: Record<ItemShape, string> = {
  koha: 'Koha 952',
  marc21: 'MARC 21 852 with 876–878',
  mfhd: 'MARC 21 Holdings records (MFHD) linked by 004',
  sirsi949: 'SirsiDynix/Evergreen 949',
  sirsi999: 'SirsiDynix 999',
  mapping: 'mapping file',
};

/** One copy read from a record, before the database resolves its library. */
export interface ImportedItem {
  barcode: string;
  library: string | null;
  location: string | null;
  callNumber: string | null;
  /** The loan type code the copy is written with (./loan-types.ts resolves it from itemType, the import's map and the list). */
  loanType: string;
  /** The file's own item type ($y, $t, $g…), null when it gives none. */
  itemType: string | null;
  collection: string | null;
  volume: string | null;
  tomo: string | null;
  parte: string | null;
  material: string | null;
  acquired: string | null;
  state: ImportState;
  /** The status values that gave the state (the summary counts them). */
  notes: StateNote[];
}

/** An item field that gives no copy, and why (the summary's skipped reasons). */
export interface SkippedItem { reason: string; barcode?: string }

export interface RecordItems { items: ImportedItem[]; skipped: SkippedItem[] }

export const isHoldings = (record: MarcRecord): boolean => 'uvxy'.includes(record.leader[6] ?? '');

const clean = (value: string | undefined): string | null => {
  const text = value?.replace(/\s+/g, ' ').trim();
  return text ? text : null;
};

function pick(field: MarcDataField, codes: string | undefined): string | null {
  if (!codes) return null;
  const values: string[] = [];
  for (const code of codes.replace(/\s/g, '')) {
    const v = clean(field.subfields.find((s) => s.code === code)?.value);
    if (v) values.push(v);
  }
  return values.length ? values.join(' ') : null;
}

/** Acquisition dates as exports write them: 2011-04-22, 20110422, 1/3/1990 (month first). */
export function isoDay(value: string | null): string | null {
  if (!value) return null;
  let m = /^(\d{4})-?(\d{2})-?(\d{2})/.exec(value);
  if (m) return validDay(+m[1], +m[2], +m[3]);
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
  return m ? validDay(+m[3], +m[1], +m[2]) : null;
}
function validDay(y: number, mo: number, d: number): string | null {
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d
    ? `${y}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}` : null;
}

type ItemBase = Omit<ImportedItem, 'state' | 'loanType' | 'itemType' | 'notes'> & { loanType: string | null };

function withState({ loanType: itemType, ...base }: ItemBase, { state, notes }: { state: ImportState; notes: StateNote[] }): ImportedItem {
  return { ...base, itemType, loanType: loanTypeOf({ itemType, state }), state, notes };
}

/** The copy of one field read with a single-tag mapping, or why it gives none. */
export function itemFromField(field: MarcDataField, mapping: ItemMapping): ImportedItem | SkippedItem {
  const get = (a: ItemAttribute) => pick(field, mapping.subfields[a]);
  const barcode = get('barcode');
  if (!barcode) return { reason: 'no barcode' };
  return withState({
    barcode,
    library: get('library') ?? get('holdingLibrary'),
    location: get('location'),
    callNumber: get('callNumber'),
    loanType: get('loanType'),
    collection: get('collection'),
    volume: get('volume'),
    tomo: get('tomo'),
    parte: get('parte'),
    material: get('material'),
    acquired: isoDay(get('acquired')),
  }, stateOf(field, mapping.statuses));
}

/**
 * MARC 21 852 + 876–878: each 876/877/878 with a $p is a copy, placed by the 852 it
 * follows (or names in $8 linking); an 852 with $p and no item fields after it is a copy
 * on its own (Evergreen's export: its state in $s and $x, `rules`).
 */
export function marc21Items(record: MarcRecord, rules: readonly StatusRule[] = EVERGREEN_RULES): RecordItems {
  const out: RecordItems = { items: [], skipped: [] };
  let location: MarcDataField | undefined;
  let used = false;
  const fromLocation = (loc: MarcDataField | undefined) => ({
    library: loc ? pick(loc, 'b') ?? pick(loc, 'a') : null,
    location: loc ? pick(loc, 'c') : null,
    callNumber: loc ? pick(loc, 'khim') ?? pick(loc, 'j') : null,
  });
  const closeLocation = () => {
    if (location && !used) {
      const barcode = pick(location, 'p');
      if (barcode) {
        out.items.push(withState({ barcode, ...fromLocation(location), loanType: pick(location, 'g'), collection: null, volume: pick(location, '3'),
          tomo: null, parte: null, material: null, acquired: null }, stateOf(location, rules)));
      } else {
        out.skipped.push({ reason: 'no barcode' });
      }
    }
  };
  for (const field of record.fields) {
    if (!('subfields' in field)) continue;
    if (field.tag === '852') {
      closeLocation();
      location = field;
      used = false;
    } else if (field.tag === '876' || field.tag === '877' || field.tag === '878') {
      used = true;
      const barcode = pick(field, 'p');
      if (!barcode) { out.skipped.push({ reason: 'no barcode' }); continue; }
      out.items.push(withState({
        barcode, ...fromLocation(location), loanType: null, collection: null,
        volume: pick(field, '3'), tomo: null, parte: field.tag === '877' ? 'suplemento' : field.tag === '878' ? 'índice' : null,
        material: null, acquired: isoDay(pick(field, 'd')),
      }, stateOf(field, ITEM_STATUS_RULES)));
    }
  }
  closeLocation();
  return out;
}

export type ItemReader = (record: MarcRecord) => RecordItems;

/** A reader of one shape (a mapping's statuses, when it extends "marc21", are the 852's). */
export function readerFor(shape: ItemShape, mapping?: ItemMapping): ItemReader {
  if (shape === 'marc21' || shape === 'mfhd' || mapping?.extends === 'marc21') {
    const rules = mapping?.extends === 'marc21' ? mapping.statuses : EVERGREEN_RULES;
    return (record) => marc21Items(record, rules);
  }
  const m = shape === 'mapping' ? mapping! : PRESETS[shape];
  return (record) => {
    const out: RecordItems = { items: [], skipped: [] };
    for (const field of dataFields(record, m.tag)) {
      const item = itemFromField(field, m);
      if ('state' in item) out.items.push(item);
      else out.skipped.push(item);
    }
    return out;
  };
}

/** The tags each shape reads, and the subfields it reads of them (what else is there is "seen and not read"). */
export const ITEM_TAGS = ['952', '949', '999', '852', '876', '877', '878'] as const;
const MARC21_READ: Record<string, string> = { 852: 'abchijkmp3gsx8', 876: 'pd3j8', 877: 'pd3j8', 878: 'pd3j8' };

function readsOf(mapping: ItemMapping): string {
  return Object.values(mapping.subfields).join('').replace(/\s/g, '') + mapping.statuses.map((r) => r.subfield).join('');
}

/** The subfield codes a shape reads in a tag, or null when the shape does not read that tag. */
export function subfieldsRead(shape: ItemShape, tag: string, mapping?: ItemMapping): string | null {
  if (shape === 'marc21' || shape === 'mfhd' || mapping?.extends === 'marc21') return MARC21_READ[tag] ?? null;
  const m = shape === 'mapping' ? mapping! : PRESETS[shape];
  return m.tag === tag ? readsOf(m) : null;
}

/**
 * The shape the records use, from a sample of them: holdings records make it MFHD; else the
 * tag whose fields carry the most barcodes (952 $p, 949 $i, 999 $i, 852/876–878 $p).
 * Null when no record carries items.
 */
export function detectShape(sample: Iterable<MarcRecord>): ItemShape | null {
  const score: Record<ItemShape, number> = { koha: 0, marc21: 0, mfhd: 0, sirsi949: 0, sirsi999: 0, mapping: 0 };
  const has = (f: MarcDataField, code: string) => f.subfields.some((s) => s.code === code && s.value.trim() !== '');
  for (const record of sample) {
    if (isHoldings(record)) { score.mfhd += 1; continue; }
    for (const f of dataFields(record, '952')) if (has(f, 'p')) score.koha += 1;
    for (const f of dataFields(record, '949')) if (has(f, 'i')) score.sirsi949 += 1;
    for (const f of dataFields(record, '999')) if (has(f, 'i')) score.sirsi999 += 1;
    for (const f of dataFields(record, '852', '876', '877', '878')) if (has(f, 'p')) score.marc21 += 1;
  }
  if (score.mfhd > 0) return 'mfhd';
  const [best, n] = (Object.entries(score) as [ItemShape, number][]).sort((a, b) => b[1] - a[1])[0];
  return n > 0 ? best : null;
}

/** The bibliographic control number an MFHD names (004), as numero_controle would read it with the record's 003. */
export function holdingsTarget(record: MarcRecord): string | null {
  return clean(controlValue(record, '004'));
}

/** What one record's items are, read in every shape it carries. */
export interface RecordReading extends RecordItems {
  /** Copies met twice in the record (the same barcode in two shapes): read once. */
  deduplicated: number;
  /** Item fields ("852") and subfields ("999 $x") seen in the record that no reader read, with their counts. */
  unread: Record<string, number>;
}

/** The shapes a (bibliographic) record carries barcoded items in. */
export function shapesIn(record: MarcRecord): ItemShape[] {
  const has = (tags: string[], code: string) => tags.some((t) => dataFields(record, t).some((f) => f.subfields.some((s) => s.code === code && s.value.trim() !== '')));
  const shapes: ItemShape[] = [];
  if (has(['952'], 'p')) shapes.push('koha');
  if (has(['949'], 'i')) shapes.push('sirsi949');
  if (has(['999'], 'i')) shapes.push('sirsi999');
  if (has(['852', '876', '877', '878'], 'p')) shapes.push('marc21');
  return shapes;
}

/**
 * Reads a record's copies: in the file's shape (recognised, chosen or mapped) and, when
 * `everyShape`, in every other shape the record carries too (an Evergreen file recognised
 * as 949 may keep some copies in 852). A barcode read twice is one copy (the first shape's).
 * Item fields and subfields no reader read are counted, for the summary to name.
 */
export function recordReader(primary: { shape: ItemShape; mapping?: ItemMapping }, everyShape: boolean): (record: MarcRecord) => RecordReading {
  const primaryReader = readerFor(primary.shape, primary.mapping);
  const readers = new Map<ItemShape, ItemReader>();
  const readerOf = (shape: ItemShape) => {
    let r = readers.get(shape);
    if (!r) readers.set(shape, (r = readerFor(shape)));
    return r;
  };
  const extraTag = primary.mapping && !ITEM_TAGS.includes(primary.mapping.tag as (typeof ITEM_TAGS)[number]) ? primary.mapping.tag : null;
  return (record) => {
    const primaryShape = primary.shape === 'mfhd' ? 'marc21' : primary.shape;
    const others = everyShape ? shapesIn(record).filter((s) => s !== primaryShape && !(primary.mapping?.extends === s)) : [];
    const out: RecordReading = { items: [], skipped: [], deduplicated: 0, unread: {} };
    const seen = new Set<string>();
    for (const read of [primaryReader, ...others.map(readerOf)]) {
      const { items, skipped } = read(record);
      out.skipped.push(...skipped);
      for (const item of items) {
        if (seen.has(item.barcode)) { out.deduplicated += 1; continue; }
        seen.add(item.barcode);
        out.items.push(item);
      }
    }
    const readBy = (tag: string): string | null => {
      const codes = [subfieldsRead(primary.shape, tag, primary.mapping), ...others.map((s) => subfieldsRead(s, tag))].filter((c) => c !== null);
      return codes.length ? codes.join('') : null;
    };
    const count = (label: string) => { out.unread[label] = (out.unread[label] ?? 0) + 1; };
    for (const field of dataFields(record, ...ITEM_TAGS, ...(extraTag ? [extraTag] : []))) {
      const codes = readBy(field.tag);
      if (codes === null) { count(field.tag); continue; }
      for (const code of new Set(field.subfields.filter((s) => s.value.trim() !== '').map((s) => s.code))) {
        if (!codes.includes(code)) count(`${field.tag} $${code}`);
      }
    }
    return out;
  };
}
