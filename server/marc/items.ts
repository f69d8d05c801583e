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
import type { MarcDataField, MarcRecord } from './types';

/** Copy states (exemplar.situacao) an import may give a copy. */
export const IMPORT_STATES = ['disponivel', 'consulta_local', 'em_processamento', 'extraviado'] as const;
export type ImportState = (typeof IMPORT_STATES)[number];
/** The loan type that is never lent (holds/options.ts LOANABLE.excluded). */
export const IN_LIBRARY_LOAN_TYPE = 'consulta local';

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
  /** Subfields that, when present with a value other than "0" or "", put the copy in a state (first match wins). */
  flags?: { subfield: string; state: ImportState }[];
  /** A subfield whose value names the state; a value not listed makes the item skipped ("unknown status"). */
  status?: { subfield: string; values: Record<string, ImportState | 'keep'> };
}

export type ItemShape = 'koha' | 'marc21' | 'mfhd' | 'sirsi949' | 'sirsi999' | 'mapping';

export const PRESETS: Record<'koha' | 'sirsi949' | 'sirsi999', ItemMapping> = {
  koha: {
    tag: '952',
    subfields: { barcode: 'p', library: 'a', holdingLibrary: 'b', location: 'c', callNumber: 'o', loanType: 'y', collection: '8', volume: 'h', acquired: 'd' },
    flags: [{ subfield: '0', state: 'extraviado' }, { subfield: '1', state: 'extraviado' }, { subfield: '4', state: 'em_processamento' }, { subfield: '7', state: 'consulta_local' }],
  },
  sirsi949: {
    tag: '949',
    subfields: { barcode: 'i', library: 'm', location: 'l', callNumber: 'a', loanType: 't', volume: 'v', collection: 'x' },
    status: { subfield: 'r', values: { Y: 'disponivel', y: 'disponivel', N: 'consulta_local', n: 'consulta_local' } },
  },
  sirsi999: {
    tag: '999',
    subfields: { barcode: 'i', library: 'm', location: 'l', callNumber: 'a', loanType: 't', volume: 'v', acquired: 'u' },
    // $k: the copy's current location when it is not its home one (SirsiDynix's standard list).
    status: {
      subfield: 'k',
      values: {
        CHECKEDOUT: 'keep', INTRANSIT: 'keep', HOLDS: 'keep', RESERVES: 'keep', 'ON-SHELF': 'keep', SHELVING: 'keep', REFERENCE: 'consulta_local',
        INPROCESS: 'em_processamento', 'ON-ORDER': 'em_processamento', CATALOGING: 'em_processamento', REPAIR: 'em_processamento', BINDERY: 'em_processamento', DAMAGED: 'em_processamento',
        LOST: 'extraviado', 'LOST-ASSUM': 'extraviado', 'LOST-CLAIM': 'extraviado', MISSING: 'extraviado', DISCARD: 'extraviado', WITHDRAWN: 'extraviado',
      },
    },
  },
};

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
  loanType: string;
  collection: string | null;
  volume: string | null;
  tomo: string | null;
  parte: string | null;
  material: string | null;
  acquired: string | null;
  state: ImportState;
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

function withState(base: Omit<ImportedItem, 'state' | 'loanType'> & { loanType: string | null }, state: ImportState): ImportedItem {
  // A copy that is not lent gets the loan type the circulation rules never lend.
  const loanType = state === 'consulta_local' ? IN_LIBRARY_LOAN_TYPE : base.loanType ?? 'normal';
  return { ...base, loanType, state };
}

/** The copies of one field read with a single-tag mapping, or why it gives none. */
export function itemFromField(field: MarcDataField, mapping: ItemMapping): ImportedItem | SkippedItem {
  const get = (a: ItemAttribute) => pick(field, mapping.subfields[a]);
  const barcode = get('barcode');
  if (!barcode) return { reason: 'no barcode' };
  let state: ImportState = 'disponivel';
  for (const flag of mapping.flags ?? []) {
    const v = clean(field.subfields.find((s) => s.code === flag.subfield)?.value);
    if (v && v !== '0') { state = flag.state; break; }
  }
  if (mapping.status) {
    const v = clean(field.subfields.find((s) => s.code === mapping.status!.subfield)?.value);
    if (v) {
      const known = mapping.status.values[v];
      if (!known) return { reason: `unknown status "${v}"`, barcode };
      if (known !== 'keep') state = known;
    }
  }
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
  }, state);
}

/**
 * MARC 21 852 + 876–878: each 876/877/878 with a $p is a copy, placed by the 852 it
 * follows (or names in $8 linking); an 852 with $p and no item fields after it is a copy
 * on its own (Evergreen's export).
 */
export function marc21Items(record: MarcRecord): RecordItems {
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
        out.items.push(withState({ barcode, ...fromLocation(location), loanType: null, collection: null, volume: pick(location, '3'),
          tomo: null, parte: null, material: null, acquired: null }, 'disponivel'));
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
      }, 'disponivel'));
    }
  }
  closeLocation();
  return out;
}

export type ItemReader = (record: MarcRecord) => RecordItems;

export function readerFor(shape: ItemShape, mapping?: ItemMapping): ItemReader {
  if (shape === 'marc21' || shape === 'mfhd') return marc21Items;
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

/** A mapping file's JSON, checked: the message says what is wrong and where. */
export function parseMapping(text: string): ItemMapping {
  let json: unknown;
  try { json = JSON.parse(text); } catch (e) { throw new Error(`mapping file is not JSON: ${(e as Error).message}`); }
  const m = json as Partial<ItemMapping>;
  if (!m || typeof m !== 'object') throw new Error('mapping file: expected an object');
  if (typeof m.tag !== 'string' || !/^\d{3}$/.test(m.tag) || m.tag < '010') throw new Error('mapping file: "tag" must be a data field tag such as "952"');
  if (!m.subfields || typeof m.subfields !== 'object') throw new Error('mapping file: "subfields" is required');
  for (const [k, v] of Object.entries(m.subfields)) {
    if (!ITEM_ATTRIBUTES.includes(k as ItemAttribute)) throw new Error(`mapping file: unknown attribute "${k}" (known: ${ITEM_ATTRIBUTES.join(', ')})`);
    if (typeof v !== 'string' || !/^[a-z0-9 ]+$/.test(v)) throw new Error(`mapping file: "${k}" must name subfield codes, e.g. "p"`);
  }
  if (!m.subfields.barcode) throw new Error('mapping file: "subfields.barcode" is required (re-imports update copies by it)');
  const state = (s: unknown, where: string, keep = false) => {
    if (!(IMPORT_STATES as readonly unknown[]).includes(s) && !(keep && s === 'keep')) {
      throw new Error(`mapping file: ${where} must be one of ${IMPORT_STATES.join(', ')}${keep ? ', keep' : ''}`);
    }
  };
  for (const [i, f] of (m.flags ?? []).entries()) {
    if (typeof f?.subfield !== 'string') throw new Error(`mapping file: flags[${i}].subfield is required`);
    state(f.state, `flags[${i}].state`);
  }
  if (m.status) {
    if (typeof m.status.subfield !== 'string') throw new Error('mapping file: status.subfield is required');
    for (const [k, v] of Object.entries(m.status.values ?? {})) state(v, `status.values["${k}"]`, true);
  }
  return { tag: m.tag, subfields: m.subfields, flags: m.flags, status: m.status && { subfield: m.status.subfield, values: m.status.values ?? {} } };
}
