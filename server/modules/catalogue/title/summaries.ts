/**
 * The summary tabs of a title: 505 formatted contents ('summary') and 520 summaries or
 * abstracts ('book summary'), with the 856 link to a full table of contents when there is one.
 */
import type { ResponseBody } from '../../../http/handlers';
import { dataFields, firstSubfield, joinClean, subfieldValues } from '../../../marc/fields';
import { trimPunctuation } from '../../../marc/punctuation';
import type { MarcDataField, MarcRecord } from '../../../marc/types';

type SummaryData = ResponseBody<'getTitleSummaries'>;
type Entry = SummaryData['sumarios'][number];

const SUMMARY_TYPE: Record<string, SummaryData['resumos'][number]['tipo']> = {
  ' ': 'resumo', '0': 'assunto', '1': 'resenha', '2': 'escopo', '3': 'abstract', '4': 'conteudo', '8': 'outro',
};

const clean = (value: string) => trimPunctuation(value.trim().replace(/\s+/g, ' ')).replace(/\s*--$/, '').trim();

/** Enhanced contents: each $t opens an entry, $r names its authors, a following $g its pages or extent. */
function enhancedEntries(field: MarcDataField): Omit<Entry, 'seq'>[] {
  const entries: Omit<Entry, 'seq'>[] = [];
  for (const { code, value } of field.subfields) {
    const current = entries[entries.length - 1];
    if (code === 't') entries.push({ titulo: clean(value), autores: [], paginas: null });
    else if (code === 'r' && current) current.autores.push(clean(value));
    else if (code === 'g' && current && !current.paginas) current.paginas = clean(value) || null;
  }
  return entries.filter((e) => e.titulo);
}

/** Basic contents: "Title / Author -- Title -- …" in $a. */
function basicEntries(field: MarcDataField): Omit<Entry, 'seq'>[] {
  return subfieldValues(field, 'a').join(' -- ').split(/\s+--\s*/).map((part) => {
    const [title, ...authors] = part.split(/\s+\/\s+/);
    return { titulo: clean(title), autores: authors.map(clean).filter(Boolean), paginas: null };
  }).filter((e) => e.titulo);
}

export function summariesOf(codAcervo: number, record: MarcRecord): SummaryData {
  const entries = dataFields(record, '505').flatMap((f) => (firstSubfield(f, 't') ? enhancedEntries(f) : basicEntries(f)));
  const resumos = dataFields(record, '520')
    .map((f) => ({ tipo: SUMMARY_TYPE[f.ind1] ?? 'resumo', texto: joinClean(subfieldValues(f, 'ab')) }))
    .filter((r) => r.texto);
  const toc = dataFields(record, '856').find((f) => /contents|sum[áa]rio|[íi]ndice/i.test(firstSubfield(f, '3') ?? '') && firstSubfield(f, 'u'));
  return {
    cod_acervo: codAcervo,
    sumarios: entries.map((e, i) => ({ seq: i + 1, ...e })),
    resumos,
    link: firstSubfield(toc, 'u')?.trim() ?? null,
  };
}
