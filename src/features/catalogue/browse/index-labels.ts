// The names of the browse indexes (spec §1), translated.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { IndexType } from './browse-params';

const LABELS: Record<IndexType, MessageDescriptor> = {
  titulo: msg({ message: 'Titles', comment: 'Browse index' }),
  serie: msg({ message: 'Series', comment: 'Browse index' }),
  autor: msg({ message: 'Authors', comment: 'Browse index' }),
  assunto: msg({ message: 'Subjects', comment: 'Browse index' }),
  classificacao: msg({ message: 'Call numbers', comment: 'Browse index' }),
  isbn: msg({ message: 'ISBN', comment: 'Browse index' }),
  issn: msg({ message: 'ISSN', comment: 'Browse index' }),
};

export const indexLabel = (tipo: IndexType, i18n: I18n): string => i18n._(LABELS[tipo]);
