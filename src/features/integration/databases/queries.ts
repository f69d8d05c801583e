// Subscribed databases (issue 24 item 5; spec §1 "Database", §7 GET
// /acervo/meu-pergamum/bases-dados): the patron's list, and the staff screen that keeps them.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { components } from '../../../../openapi/schema.gen';
import { api } from '../../../api/client';
import { unwrap } from '../../../api/errors';
import { asOutcome, type Outcome } from '../../../api/outcome';

export type DatabaseEntry = components['schemas']['DatabaseEntry'];
export type StaffDatabase = components['schemas']['StaffDatabase'];
export type DatabaseInput = components['schemas']['DatabaseInput'];

export const databaseKeys = {
  all: () => ['databases'] as const,
  list: () => [...databaseKeys.all(), 'list'] as const,
  staff: () => ['staff-databases'] as const,
  libraries: () => [...databaseKeys.all(), 'libraries'] as const,
  target: (term: string) => [...databaseKeys.all(), 'target', term] as const,
};

export const databaseQueries = {
  list: () => queryOptions({ queryKey: databaseKeys.list(), queryFn: ({ signal }) => unwrap(api.GET('/acervo/meu-pergamum/bases-dados', { signal })) }),
  libraries: () => queryOptions({ queryKey: databaseKeys.libraries(), queryFn: ({ signal }) => unwrap(api.GET('/unidade-informacao', { signal })) }),
  target: (term: string) =>
    queryOptions({
      queryKey: databaseKeys.target(term),
      queryFn: ({ signal }) => unwrap(api.GET('/consulta/produtos-target', { params: { query: { termoPesquisa: term } }, signal })),
      meta: { persist: false },
    }),
  staff: () =>
    queryOptions({
      queryKey: databaseKeys.staff(),
      queryFn: ({ signal }) => unwrap(api.GET('/balcao/bases-dados', { signal })),
      meta: { persist: false },
      retry: false,
    }),
};

async function refreshing<T>(queryClient: QueryClient, work: Promise<T>): Promise<Outcome<T>> {
  try {
    return await asOutcome(work);
  } finally {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: databaseKeys.staff() }),
      queryClient.invalidateQueries({ queryKey: databaseKeys.all() }),
    ]);
  }
}

export const databaseActions = {
  save: (queryClient: QueryClient, id: number | null, body: DatabaseInput) =>
    refreshing(queryClient, id === null
      ? unwrap(api.POST('/balcao/bases-dados', { body }))
      : unwrap(api.PUT('/balcao/bases-dados/{id}', { params: { path: { id } }, body }))),
  remove: (queryClient: QueryClient, id: number) =>
    refreshing(queryClient, unwrap(api.DELETE('/balcao/bases-dados/{id}', { params: { path: { id } } }))),
};
