/**
 * A MARC bibliographic record as a CSL-JSON item, the input of citeproc-js: names from
 * 100/110/111 and 700/710 (split into family and given), 245 title and subtitle, 250
 * edition, 260/264 place and publisher, year, 020 ISBN, 300 extent, 490 series and the
 * 856 address of the resource itself. Pure: no engine, no database.
 */
import { extractTitle } from './extract';
import { dataFields, firstSubfield, joinClean, subfieldValues } from './fields';
import { trimPunctuation } from './punctuation';
import type { MarcDataField, MarcRecord } from './types';

export interface CslName { family?: string; given?: string; literal?: string }

export interface CslItem {
  id: string;
  type: string;
  title: string;
  author?: CslName[];
  editor?: CslName[];
  translator?: CslName[];
  illustrator?: CslName[];
  edition?: string | number;
  publisher?: string;
  'publisher-place'?: string;
  issued?: { 'date-parts': number[][] };
  ISBN?: string;
  ISSN?: string;
  'number-of-pages'?: string;
  'collection-title'?: string;
  'collection-number'?: string;
  URL?: string;
  accessed?: { 'date-parts': number[][] };
  language?: string;
}

/** The parts of a title NBR 6023 treats apart: only the main title is emphasized. */
export interface TitleParts { main: string; subtitle: string | null }

const CSL_TYPE: Record<number, string> = {
  1: 'book', 2: 'periodical', 3: 'map', 4: 'musical_score', 5: 'song', 6: 'motion_picture', 7: 'software',
  9: 'manuscript', 10: 'chapter', 11: 'thesis', 12: 'graphic',
};

const ISO_639_1: Record<string, string> = {
  por: 'pt', eng: 'en', spa: 'es', fre: 'fr', ger: 'de', ita: 'it', lat: 'la', dut: 'nl', jpn: 'ja', chi: 'zh', rus: 'ru',
};

/** 245 $a (+ $n $p) as the title, $b as the subtitle, both without ISBD punctuation. */
export function titleParts(record: MarcRecord): TitleParts {
  const f245 = dataFields(record, '245')[0];
  if (!f245) return { main: extractTitle(record).titulo, subtitle: null };
  const main = joinClean(subfieldValues(f245, 'anp').map((v) => v.replace(/\s*\[[^\]]*\]\s*$/, '')));
  const subtitle = joinClean(subfieldValues(f245, 'b'));
  return { main: main || extractTitle(record).titulo, subtitle: subtitle || null };
}

/** "Kelly, John Bernard," → family Kelly, given John Bernard; a forename-only name stays literal. */
export function personName(field: MarcDataField): CslName {
  const name = trimPunctuation((firstSubfield(field, 'a') ?? '').trim()).replace(/,$/, '').trim();
  if (field.ind1 === '1' && name.includes(',')) {
    const [family, ...rest] = name.split(',');
    return { family: family.trim(), given: rest.join(',').trim() };
  }
  const numeration = firstSubfield(field, 'b');
  return { literal: joinClean([name, numeration ?? '']) };
}

const corporateName = (field: MarcDataField): CslName =>
  ({ literal: joinClean(subfieldValues(field, field.tag.endsWith('11') ? 'acdn' : 'ab')) });

type Role = 'author' | 'editor' | 'translator' | 'illustrator';

/** Relator terms ($e) and codes ($4) in the languages of the demo data. */
function roleOf(field: MarcDataField): Role | null {
  const relators = [...subfieldValues(field, field.tag.endsWith('11') ? 'j' : 'e'), ...subfieldValues(field, '4')]
    .map((v) => v.toLowerCase().replace(/[.,\s]+$/, ''));
  if (relators.length === 0) return 'author';
  if (relators.some((r) => /^(edt|ed|editor|org|organizador|compiler|comp|coord)/.test(r))) return 'editor';
  if (relators.some((r) => /^(trl|translator|tradutor|trad)/.test(r))) return 'translator';
  if (relators.some((r) => /^(ill|illustrator|ilustrador)/.test(r))) return 'illustrator';
  if (relators.some((r) => /^(aut|author|autor|cre|creator)/.test(r))) return 'author';
  return null;
}

