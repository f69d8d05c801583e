// Query keys and options of the catalogue search (GET /consulta) and its autocomplete.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { unwrap } from '../../../api/errors';
import { DEFAULT_PAGE_SIZE, DEFAULT_SORT, type CatalogueSearch } from './search-params';
import type { SearchQuery } from './types';

/** Advanced rows with a value (blank rows say nothing; dropping them keeps the cache key stable). */
function advancedRows(search: CatalogueSearch): Pick<SearchQuery, 'campo' | 'valor' | 'operador'> {
  const rows = (search.campo ?? [])
    .map((campo, i) => ({ campo, valor: (search.valor?.[i] ?? '').trim(), operador: search.operador?.[i] ?? 'E' }))
    .filter((row) => row.valor.length > 0);
  if (rows.length === 0) return {};
  return {
    campo: rows.map((row) => row.campo),
    valor: rows.map((row) => row.valor),
    operador: rows.map((row) => row.operador),
  };
}

/** What is sent: the URL's search with the spec's defaults filled in. */
export function toSearchQuery(search: CatalogueSearch): SearchQuery {
  const query: SearchQuery = {
    tipo: search.tipo ?? 'livre',
    pagina: search.pagina ?? 1,
    quantPag: search.quantPag ?? DEFAULT_PAGE_SIZE,
    ordenacao: search.ordenacao ?? DEFAULT_SORT,
    ...advancedRows(search),
  };
  const termo = search.termo?.trim();
  if (termo) query.termo = termo;
  if (search.filtro?.length) query.filtro = search.filtro;
  if (search.anoIni !== undefined) query.anoIni = search.anoIni;
  if (search.anoFim !== undefined) query.anoFim = search.anoFim;
  return query;
}

export const catalogueKeys = {
  all: () => ['catalogue'] as const,
  searches: () => [...catalogueKeys.all(), 'search'] as const,
  search: (query: SearchQuery) => [...catalogueKeys.searches(), query] as const,
  completions: (termo: string) => [...catalogueKeys.all(), 'autocomplete', termo] as const,
};

/** Fewer characters than this get no completions (the contract answers them with none). */
export const MIN_COMPLETION_LENGTH = 2;

export const catalogueQueries = {
  search: (query: SearchQuery) =>
    queryOptions({
      queryKey: catalogueKeys.search(query),
      queryFn: ({ signal }) => unwrap(api.GET('/consulta', { params: { query }, signal })),
      // Keep the last page (and its facets) on screen while the next one loads.
      placeholderData: keepPreviousData,
    }),
  // The signal is passed on, so a completion nobody waits for any more is cancelled.
  completions: (termo: string) =>
    queryOptions({
      queryKey: catalogueKeys.completions(termo),
      queryFn: ({ signal }) =>
        unwrap(api.GET('/consulta/autocompletar', { params: { query: { termo, quantidade: 8 } }, signal })),
      enabled: termo.trim().length >= MIN_COMPLETION_LENGTH,
      staleTime: 5 * 60_000,
      placeholderData: keepPreviousData,
    }),
};
