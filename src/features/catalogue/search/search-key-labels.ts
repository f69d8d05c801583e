// The reader's names of the catalogue search's URL keys, for the notice of what was ignored.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SearchKey } from './search-params';

const LABELS: Record<SearchKey, MessageDescriptor> = {
  termo: msg`search term`,
  tipo: msg`search by`,
  pagina: msg`page`,
  quantPag: msg`titles per page`,
  ordenacao: msg`sort order`,
  exibicao: msg`display mode`,
  filtro: msg`filters`,
  campo: msg`advanced search fields`,
  valor: msg`advanced search words`,
  operador: msg`advanced search operators`,
  anoIni: msg`first year`,
  anoFim: msg`last year`,
  filtroRede: msg`network catalogue filters`,
  paginaRede: msg`network catalogue page`,
};

export const searchKeyLabel = (key: SearchKey, i18n: I18n): string => i18n._(LABELS[key]);
