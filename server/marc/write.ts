/**
 * Writes MarcRecords out as ISO 2709 (always UTF-8, Leader/09 'a', lengths and offsets in
 * bytes) or as MARCXML (MARC 21 slim, valid against its schema: the one MARCXML writer, for
 * files, unAPI and OAI-PMH). Reading either output gives the record back.
 */
import { isControlField, type MarcRecord } from './types';
import { escapeXml } from '../core/markup';

const FT = '\x1e';
const SD = '\x1f';
const RT = 0x1d;
const pad = (n: number, width: number) => String(n).padStart(width, '0');

export function toIso2709(record: MarcRecord): Buffer {
  const fieldData = record.fields.map((field) =>
    Buffer.from(isControlField(field)
      ? field.value + FT
      : (field.ind1 || ' ').slice(0, 1) + (field.ind2 || ' ').slice(0, 1) +
        field.subfields.map((s) => SD + s.code + s.value).join('') + FT, 'utf8'));
  let offset = 0;
  const directory = record.fields.map((field, i) => {
    const entry = field.tag.padEnd(3, ' ').slice(0, 3) + pad(fieldData[i].length, 4) + pad(offset, 5);
    offset += fieldData[i].length;
    if (fieldData[i].length > 9999 || offset > 99999) throw new Error(`field ${field.tag} does not fit ISO 2709 lengths`);
    return entry;
  }).join('') + FT;
  const base = 24 + directory.length;
  const length = base + offset + 1;
  if (length > 99999) throw new Error(`record of ${length} bytes exceeds ISO 2709's 99,999`);
  const old = record.leader.padEnd(24, ' ');
  // Positions 10–11 and 20–23 are fixed by MARC 21; 09 'a' because we always write UTF-8.
  const leader = pad(length, 5) + old.slice(5, 9) + 'a22' + pad(base, 5) + old.slice(17, 20) + '4500';
  return Buffer.concat([Buffer.from(leader + directory, 'latin1'), ...fieldData, Buffer.from([RT])]);
}

export const MARCXML_NS = 'http://www.loc.gov/MARC21/slim';
export const MARCXML_SCHEMA = 'http://www.loc.gov/standards/marcxml/schema/MARC21slim.xsd';

// What MARC21slim.xsd accepts (server/modules/integration/oai/xsd/MARC21slim.xsd).
const LEADER = /^[\d ]{5}[\dA-Za-z ][\dA-Za-z][\dA-Za-z ]{3}(2| )(2| )[\d ]{5}[\dA-Za-z ]{3}(4500| {4})$/;
const CONTROL_TAG = /^00[1-9A-Za-z]$/;
const DATA_TAG = /^(0[1-9A-Z][0-9A-Z]|0[1-9a-z][0-9a-z]|[1-9A-Z][0-9A-Z]{2}|[1-9a-z][0-9a-z]{2})$/;
const INDICATOR = /^[\da-z ]$/;
const SUBFIELD_CODE = /^[\dA-Za-z!"#$%&'()*+,\-./:;<=>?{}_^`~[\]\\]$/;

/** A leader the schema accepts: the stored one when it fits, else its meaningful positions on a standard frame. */
export function schemaLeader(stored: string): string {
  const text = (stored ?? '').padEnd(24, ' ').slice(0, 24);
  if (LEADER.test(text)) return text;
  const at = (i: number, pattern: RegExp, fallback: string) => (pattern.test(text[i]) ? text[i] : fallback);
  return '00000' + at(5, /[\dA-Za-z ]/, 'n') + at(6, /[\dA-Za-z]/, 'a') + at(7, /[\dA-Za-z ]/, 'm') + at(8, /[\dA-Za-z ]/, ' ')
    + at(9, /[\dA-Za-z ]/, 'a') + '2200000' + at(17, /[\dA-Za-z ]/, ' ') + at(18, /[\dA-Za-z ]/, ' ') + at(19, /[\dA-Za-z ]/, ' ') + '4500';
}

export interface MarcXmlStyle {
  /** Namespace prefix of the elements (`marc` gives `<marc:record>`); none by default. */
  prefix?: string;
  /** Written inside the record's start tag as given (namespace declarations, schemaLocation). */
  rootAttributes?: string;
  /** One element a line, indented (files); otherwise all on one line (OAI-PMH answers). */
  pretty?: boolean;
}

/**
 * One stored record as a MARCXML `<record>` that MARC21slim.xsd accepts: a leader it would
 * refuse is mended (schemaLeader), an odd indicator becomes blank, a control field with a
 * tag it refuses, a data field with such a tag or without a subfield, and a subfield with
 * such a code are left out, and characters XML cannot carry are dropped.
 */
export function marcXmlRecord(record: MarcRecord, style: MarcXmlStyle = {}): string {
  const q = style.prefix ? `${style.prefix}:` : '';
  const indent = style.pretty ? ['', '  ', '    '] : ['', '', ''];
  const ind = (v: string | undefined) => (v && INDICATOR.test(v) ? v : ' ');
  const lines = [`<${q}record${style.rootAttributes ?? ''}>`, `${indent[1]}<${q}leader>${escapeXml(schemaLeader(record.leader))}</${q}leader>`];
  for (const field of record.fields ?? []) {
    if (isControlField(field)) {
      if (CONTROL_TAG.test(field.tag)) lines.push(`${indent[1]}<${q}controlfield tag="${field.tag}">${escapeXml(field.value ?? '')}</${q}controlfield>`);
      continue;
    }
    const subfields = (field.subfields ?? []).filter((s) => SUBFIELD_CODE.test(s.code));
    if (!DATA_TAG.test(field.tag) || subfields.length === 0) continue;
    lines.push(`${indent[1]}<${q}datafield tag="${field.tag}" ind1="${ind(field.ind1)}" ind2="${ind(field.ind2)}">`);
    for (const s of subfields) lines.push(`${indent[2]}<${q}subfield code="${escapeXml(s.code)}">${escapeXml(s.value ?? '')}</${q}subfield>`);
    lines.push(`${indent[1]}</${q}datafield>`);
  }
  lines.push(`</${q}record>`);
  return lines.join(style.pretty ? '\n' : '');
}

/** A MARCXML file: the records in a `<collection>`, one element a line. */
export function toMarcXml(records: Iterable<MarcRecord>): string {
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>', `<collection xmlns="${MARCXML_NS}">`];
  for (const record of records) lines.push(marcXmlRecord(record, { pretty: true }).replace(/^/gm, '  '));
  lines.push('</collection>', '');
  return lines.join('\n');
}
