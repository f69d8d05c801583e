/**
 * The OAI-PMH 2.0 documents as text: the envelope, headers, the two metadata formats (oai_dc
 * after the Library of Congress crosswalk of server/marc/dublin-core.ts; marc21 as MARCXML
 * written from the stored record) and the protocol's errors. Everything here validates
 * against the committed schemas (server/modules/oai/xsd/, tests/server/oai.test.ts):
 * stored MARC that the MARC21slim schema would refuse (a short leader, an odd indicator) is
 * mended on the way out, never left to make the answer invalid.
 */
import { toDublinCore } from '../../marc/dublin-core';
import { isControlField, type MarcRecord } from '../../marc/types';
import type { OaiError } from './arguments';

export const OAI_NS = 'http://www.openarchives.org/OAI/2.0/';
const XSI = 'http://www.w3.org/2001/XMLSchema-instance';

export const FORMATS = {
  oai_dc: { schema: 'http://www.openarchives.org/OAI/2.0/oai_dc.xsd', namespace: 'http://www.openarchives.org/OAI/2.0/oai_dc/' },
  marc21: { schema: 'http://www.loc.gov/standards/marcxml/schema/MARC21slim.xsd', namespace: 'http://www.loc.gov/MARC21/slim' },
} as const;
export type FormatName = keyof typeof FORMATS;
export const isFormat = (name: string): name is FormatName => Object.hasOwn(FORMATS, name);

/** XML 1.0 cannot carry C0 controls, U+FFFE/FFFF or half a surrogate pair, even as references: they are dropped. */
export const escapeXml = (text: string) => text
  .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '')
  .replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export interface RequestEcho { baseUrl: string; verb?: string; args?: Record<string, string> }

/** The envelope: responseDate, the request echoed (its attributes only when the request was legal), the body. */
export function envelope(echo: RequestEcho, body: string, now = new Date()): string {
  const attributes = echo.verb
    ? [` verb="${escapeXml(echo.verb)}"`, ...Object.entries(echo.args ?? {}).map(([k, v]) => ` ${k}="${escapeXml(v)}"`)].join('')
    : '';
  return '<?xml version="1.0" encoding="UTF-8"?>\n'
    + `<OAI-PMH xmlns="${OAI_NS}" xmlns:xsi="${XSI}" xsi:schemaLocation="${OAI_NS} http://www.openarchives.org/OAI/2.0/OAI-PMH.xsd">\n`
    + `<responseDate>${datestamp(now)}</responseDate>\n`
    + `<request${attributes}>${escapeXml(echo.baseUrl)}</request>\n`
    + body
    + '</OAI-PMH>\n';
}

export const errorBody = (errors: OaiError[]) =>
  errors.map((e) => `<error code="${e.code}">${escapeXml(e.message)}</error>\n`).join('');

/** YYYY-MM-DDThh:mm:ssZ, the repository's granularity. */
export const datestamp = (value: Date | string | number) => new Date(value).toISOString().replace(/\.\d{3}Z$/, 'Z');

export interface HeaderFields { identifier: string; datestamp: string; sets: string[]; deleted: boolean }

export function header(h: HeaderFields): string {
  return `<header${h.deleted ? ' status="deleted"' : ''}><identifier>${escapeXml(h.identifier)}</identifier>`
    + `<datestamp>${h.datestamp}</datestamp>${h.sets.map((s) => `<setSpec>${escapeXml(s)}</setSpec>`).join('')}</header>`;
}

export function oaiDc(record: MarcRecord): string {
  const lines = toDublinCore(record).map(({ elemento, valor }) => {
    const name = elemento.slice(3);
    return `<dc:${name}>${escapeXml(valor)}</dc:${name}>`;
  });
  return `<oai_dc:dc xmlns:oai_dc="${FORMATS.oai_dc.namespace}" xmlns:dc="http://purl.org/dc/elements/1.1/" `
    + `xsi:schemaLocation="${FORMATS.oai_dc.namespace} ${FORMATS.oai_dc.schema}">${lines.join('')}</oai_dc:dc>`;
}

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

/** One record as a MARCXML <record> (MARC21slim), from the stored MARC. */
export function marcXml(record: MarcRecord): string {
  const parts = [`<marc:record xmlns:marc="${FORMATS.marc21.namespace}" xsi:schemaLocation="${FORMATS.marc21.namespace} ${FORMATS.marc21.schema}">`,
    `<marc:leader>${escapeXml(schemaLeader(record.leader))}</marc:leader>`];
  for (const field of record.fields ?? []) {
    if (isControlField(field)) {
      if (CONTROL_TAG.test(field.tag)) parts.push(`<marc:controlfield tag="${field.tag}">${escapeXml(field.value ?? '')}</marc:controlfield>`);
      continue;
    }
    const subfields = (field.subfields ?? []).filter((s) => SUBFIELD_CODE.test(s.code));
    // The schema wants a tag it knows and at least one subfield.
    if (!DATA_TAG.test(field.tag) || subfields.length === 0) continue;
    const ind = (v: string | undefined) => (v && INDICATOR.test(v) ? v : ' ');
    parts.push(`<marc:datafield tag="${field.tag}" ind1="${ind(field.ind1)}" ind2="${ind(field.ind2)}">`
      + subfields.map((s) => `<marc:subfield code="${escapeXml(s.code)}">${escapeXml(s.value ?? '')}</marc:subfield>`).join('')
      + '</marc:datafield>');
  }
  parts.push('</marc:record>');
  return parts.join('');
}

export const metadata = (format: FormatName, record: MarcRecord) =>
  `<metadata>${format === 'oai_dc' ? oaiDc(record) : marcXml(record)}</metadata>`;

export interface TokenFields { token: string | null; completeListSize: number | null; cursor: number; expires: Date | null }

/** The resumptionToken element: a token with its expiry, or the empty one that closes a list that was paged. */
export function resumptionToken(t: TokenFields): string {
  const attributes = [
    t.token && t.expires ? ` expirationDate="${datestamp(t.expires)}"` : '',
    t.completeListSize === null ? '' : ` completeListSize="${t.completeListSize}"`,
    ` cursor="${t.cursor}"`,
  ].join('');
  return `<resumptionToken${attributes}>${t.token ? escapeXml(t.token) : ''}</resumptionToken>\n`;
}
