/**
 * MODS 3.7 (Metadata Object Description Schema, Library of Congress) of titles, after LC's
 * MARC → MODS mapping reduced to what the basket's other writers carry: names with their
 * roles, title, type of resource, imprint, language, extent, subjects, identifiers.
 */
import { escapeXml } from '../core/markup';
import type { CslName } from './citation-item';
import { yearOf, type ExportEntry } from './export-entry';
import type { MarcRecord } from './types';

/** Leader/06 to MODS typeOfResource. */
const RESOURCE: Record<string, string> = {
  a: 'text', t: 'text', c: 'notated music', d: 'notated music', e: 'cartographic', f: 'cartographic', g: 'moving image',
  i: 'sound recording-nonmusical', j: 'sound recording-musical', k: 'still image', m: 'software, multimedia', o: 'mixed material',
  p: 'mixed material', r: 'three dimensional object',
};

const GENRE: Record<string, string> = { thesis: 'thesis', periodical: 'periodical', map: 'map', book: 'book' };

function name(n: CslName, role: string): string {
  const parts = n.literal
    ? [`<namePart>${escapeXml(n.literal)}</namePart>`]
    : [n.family && `<namePart type="family">${escapeXml(n.family)}</namePart>`, n.given && `<namePart type="given">${escapeXml(n.given)}</namePart>`].filter(Boolean);
  const type = n.literal ? '' : ' type="personal"';
  return `    <name${type}>${parts.join('')}<role><roleTerm type="text" authority="marcrelator">${role}</roleTerm></role></name>`;
}

export function toMods(titles: { entry: ExportEntry; record: MarcRecord }[]): string {
  const records = titles.map(({ entry, record }) => {
    const { item } = entry;
    const [main, ...rest] = item.title.split(': ');
    const year = yearOf(item);
    const lines = [
      '  <mods version="3.7">',
      `    <titleInfo><title>${escapeXml(main)}</title>${rest.length ? `<subTitle>${escapeXml(rest.join(': '))}</subTitle>` : ''}</titleInfo>`,
      ...(item.author ?? []).map((n) => name(n, 'author')),
      ...(item.editor ?? []).map((n) => name(n, 'editor')),
      ...(item.translator ?? []).map((n) => name(n, 'translator')),
      `    <typeOfResource>${RESOURCE[record.leader[6]] ?? 'text'}</typeOfResource>`,
      ...(GENRE[item.type] ? [`    <genre authority="marcgt">${GENRE[item.type]}</genre>`] : []),
      '    <originInfo>',
      ...(item['publisher-place'] ? [`      <place><placeTerm type="text">${escapeXml(item['publisher-place'])}</placeTerm></place>`] : []),
      ...(item.publisher ? [`      <publisher>${escapeXml(item.publisher)}</publisher>`] : []),
      ...(year ? [`      <dateIssued>${year}</dateIssued>`] : []),
      ...(entry.edition ? [`      <edition>${escapeXml(entry.edition)}</edition>`] : []),
      '    </originInfo>',
      ...(item.language ? [`    <language><languageTerm type="code" authority="rfc3066">${escapeXml(item.language)}</languageTerm></language>`] : []),
      ...(item['number-of-pages'] ? [`    <physicalDescription><extent>${escapeXml(item['number-of-pages'])} p.</extent></physicalDescription>`] : []),
      ...(entry.abstract ? [`    <abstract>${escapeXml(entry.abstract)}</abstract>`] : []),
      ...entry.subjects.map((s) => `    <subject><topic>${escapeXml(s)}</topic></subject>`),
      ...(entry.callNumber ? [`    <classification>${escapeXml(entry.callNumber)}</classification>`] : []),
      ...(item['collection-title'] ? [`    <relatedItem type="series"><titleInfo><title>${escapeXml(item['collection-title'])}</title></titleInfo></relatedItem>`] : []),
      ...entry.isbn.map((v) => `    <identifier type="isbn">${escapeXml(v)}</identifier>`),
      ...entry.issn.map((v) => `    <identifier type="issn">${escapeXml(v)}</identifier>`),
      ...(item.URL ? [`    <location><url>${escapeXml(item.URL)}</url></location>`] : []),
      `    <recordInfo><recordIdentifier>${entry.codAcervo}</recordIdentifier></recordInfo>`,
      '  </mods>',
    ];
    return lines.join('\n');
  });
  return ['<?xml version="1.0" encoding="UTF-8"?>',
    '<modsCollection xmlns="http://www.loc.gov/mods/v3" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.loc.gov/mods/v3 http://www.loc.gov/standards/mods/v3/mods-3-7.xsd">',
    ...records, '</modsCollection>', ''].join('\n');
}
