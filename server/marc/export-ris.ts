/** RIS (Research Information Systems) export of basket titles, one TY…ER block per title. */
import { invertedName, yearOf, type ExportEntry } from './export-entry';

const RIS_TYPE: Record<string, string> = {
  book: 'BOOK', periodical: 'JFULL', map: 'MAP', musical_score: 'MUSIC', song: 'SOUND', motion_picture: 'VIDEO',
  software: 'COMP', manuscript: 'MANSCPT', chapter: 'CHAP', thesis: 'THES', graphic: 'ART',
};

const line = (tag: string, value: string | number | undefined | null) =>
  value === undefined || value === null || value === '' ? [] : [`${tag}  - ${String(value).replace(/\s+/g, ' ').trim()}`];

export function toRis(entries: ExportEntry[]): string {
  const blocks = entries.map(({ codAcervo, item, subjects, callNumber, abstract, isbn, issn }) => [
    ...line('TY', RIS_TYPE[item.type] ?? 'GEN'),
    ...(item.author ?? []).flatMap((n) => line('AU', invertedName(n))),
    ...(item.editor ?? []).flatMap((n) => line('A2', invertedName(n))),
    ...(item.translator ?? []).flatMap((n) => line('A4', invertedName(n))),
    ...line('TI', item.title),
    ...line('ET', item.edition),
    ...line('CY', item['publisher-place']),
    ...line('PB', item.publisher),
    ...line('PY', yearOf(item)),
    ...[...isbn, ...issn].flatMap((sn) => line('SN', sn)),
    ...line('T3', item['collection-title']),
    ...line('SP', item['number-of-pages']),
    ...line('CN', callNumber),
    ...subjects.flatMap((s) => line('KW', s)),
    ...line('AB', abstract),
    ...line('LA', item.language),
    ...line('UR', item.URL),
    ...line('ID', codAcervo),
    'ER  - ',
  ].join('\r\n'));
  return blocks.join('\r\n\r\n') + '\r\n';
}
