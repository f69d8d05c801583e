/**
 * MARC 21 → unqualified Dublin Core, after the Library of Congress crosswalk
 * (https://www.loc.gov/marc/marc2dc.html), and the oai_dc XML of the result. One
 * departure, said here: 7XX names whose relator is not an author role (editor,
 * illustrator, translator…) become contributors rather than creators, as people expect.
 */
import { controlValue, dataFields, dataFieldsMatching, distinct, firstSubfield, heading, joinClean, subfieldValues } from './fields';
import type { MarcDataField, MarcRecord } from './types';
import { escapeXml } from '../core/markup';

export const DC_ELEMENTS = [
  'title', 'creator', 'subject', 'description', 'publisher', 'contributor', 'date', 'type', 'format', 'identifier',
  'source', 'language', 'relation', 'coverage', 'rights',
] as const;
export type DcElement = (typeof DC_ELEMENTS)[number];
export interface DcValue { elemento: `dc.${DcElement}`; valor: string }

const TYPE_BY_LEADER: Record<string, string> = {
  a: 'Text', c: 'Text', d: 'Text', t: 'Text', e: 'Image', f: 'Image', g: 'Image', k: 'Image', i: 'Sound', j: 'Sound',
  m: 'Software', o: 'Collection', p: 'Collection', r: 'PhysicalObject',
};

const AUTHOR_ROLE = /^(aut|author|autor|cre|creator)\b/i;
const isCreator = (field: MarcDataField) => {
  const relators = [...subfieldValues(field, field.tag.endsWith('11') ? 'j' : 'e'), ...subfieldValues(field, '4')];
  return relators.length === 0 || relators.some((r) => AUTHOR_ROLE.test(r.trim()));
};
const nameOf = (field: MarcDataField) =>
  joinClean(field.subfields.filter((s) => 'abcdq'.includes(s.code) || (field.tag.endsWith('11') && 'n'.includes(s.code))).map((s) => s.value));

const textOf = (field: MarcDataField, codes: string) => joinClean(subfieldValues(field, codes));

/** Every Dublin Core value of a record, element by element in the order of DC_ELEMENTS. */
export function toDublinCore(record: MarcRecord): DcValue[] {
  const values: Record<DcElement, string[]> = Object.fromEntries(DC_ELEMENTS.map((e) => [e, []])) as unknown as Record<DcElement, string[]>;
  const add = (element: DcElement, value: string | undefined) => { if (value && value.trim()) values[element].push(value.trim()); };

  for (const f of dataFields(record, '245')) add('title', textOf(f, 'abfgknps'));
  for (const f of dataFields(record, '246')) add('title', textOf(f, 'abnp'));
  for (const f of dataFields(record, '100', '110', '111')) add('creator', nameOf(f));
  for (const f of dataFields(record, '700', '710', '711', '720')) {
    if (firstSubfield(f, 't')) continue;
    add(isCreator(f) ? 'creator' : 'contributor', nameOf(f));
  }
  for (const f of dataFields(record, '600', '610', '611', '630', '650', '653')) add('subject', heading(f));
  for (const f of dataFields(record, '050')) add('subject', textOf(f, 'ab'));
  for (const f of dataFields(record, '082')) add('subject', subfieldValues(f, 'a')[0]?.replace(/\//g, ''));
  for (const f of dataFieldsMatching(record, /^5\d\d$/)) {
    if (['506', '530', '540', '546'].includes(f.tag)) continue;
    add('description', textOf(f, f.tag === '505' && !firstSubfield(f, 'a') ? 'tgr' : 'a'));
  }
  for (const f of dataFields(record, '260', '264')) {
    if (f.tag === '264' && f.ind2 !== '1') continue;
    add('publisher', textOf(f, 'ab'));
    add('date', textOf(f, 'c').replace(/^\[|\]$/g, ''));
  }
  add('type', TYPE_BY_LEADER[record.leader[6]]);
  for (const f of dataFields(record, '655')) add('type', heading(f));
  for (const f of dataFields(record, '300')) add('format', textOf(f, 'abce'));
  for (const f of dataFields(record, '340')) add('format', textOf(f, 'a'));
  for (const f of dataFields(record, '856')) add('format', firstSubfield(f, 'q'));
  for (const f of dataFields(record, '020')) add('identifier', subfieldValues(f, 'a')[0] && `ISBN ${subfieldValues(f, 'a')[0]}`);
  for (const f of dataFields(record, '022')) add('identifier', subfieldValues(f, 'a')[0] && `ISSN ${subfieldValues(f, 'a')[0]}`);
  for (const f of dataFields(record, '024')) add('identifier', firstSubfield(f, 'a'));
  for (const f of dataFields(record, '856')) add('identifier', firstSubfield(f, 'u'));
  for (const f of dataFields(record, '534')) add('source', textOf(f, 't'));
  for (const f of dataFields(record, '786')) add('source', textOf(f, 'ot'));
  const fixedLanguage = controlValue(record, '008')?.slice(35, 38);
  if (fixedLanguage && /^[a-z]{3}$/.test(fixedLanguage)) add('language', fixedLanguage);
  for (const f of dataFields(record, '041')) for (const code of subfieldValues(f, 'abdefghj')) add('language', code);
  for (const f of dataFields(record, '530')) add('relation', textOf(f, 'a'));
  for (const f of dataFieldsMatching(record, /^7[6-8]\d$/)) add('relation', textOf(f, 'ot'));
  for (const f of dataFields(record, '490', '830')) add('relation', textOf(f, 'av'));
  for (const f of dataFields(record, '651', '662', '751', '752')) add('coverage', heading(f));
  for (const f of dataFields(record, '506', '540')) add('rights', textOf(f, 'a'));

  return DC_ELEMENTS.flatMap((element) => distinct(values[element]).map((valor) => ({ elemento: `dc.${element}` as const, valor })));
}

const OAI_DC_OPEN = '<oai_dc:dc xmlns:oai_dc="http://www.openarchives.org/OAI/2.0/oai_dc/" xmlns:dc="http://purl.org/dc/elements/1.1/"'
  + ' xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"'
  + ' xsi:schemaLocation="http://www.openarchives.org/OAI/2.0/oai_dc/ http://www.openarchives.org/OAI/2.0/oai_dc.xsd">';

function oaiDcElement(values: DcValue[], indent: string): string {
  const lines = values.map(({ elemento, valor }) => `${indent}  <dc:${elemento.slice(3)}>${escapeXml(valor)}</dc:${elemento.slice(3)}>`);
  return [indent + OAI_DC_OPEN, ...lines, `${indent}</oai_dc:dc>`].join('\n');
}

/** One record as an oai_dc document. */
export function toOaiDcXml(values: DcValue[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${oaiDcElement(values, '')}\n`;
}

/** Several records: oai_dc elements inside a plain <records> wrapper (oai_dc itself has no collection). */
export function toOaiDcCollection(records: DcValue[][]): string {
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<records>', ...records.map((r) => oaiDcElement(r, '  ')), '</records>', ''].join('\n');
}
