// The staff desk (issue 16, contract tag `staff`): who is at the desk, a patron's
// circulation, check-out, return, loan-request states, comment moderation and payments.
// Nothing here is saved for offline use (it is other people's data, on a desk computer) but
// the staff member's own session: their name and roles, in their own saved cache (cleared at
// sign-out), so the workspace's guard decides offline and a desk reloaded offline still opens.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { unwrap } from '../../../api/errors';
import { asOutcome, type Outcome } from '../../../api/outcome';
import type { DeskCashPaymentInput, LoanRequestStep, OfflineDeskTransaction } from '../../../api/types';

export const deskKeys = {
  all: () => ['desk'] as const,
  session: () => [...deskKeys.all(), 'session'] as const,
  patron: (login: string) => [...deskKeys.all(), 'patron', login.trim().toLowerCase()] as const,
  queueCounts: () => [...deskKeys.all(), 'queue-counts'] as const,
};

const notSaved = { meta: { persist: false }, retry: false } as const;

export const deskQueries = {
  /** The staff member behind the token; a patron's token gets 403, an answer (the page's guard). Saved: about the signed-in person only. */
  session: () =>
    queryOptions({
      queryKey: deskKeys.session(),
      queryFn: ({ signal }) => asOutcome(unwrap(api.GET('/balcao/sessao', { signal }))),
      retry: false,
    }),
  patron: (login: string) =>
    queryOptions({
      queryKey: deskKeys.patron(login),
      queryFn: ({ signal }) => unwrap(api.GET('/balcao/usuarios/{usuario}', { params: { path: { usuario: login.trim() } }, signal })),
      ...notSaved,
    }),
  /** A day's takings per desk and method. */
  closing: (day: string) =>
    queryOptions({
      queryKey: [...deskKeys.all(), 'closing', day] as const,
      queryFn: ({ signal }) => unwrap(api.GET('/balcao/caixa/fechamento', { params: { query: { data: day } }, signal })),
      ...notSaved,
    }),
  /** How many items wait in each queue the staff member's roles open (the menu's counts); under deskKeys.all, so every desk action refreshes them. */
  queueCounts: () =>
    queryOptions({
      queryKey: deskKeys.queueCounts(),
      queryFn: ({ signal }) => unwrap(api.GET('/balcao/filas', { signal })),
      refetchInterval: 60_000,
      ...notSaved,
    }),
};

/**
 * Runs a desk action. The server's refusals (a copy not on loan, an unknown patron…) are
 * the answer the desk reads under its form; a failure of the network or the server is
 * reported by the central handler. Desk views refetch either way.
 */
async function act<T>(queryClient: QueryClient, call: Promise<T>): Promise<Outcome<T>> {
  try {
    return await asOutcome(call);
  } finally {
    await queryClient.invalidateQueries({ queryKey: deskKeys.all() });
  }
}

export const deskActions = {
  /** `override`: the reason to check out over the patron's refusal (staff with the patrons role). */
  checkOut: (queryClient: QueryClient, usuario: string, codigoBarras: string, override?: string) =>
    act(
      queryClient,
      unwrap(
        api.POST('/balcao/emprestimos', {
          body: { usuario: usuario.trim(), codigo_barras: codigoBarras.trim(), ...(override ? { motivo_liberacao: override } : {}) },
        }),
      ),
    ),
  returnCopy: (queryClient: QueryClient, codigoBarras: string) =>
    act(queryClient, unwrap(api.POST('/balcao/devolucoes', { body: { codigo_barras: codigoBarras.trim() } }))),
  advanceLoanRequest: (queryClient: QueryClient, id: number, situacao?: LoanRequestStep) =>
    act(queryClient, unwrap(api.PUT('/balcao/solicitacoes-emprestimo/{id}', { params: { path: { id } }, body: situacao ? { situacao } : {} }))),
  moderateComment: (queryClient: QueryClient, id: number, situacao: 'aprovado' | 'rejeitado') =>
    act(queryClient, unwrap(api.PUT('/balcao/comentarios/{id}', { params: { path: { id } }, body: { situacao } })).then(() => situacao)),
  /** Several comments at once (the queue's bulk action): which were moderated, which had been already. */
  moderateComments: (queryClient: QueryClient, ids: number[], situacao: 'aprovado' | 'rejeitado') =>
    act(queryClient, unwrap(api.POST('/balcao/comentarios', { body: { ids, situacao } }))),
  takePayment: (queryClient: QueryClient, body: DeskCashPaymentInput) => act(queryClient, unwrap(api.POST('/balcao/caixa/pagamentos', { body }))),
  refundPayment: (queryClient: QueryClient, recibo: number, motivo: string, balcao: string) =>
    act(queryClient, unwrap(api.POST('/balcao/caixa/pagamentos/{recibo}/estorno', { params: { path: { recibo } }, body: { motivo, balcao } }))),
  /**
   * The offline desk's queue, one batch (POST /balcao/offline): each transaction's result.
   * Throws when it could not be sent (no network, no valid session, the server failed): the queue keeps the items.
   */
  applyOffline: async (queryClient: QueryClient, transacoes: OfflineDeskTransaction[]) => {
    const answer = await unwrap(api.POST('/balcao/offline', { body: { transacoes } }));
    await queryClient.invalidateQueries({ queryKey: deskKeys.all() });
    return answer.resultados;
  },
  recordPayment: (queryClient: QueryClient, usuario: string, multas: number[]) =>
    act(queryClient, unwrap(api.POST('/balcao/pagamentos', { body: { usuario: usuario.trim(), multas } }))),
};