function names(record: MarcRecord): Partial<Record<Role, CslName[]>> {
  const out: Partial<Record<Role, CslName[]>> = {};
  const add = (role: Role | null, name: CslName) => { if (role) (out[role] ??= []).push(name); };
  for (const f of dataFields(record, '100', '110', '111')) add(roleOf(f) ?? 'author', f.tag === '100' ? personName(f) : corporateName(f));
  for (const f of dataFields(record, '700', '710', '711')) {
    if (firstSubfield(f, 't')) continue; // an analytical entry (name + title), not a contributor
    add(roleOf(f), f.tag === '700' ? personName(f) : corporateName(f));
  }
  return out;
}

/** "4th ed." / "2. ed." / "3a ed." → 4, 2, 3, so each style words it in its locale; other statements stay text. */
export function editionOf(edition: string | null): string | number | undefined {
  if (!edition) return undefined;
  const numbered = /^\[?(\d{1,3})\s*(?:st|nd|rd|th|a|ª|º|e|ème|\.)?\s*(?:ed\.?|edition|edição|edición|édition|aufl\.?)?\]?[.,]?$/i.exec(edition.trim());
  if (numbered) return Number(numbered[1]);
  const text = edition.trim().replace(/^\[(.*)\]$/, '$1').replace(/\s&\s/g, ' and ');
  return text.replace(/\s*\b(ed\.?|edition|edição|edición|édition)\s*$/i, '').trim() || undefined;
}

/** The extent of 300 $a as CSL wants it: the page count when there is one. */
function pagesOf(record: MarcRecord): string | undefined {
  const extent = firstSubfield(dataFields(record, '300')[0], 'a') ?? '';
  const pages = [...extent.matchAll(/(\d+)\s*(?:p\b|pages|páginas|f\.)/gi)].map((m) => m[1]);
  return pages.length ? pages[pages.length - 1] : undefined;
}

/** The address of the resource itself or a version of it (856 ind2 0/1); related pages are not the work. */
export function resourceUrl(record: MarcRecord): string | undefined {
  const link = dataFields(record, '856').find((f) => firstSubfield(f, 'u')
    && (f.ind2 === '0' || (f.ind2 === '1' && !firstSubfield(f, '3'))));
  return firstSubfield(link, 'u')?.trim();
}

export function cslItem(id: string | number, record: MarcRecord, today = new Date()): CslItem {
  const values = extractTitle(record);
  const { main, subtitle } = titleParts(record);
  const series = dataFields(record, '490', '830')[0];
  const url = resourceUrl(record);
  const item: CslItem = {
    id: String(id),
    type: CSL_TYPE[values.codTipoObra] ?? 'book',
    title: subtitle ? `${main}: ${subtitle}` : main,
    ...names(record),
    edition: editionOf(values.edicao),
    publisher: values.editora ?? undefined,
    'publisher-place': values.localPublicacao ?? undefined,
    issued: values.anoPublicacao ? { 'date-parts': [[values.anoPublicacao]] } : undefined,
    ISBN: values.isbn[0],
    ISSN: values.issn[0],
    'number-of-pages': pagesOf(record),
    'collection-title': series ? joinClean(subfieldValues(series, 'a')) : undefined,
    'collection-number': series ? joinClean(subfieldValues(series, 'v')) || undefined : undefined,
    URL: url,
    accessed: url ? { 'date-parts': [[today.getFullYear(), today.getMonth() + 1, today.getDate()]] } : undefined,
    language: values.idioma ? ISO_639_1[values.idioma] : undefined,
  };
  return Object.fromEntries(Object.entries(item).filter(([, v]) => v !== undefined && v !== '')) as CslItem;
}
