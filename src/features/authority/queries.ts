// Query keys and options of authority records (GET /autoridade/{id}).
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client';
import { unwrap } from '../../api/errors';

export const authorityKeys = {
  all: () => ['authority'] as const,
  detail: (id: number) => [...authorityKeys.all(), id] as const,
};

export const authorityQueries = {
  detail: (id: number) =>
    queryOptions({
      queryKey: authorityKeys.detail(id),
      queryFn: ({ signal }) => unwrap(api.GET('/autoridade/{id}', { params: { path: { id } }, signal })),
    }),
};
