// Translated names of the filter letters (spec §4; their meaning is written in the
// contract's FilterEntry) and of the entries whose text the server does not word for us.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FilterEntry } from '../../api/types';
import { NO_DATE } from './facet-logic';

const GROUP_TITLES: Record<string, MessageDescriptor> = {
  X: msg({ message: 'Show only', comment: 'Facet group: titles with a cover, online, or accessible' }),
  T: msg`Type of work`,
  Y: msg({ message: 'Year', comment: 'Facet group: publication year' }),
  I: msg`Language`,
  B: msg`Library`,
  U: msg`Campus`,
  A: msg({ message: 'Author', comment: 'Facet group' }),
  P: msg({ message: 'Subject', comment: 'Facet group: topical subject' }),
  N: msg`Person or body as subject`,
  G: msg`Place as subject`,
  F: msg`Form or genre`,
  D: msg`Period`,
  O: msg`Work (uniform title)`,
  S: msg({ message: 'Series', comment: 'Facet group' }),
  C: msg`Subject class`,
  E: msg({ message: 'Publisher', comment: 'Facet group' }),
  L: msg`Place of publication`,
  M: msg`Medium`,
  R: msg`Archive repository`,
  K: msg`Archive classification`,
  Z: msg({ message: 'Institution', comment: 'Facet group: network-catalogue institution' }),
  NA_C: msg`Course`,
  NA_A: msg`Area of knowledge`,
};

const SHOW_ONLY: Record<string, MessageDescriptor> = {
  C: msg`With cover`,
  O: msg`Online access`,
  A: msg`Accessible`,
};

const noDate = msg({ message: 'No date', comment: 'Facet entry: titles without a publication year' });

export function groupTitle(letter: string, i18n: I18n): string {
  const title = GROUP_TITLES[letter];
  return title ? i18n._(title) : i18n._(msg`Filter ${letter}`);
}

/** The entry's text: ours where the server sends a code, the server's otherwise. */
export function entryLabel(entry: Pick<FilterEntry, 'tipo' | 'codigo' | 'descricao' | 'campus'>, i18n: I18n): string {
  if (entry.tipo === 'X' && SHOW_ONLY[entry.codigo]) return i18n._(SHOW_ONLY[entry.codigo]);
  if (entry.tipo === 'Y' && entry.codigo === NO_DATE) return i18n._(noDate);
  if (entry.tipo === 'NA_C' && entry.campus) return `${entry.descricao} (${entry.campus})`;
  return entry.descricao;
}
