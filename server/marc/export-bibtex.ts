/** BibTeX export of basket titles (UTF-8, for biber/biblatex or bibtex8). */
import { invertedName, leadNames, yearOf, type ExportEntry } from './export-entry';

const ENTRY_TYPE: Record<string, string> = { book: 'book', thesis: 'phdthesis', chapter: 'incollection', periodical: 'misc' };

/** Braces would unbalance the entry and the rest are TeX specials: all escaped. */
const escapeTex = (value: string) => value.replace(/([\\{}%&$#_^~])/g, (c) => (c === '\\' ? '\\textbackslash{}' : `\\${c}`));

function citeKey(entry: ExportEntry): string {
  const first = leadNames(entry.item)[0];
  const base = (first?.family ?? first?.literal ?? entry.item.title).normalize('NFD').replace(/[^A-Za-z0-9]/g, '').slice(0, 20).toLowerCase();
  return `${base || 'titulo'}${yearOf(entry.item) ?? ''}_${entry.codAcervo}`;
}

export function toBibtex(entries: ExportEntry[]): string {
  return entries.map((entry) => {
    const { item } = entry;
    const fields: [string, string | number | undefined][] = [
      ['author', item.author?.map(invertedName).join(' and ')],
      ['editor', item.editor?.map(invertedName).join(' and ')],
      ['title', item.title],
      ['edition', item.edition],
      ['address', item['publisher-place']],
      ['publisher', item.publisher],
      ['year', yearOf(item)],
      ['isbn', entry.isbn.join(', ') || undefined],
      ['issn', entry.issn.join(', ') || undefined],
      ['series', item['collection-title']],
      ['pagetotal', item['number-of-pages']],
      ['keywords', entry.subjects.join(', ') || undefined],
      ['abstract', entry.abstract ?? undefined],
      ['url', item.URL],
    ];
    const body = fields.filter(([, v]) => v !== undefined && v !== '')
      .map(([k, v]) => `  ${k} = {${k === 'url' ? String(v) : escapeTex(String(v))}}`).join(',\n');
    return `@${ENTRY_TYPE[item.type] ?? 'book'}{${citeKey(entry)},\n${body}\n}\n`;
  }).join('\n');
}
