/**
 * The one MARCXML (MARC 21 slim) reader, for the importer and the harvester: records are
 * cut out of the text, then each record's leader, control fields and data fields with their
 * subfields are cut out by scanning, with or without a namespace prefix
 * (`<marc:datafield>`, as in LC's files), entities and CDATA decoded, text NFC. It gives
 * the MarcRecord a full XML parser's tree gives (marcxml-read.test.ts compares it with
 * fast-xml-parser on every shipped record) at several times less per record. A broken
 * record costs only itself: it is yielded as an error and the others are read.
 */
import type { MarcReadResult } from './iso2709-read';
import type { MarcField, MarcRecord, MarcSubfield } from './types';

const P = '(?:[A-Za-z_][\\w.-]*:)?';
const RECORD = /<((?:[A-Za-z_][\w.-]*:)?)record(?:\s[^>]*)?>([\s\S]*?)<\/\1record\s*>/g;
const FIELD = new RegExp(`<${P}(leader|controlfield|datafield)\\b([^>]*?)(?:/>|>([\\s\\S]*?)</${P}\\1\\s*>)`, 'g');
const SUBFIELD = new RegExp(`<${P}subfield\\b([^>]*?)(?:/>|>([\\s\\S]*?)</${P}subfield\\s*>)`, 'g');
const ATTR = /([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
/** Markup inside a text: CDATA (kept), comments and processing instructions (dropped), tags (their text dropped, as a parser's direct text is). */
const MARKUP = /<!\[CDATA\[([\s\S]*?)\]\]>|<!--[\s\S]*?-->|<\?[\s\S]*?\?>|<(\/?)[^>]*?(\/?)>|([^<]+)/g;
const ENTITY = /&(#x[0-9a-fA-F]+|#\d+|[A-Za-z][A-Za-z0-9]*);/g;
/** XML's five, and the common HTML and currency names that exports written as HTML carry (and fast-xml-parser's htmlEntities read). */
const NAMED: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'",
  nbsp: '\u00a0', copy: '©', reg: '®', trade: '™', mdash: '—', ndash: '–', hellip: '…', laquo: '«', raquo: '»',
  lsquo: '‘', rsquo: '’', ldquo: '“', rdquo: '”', bull: '•', para: '¶', sect: '§', deg: '°', frac12: '½', frac14: '¼', frac34: '¾',
  cent: '¢', pound: '£', curren: '¤', yen: '¥', euro: '€', dollar: '$', fnof: 'ƒ', inr: '₹', af: '؋', birr: 'ብር',
  peso: '₱', rub: '₽', won: '₩', yuan: '¥', cedil: '¸',
};

function entities(text: string): string {
  return text.replace(ENTITY, (whole, e: string) => {
    if (e[0] !== '#') return NAMED[e] ?? whole;
    const code = e[1] === 'x' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
    if (code > 0x10ffff) return whole;
    // NUL and half a surrogate pair are no characters: nothing to keep.
    return code === 0 || (code >= 0xd800 && code <= 0xdfff) ? '' : String.fromCodePoint(code);
  });
}

/** An element's text: its own character data with entities decoded, CDATA as written; nested elements' text left out. */
function decode(raw: string): string {
  if (!raw.includes('<')) return raw.includes('&') ? entities(raw) : raw;
  let out = '';
  let depth = 0;
  for (const [, cdata, closing, selfClosing, plain] of raw.matchAll(MARKUP)) {
    if (plain !== undefined) { if (depth === 0) out += plain.includes('&') ? entities(plain) : plain; }
    else if (cdata !== undefined) { if (depth === 0) out += cdata; }
    else if (closing === '/') depth = Math.max(0, depth - 1);
    else if (closing === '' && selfClosing === '') depth += 1;
  }
  return out;
}

function attributes(raw: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of raw.matchAll(ATTR)) out[m[1].replace(/^.*:/, '')] = entities(m[2] ?? m[3] ?? '');
  return out;
}

/** The record in `xml` (the first `record` element's fields); throws when it has no 24-character leader or a field has no tag. */
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

/** Every record of a MARCXML text (a collection, a lone record, an OAI-PMH page), in document order. */
export function* readMarcXml(text: string): Generator<MarcReadResult> {
  let position = 0;
  for (const match of text.matchAll(RECORD)) {
    position += 1;
    try {
      yield { position, record: parseMarcXmlRecord(match[0]) };
    } catch (error) {
      yield { position, error: error instanceof Error ? error.message : String(error) };
    }
  }
}

export const countXmlRecords = (text: string): number => [...text.matchAll(RECORD)].length;
