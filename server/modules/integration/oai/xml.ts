/**
 * The OAI-PMH 2.0 documents as text: the envelope, headers, the two metadata formats (oai_dc
 * after the Library of Congress crosswalk of server/marc/dublin-core.ts; marc21 as MARCXML
 * written from the stored record) and the protocol's errors. Everything here validates
 * against the committed schemas (server/modules/integration/oai/xsd/, tests/server/oai.test.ts):
 * stored MARC that the MARC21slim schema would refuse (a short leader, an odd indicator) is
 * mended on the way out by the MARCXML writer, never left to make the answer invalid.
 */
import { toDublinCore } from '../../../marc/dublin-core';
import type { MarcRecord } from '../../../marc/types';
import { escapeXml } from '../../../core/markup';
import { MARCXML_NS, MARCXML_SCHEMA, marcXmlRecord } from '../../../marc/write';
import type { OaiError } from './arguments';

export const OAI_NS = 'http://www.openarchives.org/OAI/2.0/';
const XSI = 'http://www.w3.org/2001/XMLSchema-instance';

export const FORMATS = {
  oai_dc: { schema: 'http://www.openarchives.org/OAI/2.0/oai_dc.xsd', namespace: 'http://www.openarchives.org/OAI/2.0/oai_dc/' },
  marc21: { schema: MARCXML_SCHEMA, namespace: MARCXML_NS },
} as const;
export type FormatName = keyof typeof FORMATS;
export const isFormat = (name: string): name is FormatName => Object.hasOwn(FORMATS, name);

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

/** One record as MARCXML (MARC21slim, schema-safe: server/marc/write.ts), prefixed `marc:`, with its schema's location. */
export const marcXml = (record: MarcRecord) =>
  marcXmlRecord(record, { prefix: 'marc', rootAttributes: ` xmlns:marc="${MARCXML_NS}" xsi:schemaLocation="${MARCXML_NS} ${MARCXML_SCHEMA}"` });

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
