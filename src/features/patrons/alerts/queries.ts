// The patron's alerts (spec §1 Alerts, §4 "Alerts: set, remove by id, mark read"): a hold
// released, a loan request made available, a due date near. Read/unread and delete.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { unwrap } from '../../../api/errors';

export interface AlertFilters { dataIni?: string; dataFim?: string }

export const alertKeys = {
  all: () => ['alerts'] as const,
  list: (filters: AlertFilters = {}) => [...alertKeys.all(), 'list', filters] as const,
};

export const alertQueries = {
  list: (filters: AlertFilters = {}) =>
    queryOptions({
      queryKey: alertKeys.list(filters),
      queryFn: ({ signal }) => unwrap(api.GET('/solicitacoes/alertas', { params: { query: filters }, signal })),
      // Written by the server when a hold is released or a due date nears: asked for on every visit.
      staleTime: 0,
      refetchOnWindowFocus: true,
    }),
};

export async function markAlert(queryClient: QueryClient, id: number, lido: boolean) {
  await unwrap(api.PUT('/solicitacoes/alertas/{id}', { params: { path: { id } }, body: { lido } }));
  await queryClient.invalidateQueries({ queryKey: alertKeys.all() });
}

export async function deleteAlert(queryClient: QueryClient, id: number) {
  await unwrap(api.DELETE('/solicitacoes/alertas/{id}', { params: { path: { id } } }));
  await queryClient.invalidateQueries({ queryKey: alertKeys.all() });
}

