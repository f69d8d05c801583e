// Query keys and options of the network catalogue (Rede Pergamum): other institutions' records.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { paths } from '../../../../openapi/schema.gen';
import { api } from '../../../api/client';
import { unwrap } from '../../../api/errors';

export type NetworkQuery = paths['/rede-pergamum/consulta']['get']['parameters']['query'];

export const networkKeys = {
  all: () => ['network'] as const,
  search: (query: NetworkQuery) => [...networkKeys.all(), 'search', query] as const,
  title: (id: string) => [...networkKeys.all(), 'title', id] as const,
};

export const networkQueries = {
  search: (query: NetworkQuery) =>
    queryOptions({
      queryKey: networkKeys.search(query),
      queryFn: ({ signal }) => unwrap(api.GET('/rede-pergamum/consulta', { params: { query }, signal })),
      placeholderData: keepPreviousData,
      // The network service failing is said once (§8); retrying would only delay the message.
      retry: false,
    }),
  /** One record of the network catalogue (GET /rede-pergamum/acervo/{id}). */
  title: (id: string) =>
    queryOptions({
      queryKey: networkKeys.title(id),
      queryFn: ({ signal }) => unwrap(api.GET('/rede-pergamum/acervo/{id}', { params: { path: { id } }, signal })),
      retry: false,
    }),
};
