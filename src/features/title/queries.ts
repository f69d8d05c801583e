// Query keys and options of a title's pages (GET /acervo/{id} and its sub-resources).
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client';
import { unwrap } from '../../api/errors';

export const titleKeys = {
  all: () => ['title'] as const,
  detail: (id: number) => [...titleKeys.all(), id] as const,
  marc: (id: number) => [...titleKeys.detail(id), 'marc'] as const,
  copies: (id: number) => [...titleKeys.detail(id), 'copies'] as const,
};

const path = (id: number) => ({ params: { path: { id } } });

export const titleQueries = {
  detail: (id: number) =>
    queryOptions({
      queryKey: titleKeys.detail(id),
      queryFn: ({ signal }) => unwrap(api.GET('/acervo/{id}', { ...path(id), signal })),
    }),
  marc: (id: number) =>
    queryOptions({
      queryKey: titleKeys.marc(id),
      queryFn: ({ signal }) => unwrap(api.GET('/acervo/{id}/marc', { ...path(id), signal })),
    }),
  copies: (id: number) =>
    queryOptions({
      queryKey: titleKeys.copies(id),
      queryFn: ({ signal }) => unwrap(api.GET('/acervo/{id}/exemplares', { ...path(id), signal })),
    }),
};
