// The library's own words in the reader's language (issue 37 item 7: "GRAVAÇÃO DE SOM" and
// "Graduação" stayed Portuguese in English and Spanish). The server describes types of work
// and patron categories in Portuguese, as the spec's tables hold them. Types of work have
// fixed codes (server/marc/work-types.ts, from MARC Leader/06–07): each is named here. A
// category is the institution's own, so only the descriptions Brazilian universities share
// are named; any other keeps the library's words, which are right if untranslated.
import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';

const WORK_TYPES: Record<number, MessageDescriptor> = {
  1: msg({ message: 'Book', comment: 'A type of work (MARC Leader/06 a, m)' }),
  2: msg({ message: 'Journal', comment: 'A type of work' }),
  3: msg({ message: 'Map', comment: 'A type of work' }),
  4: msg({ message: 'Score', comment: 'A type of work: printed music' }),
  5: msg({ message: 'Sound recording', comment: 'A type of work' }),
  6: msg({ message: 'Video / Film', comment: 'A type of work' }),
  7: msg({ message: 'Electronic resource', comment: 'A type of work' }),
  8: msg({ message: 'Mixed materials', comment: 'A type of work' }),
  9: msg({ message: 'Manuscript', comment: 'A type of work' }),
  10: msg({ message: 'Article / Chapter', comment: 'A type of work' }),
  11: msg({ message: 'Thesis / Dissertation', comment: 'A type of work' }),
  12: msg({ message: 'Graphic material', comment: 'A type of work: photos, posters, drawings' }),
  13: msg({ message: 'Three-dimensional object', comment: 'A type of work' }),
  14: msg({ message: 'Kit', comment: 'A type of work' }),
  15: msg({ message: 'Integrating resource', comment: 'A type of work: loose-leaf, updating website' }),
  99: msg({ message: 'Other', comment: 'A type of work' }),
};

const CATEGORIES: Record<string, MessageDescriptor> = {
  'graduação': msg({ message: 'Undergraduate', comment: 'A patron category (Graduação)' }),
  'pós-graduação': msg({ message: 'Postgraduate', comment: 'A patron category (Pós-graduação)' }),
  'mestrado': msg({ message: "Master's student", comment: 'A patron category (Mestrado)' }),
  'doutorado': msg({ message: 'Doctoral student', comment: 'A patron category (Doutorado)' }),
  'professor': msg({ message: 'Lecturer', comment: 'A patron category (Professor): university teaching staff' }),
  'funcionário': msg({ message: 'Staff member', comment: 'A patron category (Funcionário)' }),
  'curso técnico': msg({ message: 'Technical course', comment: 'A patron category (Curso técnico)' }),
  'intercambista': msg({ message: 'Exchange student', comment: 'A patron category (Intercambista)' }),
  'membro da comunidade': msg({ message: 'Community member', comment: 'A patron category (Membro da comunidade)' }),
};

// The Portuguese descriptions of those codes (server/marc/work-types.ts TIPOS_OBRA), for the
// network catalogue's records, which carry the words without the code.
const WORK_TYPE_CODES: Record<string, number> = {
  'livro': 1, 'periódico': 2, 'mapa': 3, 'partitura': 4, 'gravação de som': 5, 'vídeo / filme': 6,
  'recurso eletrônico': 7, 'material misto': 8, 'manuscrito': 9, 'artigo / capítulo': 10,
  'tese / dissertação': 11, 'material gráfico': 12, 'objeto tridimensional': 13, 'kit': 14,
  'recurso integrado': 15, 'outro': 99,
};

/** A type of work by its code (or by its Portuguese words), else the server's words as they are. */
export function workTypeName(i18n: I18n, code: number | null | undefined, serverWords: string | null | undefined): string {
  const byWords = serverWords ? WORK_TYPE_CODES[serverWords.trim().toLocaleLowerCase('pt-BR')] : undefined;
  const known = (code == null ? undefined : WORK_TYPES[code]) ?? (byWords === undefined ? undefined : WORK_TYPES[byWords]);
  return known ? i18n._(known) : (serverWords ?? '');
}

/** A patron category in the reader's language when it is one universities share, else the library's words. */
export function categoryName(i18n: I18n, serverWords: string | null | undefined): string {
  if (!serverWords) return '';
  const known = CATEGORIES[serverWords.trim().toLocaleLowerCase('pt-BR')];
  return known ? i18n._(known) : serverWords;
}
