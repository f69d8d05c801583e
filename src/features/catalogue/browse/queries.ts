// Query keys and options of the browse indexes (GET /consulta/indice).
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { unwrap } from '../../../api/errors';
import type { BrowseSearch, IndexType } from './browse-params';

export const BROWSE_PAGE_SIZE = 20;

export const browseKeys = {
  all: () => ['browse'] as const,
  page: (tipo: IndexType, search: BrowseSearch) => [...browseKeys.all(), tipo, search] as const,
};

export const browseQueries = {
  page: (tipo: IndexType, search: BrowseSearch) =>
    queryOptions({
      queryKey: browseKeys.page(tipo, search),
      queryFn: ({ signal }) =>
        unwrap(
          api.GET('/consulta/indice', {
            params: { query: { tipo, ...search, quantidade: BROWSE_PAGE_SIZE } },
            signal,
          }),
        ),
      placeholderData: keepPreviousData,
    }),
};
