/**
 * `dados_adicionais`: the values a title contributes to each search facet, keyed by the
 * filter letter of spec §4. The spec names the letters but not their meaning; the meanings
 * chosen here are listed in FILTROS_DADOS_ADICIONAIS. T (type), Y (year), I (language)
 * and X (cover/online/accessibility) come from the title's own columns; B (library) and
 * U (unit/campus) come from its copies, not from MARC.
 */
import { dataFields, dataFieldsMatching, distinct, firstSubfield, joinClean, subfieldValues } from './fields';
import type { MarcDataField, MarcRecord } from './types';

/** Subject fields: 600–688 and the local 69X; other X9 tags (659, 679…) are local junk in the wild. */
export const SUBJECT_TAGS = /^6(?:[0-8][0-8]|9\d)$/;

export const FILTROS_DADOS_ADICIONAIS: Readonly<Record<string, string>> = {
  A: 'Autor (100/110/111/700/710/711)',
  P: 'Assunto tópico (650, cabeçalho principal)',
  N: 'Nome como assunto (600/610/611)',
  G: 'Assunto geográfico (651, subdivisões $z)',
  F: 'Forma / gênero (655, subdivisões $v)',
  D: 'Período cronológico (648, subdivisões $y)',
  O: 'Obra / título uniforme (130/240/630/730)',
  S: 'Série (490/440/830)',
  C: 'Classe de assunto (050/090 letras da LC, 082 centena da CDD)',
  E: 'Editora (264/260 $b)',
  L: 'Local de publicação (264/260 $a)',
  M: 'Meio / suporte (337/338)',
};

/**
 * Main part of a heading: the subfields before the first subdivision or title, without
 * relators and links. $q (fuller form of name) only when parenthesized as MARC 21 says:
 * some systems repeat the whole name there ("Ferreira, Fabio" $q "Fabio Ferreira").
 */
export function mainHeading(field: MarcDataField): string {
  const relator = field.tag.endsWith('11') ? 'j' : 'e';
  const parts: string[] = [];
  for (const { code, value } of field.subfields) {
    if ('vxyzt'.includes(code)) break;
    if (code === relator || '0123456789'.includes(code)) continue;
    if (code === 'q' && !value.trim().startsWith('(')) continue;
    parts.push(value);
  }
  return joinClean(parts);
}

/** LC class letters ("PN") from 050/090, else the DDC hundred ("800") from 082. */
export function classeDe(record: MarcRecord): string | null {
  for (const f of dataFields(record, '050', '090')) {
    const letters = /^\s*([A-Z]{1,3})\d/.exec(subfieldValues(f, 'a')[0] ?? '')?.[1];
    if (letters) return letters;
  }
  const ddc = /^\s*(\d)\d\d/.exec(firstSubfield(dataFields(record, '082')[0], 'a') ?? '');
  return ddc ? `${ddc[1]}00` : null;
}

export function dadosAdicionais(
  record: MarcRecord, parts: { serie: string[]; editora: string | null; localPublicacao: string | null },
): Record<string, string[]> {
  const subdivisions = (code: string) => dataFieldsMatching(record, SUBJECT_TAGS).flatMap((f) => subfieldValues(f, code).map((v) => joinClean([v])));
  const main = (...tags: string[]) => dataFields(record, ...tags).map(mainHeading);
  const classe = classeDe(record);
  const entries: [string, string[]][] = [
    ['A', main('100', '110', '111', '700', '710', '711')],
    ['P', main('650')],
    ['N', main('600', '610', '611')],
    ['G', [...main('651'), ...subdivisions('z')]],
    ['F', [...main('655'), ...subdivisions('v')]],
    ['D', [...main('648'), ...subdivisions('y')]],
    ['O', dataFields(record, '130', '240', '630', '730').map((f) => joinClean(subfieldValues(f, 'a')))],
    ['S', parts.serie],
    ['C', classe ? [classe] : []],
    ['E', parts.editora ? [parts.editora] : []],
    ['L', parts.localPublicacao ? [parts.localPublicacao] : []],
    ['M', dataFields(record, '337', '338').flatMap((f) => subfieldValues(f, 'a')).map((v) => joinClean([v]))],
  ];
  const result: Record<string, string[]> = {};
  for (const [letter, values] of entries) {
    const clean = distinct(values.filter(Boolean));
    if (clean.length > 0) result[letter] = clean;
  }
  return result;
}
