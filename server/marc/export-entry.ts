/**
 * What the basket writers (RIS, BibTeX, CSV) need of a title: its CSL-JSON item (names,
 * title, edition, imprint, identifiers) plus the catalogue's subjects, call number and
 * abstract. Built once per title from the stored record and row.
 */
import { cslItem, type CslItem, type CslName } from './citation-item';
import { dataFields, joinClean, subfieldValues } from './fields';
import type { MarcRecord } from './types';

export interface ExportEntry {
  codAcervo: number;
  item: CslItem;
  subjects: string[];
  callNumber: string | null;
  abstract: string | null;
  issn: string[];
  isbn: string[];
  /** The edition statement as catalogued ('4th ed.'), where item.edition may be just 4. */
  edition: string | null;
}

export function exportEntry(codAcervo: number, record: MarcRecord, row: { assuntos: string[]; classificacao: string | null; isbn: string[]; issn: string[]; edicao: string | null }): ExportEntry {
  const abstract = dataFields(record, '520').map((f) => joinClean(subfieldValues(f, 'a'))).filter(Boolean).join(' ') || null;
  return { codAcervo, item: cslItem(codAcervo, record), subjects: row.assuntos, callNumber: row.classificacao, abstract, isbn: row.isbn, issn: row.issn, edition: row.edicao };
}

/** "Family, Given" (or the literal name), as RIS, BibTeX and the CSV write people. */
export const invertedName = (name: CslName): string =>
  name.literal ?? [name.family, name.given].filter(Boolean).join(', ');

/** Authors, else editors: the names a reference list leads with. */
export const leadNames = (item: CslItem): CslName[] => item.author ?? item.editor ?? [];

export const yearOf = (item: CslItem): number | undefined => item.issued?.['date-parts'][0]?.[0];
