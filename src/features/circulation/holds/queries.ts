// The patron's holds (spec §1 Requests, §3 hold, §7 Reservations): what a title's hold
// form offers, the dry run of a hold, placing and cancelling, the current holds and their
// history. Lists are saved per patron for offline use like every query; the dry run is
// not (it is only true of the moment it was asked).
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { components } from '../../../../openapi/schema.gen';
import { api } from '../../../api/client';
import { unwrap } from '../../../api/errors';
import { asOutcome, type Outcome } from '../../../api/outcome';
import { LIVE } from '../../../lib/startup/query-client';

export type Hold = components['schemas']['Hold'];
export type HoldRequest = components['schemas']['HoldRequest'];
export type HoldHistoryEntry = components['schemas']['HoldHistoryEntry'];
export type QueueCheck = components['schemas']['QueueCheck'];

export interface HistoryRange { dataIni?: string; dataFim?: string }

export const holdKeys = {
  all: () => ['holds'] as const,
  lists: () => [...holdKeys.all(), 'list'] as const,
  list: () => [...holdKeys.lists(), 'current'] as const,
  history: (range: HistoryRange = {}) => [...holdKeys.lists(), 'history', range] as const,
  titles: () => [...holdKeys.all(), 'title'] as const,
  options: (codAcervo: number) => [...holdKeys.titles(), codAcervo, 'options'] as const,
  check: (request: HoldRequest) => [...holdKeys.titles(), request.cod_acervo, 'check', request] as const,
};

export const holdQueries = {
  /** The patron's holds in queue and released (the dashboard shows them too); the desk releases them, so LIVE. */
  list: () =>
    queryOptions({
      queryKey: holdKeys.list(),
      queryFn: ({ signal }) => unwrap(api.GET('/reserva', { signal })),
      ...LIVE,
    }),
  history: (range: HistoryRange = {}) =>
    queryOptions({
      queryKey: holdKeys.history(range),
      queryFn: ({ signal }) => unwrap(api.GET('/reserva/historico', { params: { query: range }, signal })),
    }),
  options: (codAcervo: number) =>
    queryOptions({
      queryKey: holdKeys.options(codAcervo),
      queryFn: ({ signal }) =>
        unwrap(api.GET('/reserva/{id}/informacoes-iniciais', { params: { path: { id: codAcervo } }, signal })),
      staleTime: 0,
    }),
  /** The dry run: a refusal (422) is an answer here, not a failure. */
  check: (request: HoldRequest) =>
    queryOptions({
      queryKey: holdKeys.check(request),
      queryFn: async ({ signal }): Promise<QueueCheck> => {
        const answer = await asOutcome(unwrap(api.POST('/reserva/validar-fila', { body: request, signal })));
        if (answer.ok) return answer.data;
        return { pode_reservar: false, posicao_fila: null, exemplares_disponiveis: 0, mensagem: answer.message };
      },
      staleTime: 0,
      meta: { persist: false },
    }),
};

/** Places a hold; every hold view (lists, the title's options and dry runs) refetches. */
export async function placeHold(queryClient: QueryClient, request: HoldRequest): Promise<Outcome<Hold>> {
  try {
    return await asOutcome(unwrap(api.POST('/reserva', { body: request })));
  } finally {
    await queryClient.invalidateQueries({ queryKey: holdKeys.all() });
  }
}

/** Cancels holds, all or none (spec §4: one or several, after a confirmation). */
export async function cancelHolds(queryClient: QueryClient, codes: number[]): Promise<Outcome<void>> {
  try {
    return await asOutcome(unwrap(api.DELETE('/reserva', { body: codes })).then(() => undefined));
  } finally {
    await queryClient.invalidateQueries({ queryKey: holdKeys.all() });
  }
}
