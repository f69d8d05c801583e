// The search extras a title's page shows (issue 25 item 5): its additional titles (variant,
// parallel, translated: MARC 130/240/242/246/740) and the analytic records (articles,
// chapters) indexed under it. Public data, kept for offline use like the title itself.
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { unwrap } from '../../../api/errors';

export const searchExtrasKeys = {
  all: () => ['search-extras'] as const,
  additional: (id: number) => [...searchExtrasKeys.all(), 'additional', id] as const,
  indexed: (id: number) => [...searchExtrasKeys.all(), 'indexed', id] as const,
};

export const searchExtrasQueries = {
  additional: (id: number) =>
    queryOptions({
      queryKey: searchExtrasKeys.additional(id),
      queryFn: async ({ signal }) =>
        (await unwrap(api.GET('/consulta/titulos-adicionais', { params: { query: { acervos: [String(id)] } }, signal })))[0]?.titulos ?? [],
    }),
  indexed: (id: number) =>
    queryOptions({
      queryKey: searchExtrasKeys.indexed(id),
      queryFn: async ({ signal }) =>
        (await unwrap(api.GET('/consulta/acervos-indexados', { params: { query: { acervos: [String(id)] } }, signal })))[0]?.acervos ?? [],
    }),
};
