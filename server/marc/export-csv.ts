/**
 * CSV export of basket titles: RFC 4180 (CRLF, fields quoted when they hold a comma, a
 * quote or a line break; quotes doubled), UTF-8 with a byte-order mark so Excel reads the
 * accents right.
 */
import { invertedName, leadNames, yearOf, type ExportEntry } from './export-entry';

const HEADER = ['cod_acervo', 'titulo', 'autores', 'edicao', 'local', 'editora', 'ano', 'isbn', 'issn', 'serie', 'assuntos', 'classificacao', 'url'];

export const csvField = (value: string | number | null | undefined): string => {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

export function toCsv(entries: ExportEntry[]): string {
  const rows = entries.map(({ codAcervo, item, isbn, issn, subjects, callNumber, edition }) => [
    codAcervo, item.title, leadNames(item).map(invertedName).join('; '), edition, item['publisher-place'], item.publisher,
    yearOf(item), isbn.join('; '), issn.join('; '), item['collection-title'], subjects.join('; '), callNumber, item.URL,
  ]);
  return '\uFEFF' + [HEADER, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}
