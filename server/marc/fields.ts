/** Small lookups over a MarcRecord shared by the extractors. */
import { trimPunctuation } from './punctuation';
import { isControlField, type MarcDataField, type MarcRecord } from './types';

export const dataFields = (record: MarcRecord, ...tags: string[]): MarcDataField[] =>
  record.fields.filter((f): f is MarcDataField => !isControlField(f) && tags.includes(f.tag));

export const dataFieldsMatching = (record: MarcRecord, pattern: RegExp): MarcDataField[] =>
  record.fields.filter((f): f is MarcDataField => !isControlField(f) && pattern.test(f.tag));

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
