// Query keys and options of the catalogue search (GET /consulta).
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client';
import { unwrap } from '../../api/errors';
import type { SearchQuery } from '../../api/types';
import { DEFAULT_PAGE_SIZE, DEFAULT_SORT, type CatalogueSearch } from './search-params';

/** What is sent: the URL's search with the spec's defaults filled in. */
export function toSearchQuery(search: CatalogueSearch & { termo: string }): SearchQuery {
  return {
    termo: search.termo.trim(),
    tipo: search.tipo ?? 'livre',
    pagina: search.pagina ?? 1,
    quantPag: search.quantPag ?? DEFAULT_PAGE_SIZE,
    ordenacao: search.ordenacao ?? DEFAULT_SORT,
  };
}

export const catalogueKeys = {
  all: () => ['catalogue'] as const,
  searches: () => [...catalogueKeys.all(), 'search'] as const,
  search: (query: SearchQuery) => [...catalogueKeys.searches(), query] as const,
};

export const catalogueQueries = {
  search: (query: SearchQuery) =>
    queryOptions({
      queryKey: catalogueKeys.search(query),
      queryFn: ({ signal }) => unwrap(api.GET('/consulta', { params: { query }, signal })),
      // Keep the last page on screen while the next one loads.
      placeholderData: keepPreviousData,
    }),
};
