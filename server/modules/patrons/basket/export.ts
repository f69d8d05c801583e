/** The basket as a file: RIS, BibTeX, MARC (ISO 2709), MARCXML, CSV, ABNT references or Dublin Core. */
import { renderBibliographyText } from '../../../marc/citation';
import { toOaiDcCollection, toDublinCore } from '../../../marc/dublin-core';
import { toBibtex } from '../../../marc/export-bibtex';
import { toCsv } from '../../../marc/export-csv';
import { exportEntry } from '../../../marc/export-entry';
import { toRis } from '../../../marc/export-ris';
import type { MarcRecord } from '../../../marc/types';
import { toIso2709, toMarcXml } from '../../../marc/write';

export type ExportFormat = 'ris' | 'bibtex' | 'iso2709' | 'marcxml' | 'csv' | 'referencia' | 'dublin_core';

export interface ExportTitle {
  codAcervo: number;
  titulo: string;
  marc: MarcRecord;
  assuntos: string[];
  classificacao: string | null;
  isbn: string[];
  issn: string[];
  edicao: string | null;
}

export interface ExportFile { fileName: string; contentType: string; content: string }

const FORMATS: Record<ExportFormat, { extension: string; contentType: string; write: (titles: ExportTitle[]) => string }> = {
  ris: { extension: 'ris', contentType: 'application/x-research-info-systems', write: (t) => toRis(entries(t)) },
  bibtex: { extension: 'bib', contentType: 'application/x-bibtex; charset=utf-8', write: (t) => toBibtex(entries(t)) },
  // Every record is written in UTF-8, so the file's bytes are exactly the UTF-8 encoding of this text.
  iso2709: { extension: 'mrc', contentType: 'application/marc', write: (t) => Buffer.concat(t.map((x) => toIso2709(x.marc))).toString('utf8') },
  marcxml: { extension: 'xml', contentType: 'application/marcxml+xml', write: (t) => toMarcXml(t.map((x) => x.marc)) },
  csv: { extension: 'csv', contentType: 'text/csv; charset=utf-8', write: (t) => toCsv(entries(t)) },
  referencia: {
    extension: 'txt', contentType: 'text/plain; charset=utf-8',
    write: (t) => renderBibliographyText('abnt', t.map((x) => ({ id: x.codAcervo, record: x.marc }))).join('\r\n\r\n') + '\r\n',
  },
  dublin_core: { extension: 'xml', contentType: 'application/xml', write: (t) => toOaiDcCollection(t.map((x) => toDublinCore(x.marc))) },
};

const entries = (titles: ExportTitle[]) =>
  titles.map((t) => exportEntry(t.codAcervo, t.marc, { assuntos: t.assuntos, classificacao: t.classificacao, isbn: t.isbn, issn: t.issn, edicao: t.edicao }));

export function exportFile(format: ExportFormat, titles: ExportTitle[], today = new Date()): ExportFile {
  const { extension, contentType, write } = FORMATS[format];
  const suffix = format === 'dublin_core' ? '-dublin-core' : format === 'referencia' ? '-referencias' : '';
  return { fileName: `cesta-${today.toISOString().slice(0, 10)}${suffix}.${extension}`, contentType, content: write(titles) };
}
