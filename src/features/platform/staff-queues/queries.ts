// The staff queues' shared list (issue 36 item 6): one call for every queue's page
// (GET /balcao/filas/{fila}) and the claim of an item. Other people's data: not saved.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { unwrap } from '../../../api/errors';
import { asOutcome } from '../../../api/outcome';
import type { StaffQueueFilters as QueueFilters } from '../../../api/types';

export type { QueueFilters };

export const staffQueueKeys = {
  all: () => ['staff-queues'] as const,
  queue: (queue: string) => [...staffQueueKeys.all(), queue] as const,
  page: (queue: string, filters: QueueFilters) => [...staffQueueKeys.queue(queue), filters] as const,
};

export const staffQueueQueries = {
  page: (queue: string, filters: QueueFilters) =>
    queryOptions({
      queryKey: staffQueueKeys.page(queue, filters),
      queryFn: ({ signal }) => unwrap(api.GET('/balcao/filas/{fila}', { params: { path: { fila: queue }, query: filters }, signal })),
      meta: { persist: false },
      retry: false,
      placeholderData: (previous) => previous,
    }),
};

export async function claimItem(queryClient: QueryClient, queue: string, id: number, atribuir: boolean) {
  try {
    return await asOutcome(unwrap(api.PUT('/balcao/filas/{fila}/{id}/atribuicao', { params: { path: { fila: queue, id } }, body: { atribuir } })));
  } finally {
    await queryClient.invalidateQueries({ queryKey: staffQueueKeys.queue(queue) });
  }
}
