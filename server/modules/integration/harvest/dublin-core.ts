/**
 * Unqualified Dublin Core (oai_dc) → a MARC 21 record, after the Library of Congress's
 * DC-to-MARC crosswalk (https://www.loc.gov/marc/dccross.html), so an oai_dc partner's
 * records go through the same extraction as MARCXML ones and show the same record page:
 *
 * | DC            | MARC                                   | network catalogue field |
 * |---------------|----------------------------------------|-------------------------|
 * | title (1st)   | 245 $a (others 246 $a)                 | titulo                  |
 * | creator       | 1st 100 $a, others 700 $a              | autor                   |
 * | contributor   | 700 $a $e contributor                  |                         |
 * | subject       | 653 $a                                 |                         |
 * | date          | 260 $c and 008/07-10 (first 4-digit year) | ano_publicacao       |
 * | publisher     | 260 $b                                 |                         |
 * | type          | leader/06-07 (text→am, image→k, sound→i, moving image→g, software/dataset→m, map→e, score→c, article→ab) | cod_tipo_obra |
 * | identifier    | ISBN → 020 $a; ISSN → 022 $a; URL → 856 $u; else 024 8_ $a |                |
 * | language      | 041 $a and 008/35-37 (ISO 639-1 two letters → MARC three) | idioma         |
 * | description   | 520 $a                                 |                         |
 * | format, rights, relation, source, coverage | 500 $a notes  |                         |
 *
 * The record's OAI identifier goes in 001 (the network catalogue's control number).
 */
import type { MarcDataField, MarcField, MarcRecord } from '../../../marc/types';

const TWO_TO_THREE: Record<string, string> = {
  pt: 'por', en: 'eng', es: 'spa', fr: 'fre', de: 'ger', it: 'ita', la: 'lat', nl: 'dut', ja: 'jpn', zh: 'chi',
  ru: 'rus', ar: 'ara', he: 'heb', el: 'gre', da: 'dan', sv: 'swe', no: 'nor', nb: 'nor', fi: 'fin', pl: 'pol',
  cs: 'cze', hu: 'hun', ro: 'rum', tr: 'tur', ko: 'kor', ca: 'cat', gl: 'glg', eu: 'baq', uk: 'ukr',
};
const NAMES: Record<string, string> = {
  portuguese: 'por', português: 'por', english: 'eng', inglês: 'eng', spanish: 'spa', español: 'spa', espanhol: 'spa',
  french: 'fre', français: 'fre', german: 'ger', deutsch: 'ger', italian: 'ita', dutch: 'dut', nederlands: 'dut',
};

/** A language value as a MARC code, or null when it is not recognisably one. */
export function marcLanguage(value: string): string | null {
  const v = value.trim().toLowerCase();
  const base = v.split(/[-_]/)[0];
  if (NAMES[v]) return NAMES[v];
  if (/^[a-z]{2}$/.test(base)) return TWO_TO_THREE[base] ?? null;
  if (/^[a-z]{3}$/.test(base)) return base === 'nld' ? 'dut' : base === 'deu' ? 'ger' : base === 'fra' ? 'fre' : base === 'zho' ? 'chi' : base;
  return null;
}

function typeCodes(types: string[]): string {
  const all = types.join(' ').toLowerCase();
  if (/moving ?image|video|film/.test(all)) return 'gm';
  if (/sound|audio/.test(all)) return 'im';
  if (/still ?image|image|photograph|picture/.test(all)) return 'km';
  if (/software|dataset|data set/.test(all)) return 'mm';
  if (/\bmap|cartographic/.test(all)) return 'em';
  if (/score|notated music/.test(all)) return 'cm';
  if (/article|contribution|part of/.test(all)) return 'ab';
  return 'am';
}

const data = (tag: string, ind1: string, ind2: string, ...subfields: [string, string][]): MarcDataField =>
  ({ tag, ind1, ind2, subfields: subfields.map(([code, value]) => ({ code, value })) });

const ISSN = /^(?:issn[:\s]*)?(\d{4}-?\d{3}[\dxX])$/i;
/** An ISBN: 10 or 13 digits (the last may be X) once hyphens and spaces are gone; an ISSN is not one. */
const isbnOf = (value: string): string | null => {
  const m = /^(?:isbn[:\s]*)?([\d][-\s\dxX]{8,16})$/i.exec(value.trim());
  if (!m || ISSN.test(value.trim())) return null;
  const digits = m[1].replace(/[-\s]/g, '');
  return /^(\d{9}[\dxX]|97[89]\d{10})$/i.test(digits) ? digits.toUpperCase() : null;
};

/** The MARC record of an oai_dc record (see the table above). Throws when it has no title. */
export function dublinCoreToMarc(identifier: string, dc: Record<string, string[]>): MarcRecord {
  const get = (name: string) => dc[name] ?? [];
  const titles = get('title');
  if (!titles.length) throw new Error('Dublin Core record without a title');
  const year = get('date').map((d) => /(\d{4})/.exec(d)?.[1]).find(Boolean) ?? '    ';
  const language = get('language').map(marcLanguage).find(Boolean) ?? '   ';
  const fixed = `${`000000s${year}    xx `.padEnd(35, ' ')}${language} d`;
  const fields: MarcField[] = [{ tag: '001', value: identifier }, { tag: '008', value: fixed }];
  for (const id of get('identifier')) {
    const isbn = isbnOf(id);
    const issn = ISSN.exec(id.trim());
    if (issn) fields.push(data('022', ' ', ' ', ['a', issn[1]]));
    else if (isbn) fields.push(data('020', ' ', ' ', ['a', isbn]));
  }
  for (const id of get('identifier')) {
    if (!isbnOf(id) && !ISSN.test(id.trim()) && !/^https?:\/\//i.test(id.trim())) fields.push(data('024', '8', ' ', ['a', id]));
  }
  for (const l of get('language')) { const code = marcLanguage(l); if (code) fields.push(data('041', '0', ' ', ['a', code])); }
  const [creator, ...others] = get('creator');
  if (creator) fields.push(data('100', '1', ' ', ['a', creator]));
  fields.push(data('245', creator ? '1' : '0', '0', ['a', titles[0]]));
  for (const t of titles.slice(1)) fields.push(data('246', '3', ' ', ['a', t]));
  const publication: [string, string][] = [];
  if (get('publisher')[0]) publication.push(['b', get('publisher')[0]]);
  if (get('date')[0]) publication.push(['c', get('date')[0]]);
  if (publication.length) fields.push(data('260', ' ', ' ', ...publication));
  for (const name of ['format', 'rights', 'relation', 'source', 'coverage']) for (const v of get(name)) fields.push(data('500', ' ', ' ', ['a', v]));
  for (const d of get('description')) fields.push(data('520', ' ', ' ', ['a', d]));
  for (const s of get('subject')) fields.push(data('653', ' ', ' ', ['a', s]));
  for (const c of others) fields.push(data('700', '1', ' ', ['a', c]));
  // DSpace repeats every creator as a contributor: a name already given as a creator is not added twice.
  for (const c of get('contributor').filter((n) => !get('creator').includes(n))) fields.push(data('700', '1', ' ', ['a', c], ['e', 'contributor']));
  for (const id of get('identifier')) if (/^https?:\/\//i.test(id.trim())) fields.push(data('856', '4', '0', ['u', id.trim()]));
  return { leader: `00000n${typeCodes(get('type'))} a2200000 a 4500`, fields };
}
