/** Small lookups over a MarcRecord shared by the extractors. */
import { trimPunctuation } from './punctuation';
import { isControlField, type MarcDataField, type MarcRecord } from './types';

/**
 * A record's data fields by tag, built once per record: the extractors ask for some thirty
 * tags per record, and filtering every field for each made extraction the importer's
 * slowest step. Records are not changed after reading; a record whose fields array is
 * replaced or grows gets a new index.
 */
interface TagIndex { fields: MarcRecord['fields']; count: number; byTag: Map<string, MarcDataField[]>; order: Map<MarcDataField, number> }
const indexes = new WeakMap<MarcRecord, TagIndex>();

function tagIndex(record: MarcRecord): TagIndex {
  let index = indexes.get(record);
  if (index && index.fields === record.fields && index.count === record.fields.length) return index;
  index = { fields: record.fields, count: record.fields.length, byTag: new Map(), order: new Map() };
  record.fields.forEach((f, i) => {
    if (isControlField(f)) return;
    const list = index!.byTag.get(f.tag);
    if (list) list.push(f); else index!.byTag.set(f.tag, [f]);
    index!.order.set(f, i);
  });
  indexes.set(record, index);
  return index;
}

/** The data fields with any of these tags, in record order (a new array each call). */
export const dataFields = (record: MarcRecord, ...tags: string[]): MarcDataField[] => {
  const { byTag, order } = tagIndex(record);
  const lists = tags.map((t) => byTag.get(t)).filter((l): l is MarcDataField[] => !!l);
  if (lists.length === 0) return [];
  if (lists.length === 1) return lists[0].slice();
  return lists.flat().sort((a, b) => order.get(a)! - order.get(b)!);
};

export const dataFieldsMatching = (record: MarcRecord, pattern: RegExp): MarcDataField[] => {
  const { byTag, order } = tagIndex(record);
  const out: MarcDataField[] = [];
  for (const [tag, list] of byTag) if (pattern.test(tag)) out.push(...list);
  return out.sort((a, b) => order.get(a)! - order.get(b)!);
};

export const controlValue = (record: MarcRecord, tag: string): string | undefined => {
  const field = record.fields.find((f) => f.tag === tag && isControlField(f));
  return field && isControlField(field) ? field.value : undefined;
};

/** Values of the given subfield codes, in field order. */
export const subfieldValues = (field: MarcDataField, codes: string): string[] =>
  field.subfields.filter((s) => codes.includes(s.code)).map((s) => s.value);

export const firstSubfield = (field: MarcDataField | undefined, code: string): string | undefined =>
  field?.subfields.find((s) => s.code === code)?.value;

/** Joins subfields with spaces, collapses whitespace and trims the final ISBD punctuation. */
export const joinClean = (values: readonly string[]): string =>
  trimPunctuation(values.map((v) => v.trim()).filter(Boolean).join(' ').replace(/\s+/g, ' ').trim());

/** Null for empty text, so absent data is NULL in the database, not ''. */
export const orNull = (text: string | undefined): string | null => (text && text.trim() ? text.trim() : null);

/** Distinct non-empty values, first occurrence kept. */
export const distinct = (values: Iterable<string>): string[] => {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const v of values) {
    const key = v.toLocaleLowerCase();
    if (v && !seen.has(key)) { seen.add(key); out.push(v); }
  }
  return out;
};

/**
 * A heading: the subfields before the first subdivision form the main part (joined with
 * spaces), each subdivision ($v form, $x general, $y chronological, $z geographic) follows
 * after ' -- ', the way catalogues print "France -- Histoire -- 1789-1799".
 */
export function heading(field: MarcDataField, skip = '0123456789e'): string {
  const parts: string[][] = [[]];
  for (const { code, value } of field.subfields) {
    if (skip.includes(code)) continue;
    if ('vxyz'.includes(code)) parts.push([value]);
    else parts[parts.length - 1].push(value);
  }
  return parts.map(joinClean).filter(Boolean).join(' -- ');
}
