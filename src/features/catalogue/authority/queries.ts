// Query keys and options of authority records (GET /autoridade/{id}) and the authority search.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { unwrap } from '../../../api/errors';
import type { AuthoritySearch } from './authority-search-params';

export const AUTHORITY_PAGE_SIZE = 20;

export const authorityKeys = {
  all: () => ['authority'] as const,
  detail: (id: number) => [...authorityKeys.all(), id] as const,
  searches: () => [...authorityKeys.all(), 'search'] as const,
  search: (search: AuthoritySearch) => [...authorityKeys.searches(), search] as const,
  types: () => [...authorityKeys.all(), 'types'] as const,
};

export const authorityQueries = {
  detail: (id: number) =>
    queryOptions({
      queryKey: authorityKeys.detail(id),
      queryFn: ({ signal }) => unwrap(api.GET('/autoridade/{id}', { params: { path: { id } }, signal })),
    }),
  search: (search: AuthoritySearch) =>
    queryOptions({
      queryKey: authorityKeys.search(search),
      queryFn: ({ signal }) =>
        unwrap(
          api.GET('/autoridade', {
            params: { query: { ...search, termo: search.termo?.trim() || undefined, quantPag: AUTHORITY_PAGE_SIZE } },
            signal,
          }),
        ),
      placeholderData: keepPreviousData,
    }),
  /** The types with how many authorities each has (GET /autoridade/combo). */
  types: () =>
    queryOptions({
      queryKey: authorityKeys.types(),
      queryFn: ({ signal }) => unwrap(api.GET('/autoridade/combo', { signal })),
      staleTime: 10 * 60_000,
    }),
};
