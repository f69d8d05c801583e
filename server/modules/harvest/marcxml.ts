/**
 * A fast reader of one MARCXML (MARC 21 slim) record, for the harvester's pages: leader,
 * control fields and data fields with their subfields are cut out by scanning, with or
 * without a namespace prefix (`<marc:datafield>`), entities and CDATA decoded, text NFC.
 * It gives the same MarcRecord as the importer's reader (server/marc/marcxml-read.ts, whose
 * fast-xml-parser tree costs several times more per record; marcxml.test.ts compares both
 * on every shipped record); the page it comes from has been checked well-formed first.
 */
import type { MarcField, MarcRecord, MarcSubfield } from '../../marc/types';

const P = '(?:[A-Za-z_][\\w.-]*:)?';
const FIELD = new RegExp(`<${P}(leader|controlfield|datafield)\\b([^>]*?)(?:/>|>([\\s\\S]*?)</${P}\\1\\s*>)`, 'g');
const SUBFIELD = new RegExp(`<${P}subfield\\b([^>]*?)(?:/>|>([\\s\\S]*?)</${P}subfield\\s*>)`, 'g');
const ATTR = /([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
const ENTITY = /&(#x[0-9a-fA-F]+|#\d+|amp|lt|gt|quot|apos);/g;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(raw: string): string {
  let text = raw;
  if (text.includes('<![CDATA[')) {
    text = text.replace(/<!\[CDATA\[([\s\S]*?)\]\]>|([^<]+)|<[^>]*>/g, (_m, cdata: string | undefined, plain: string | undefined) =>
      cdata !== undefined ? cdata.replace(/&/g, '&amp;') : plain ?? '');
  }
  if (text.includes('&')) {
    text = text.replace(ENTITY, (_m, e: string) => {
      if (e[0] !== '#') return NAMED[e];
      const code = e[1] === 'x' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    });
  }
  return text;
}

function attributes(raw: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of raw.matchAll(ATTR)) out[m[1].replace(/^.*:/, '')] = decode(m[2] ?? m[3] ?? '');
  return out;
}

/** The record in `xml` (the first `record` element's fields); throws when it has no 24-character leader. */
export function parseMarcXmlRecord(xml: string): MarcRecord {
  let leader: string | undefined;
  const fields: MarcField[] = [];
  for (const m of xml.matchAll(FIELD)) {
    const [, kind, attrText, body = ''] = m;
    if (kind === 'leader') { leader = decode(body); continue; }
    const attrs = attributes(attrText);
    if (!attrs.tag) throw new Error(`${kind} without a tag`);
    if (kind === 'controlfield') { fields.push({ tag: attrs.tag, value: decode(body).normalize('NFC') }); continue; }
    const subfields: MarcSubfield[] = [];
    for (const s of body.matchAll(SUBFIELD)) subfields.push({ code: attributes(s[1]).code ?? '', value: decode(s[2] ?? '').normalize('NFC') });
    fields.push({ tag: attrs.tag, ind1: attrs.ind1 || ' ', ind2: attrs.ind2 || ' ', subfields });
  }
  if (leader === undefined) throw new Error('record has no leader');
  if (leader.length !== 24) throw new Error(`leader is ${leader.length} characters, not 24`);
  return { leader, fields };
}
