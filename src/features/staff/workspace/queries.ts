// The staff workspace's patrons section (issue 23): finding a patron, their record, and
// what staff do on their behalf. Other people's data: nothing is saved for offline use.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { unwrap } from '../../../api/errors';
import { asOutcome, type Outcome } from '../../../api/outcome';
import type { HoldRequest } from '../../../api/types';
import { deskKeys } from '../../circulation/desk';


export const staffPatronKeys = {
  all: () => ['staff-patrons'] as const,
  search: (q: string, page: number) => [...staffPatronKeys.all(), 'search', q, page] as const,
  record: (cod: number) => [...staffPatronKeys.all(), 'record', cod] as const,
  pix: (cod: number) => [...staffPatronKeys.all(), 'pix', cod] as const,
};

const notSaved = { meta: { persist: false }, retry: false } as const;

export const staffPatronQueries = {
  search: (q: string, page: number) =>
    queryOptions({
      queryKey: staffPatronKeys.search(q, page),
      queryFn: ({ signal }) => unwrap(api.GET('/balcao/usuarios', { params: { query: { q, pagina: page } }, signal })),
      ...notSaved,
    }),
  record: (cod: number) =>
    queryOptions({
      queryKey: staffPatronKeys.record(cod),
      queryFn: ({ signal }) => unwrap(api.GET('/balcao/pessoas/{cod}', { params: { path: { cod } }, signal })),
      ...notSaved,
    }),
  /** The patron's PIX charges and the payments that paid nothing (issue 39), for the desk. */
  pix: (cod: number) =>
    queryOptions({
      queryKey: staffPatronKeys.pix(cod),
      queryFn: ({ signal }) => unwrap(api.GET('/balcao/pessoas/{cod}/pix', { params: { path: { cod } }, signal })),
      ...notSaved,
    }),
};

/** Runs an action; a refusal is the form's answer. The patron's record and the desk's views refetch either way. */
async function act<T>(queryClient: QueryClient, call: Promise<T>): Promise<Outcome<T>> {
  try {
    return await asOutcome(call);
  } finally {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: staffPatronKeys.all() }),
      queryClient.invalidateQueries({ queryKey: deskKeys.all() }),
    ]);
  }
}

const path = (cod: number) => ({ params: { path: { cod } } });

export const staffPatronActions = {
  renew: (qc: QueryClient, cod: number, emprestimos: number[], motivo: string) =>
    act(qc, unwrap(api.POST('/balcao/pessoas/{cod}/renovacoes', { ...path(cod), body: { emprestimos, motivo } }))),
  placeHold: (qc: QueryClient, cod: number, reserva: HoldRequest, motivo: string) =>
    act(qc, unwrap(api.POST('/balcao/pessoas/{cod}/reservas', { ...path(cod), body: { reserva, motivo } }))),
  cancelHold: (qc: QueryClient, cod: number, reserva: number, motivo: string) =>
    act(qc, unwrap(api.POST('/balcao/pessoas/{cod}/reservas/cancelamento', { ...path(cod), body: { reservas: [reserva], motivo } })).then(() => true)),
  /** A static PIX charge the library saw paid: it becomes concluida and its debts are paid (audited). */
  clearPix: (qc: QueryClient, txid: string, motivo: string) =>
    act(qc, unwrap(api.POST('/balcao/pix/{txid}/baixa', { params: { path: { txid } }, body: { motivo } }))),
  waive: (qc: QueryClient, cod: number, id: number, motivo: string) =>
    act(qc, unwrap(api.PUT('/balcao/pessoas/{cod}/debitos/{id}', { params: { path: { cod, id } }, body: { acao: 'perdoar', motivo } }))),
  reduce: (qc: QueryClient, cod: number, id: number, valor: number, motivo: string) =>
    act(qc, unwrap(api.PUT('/balcao/pessoas/{cod}/debitos/{id}', { params: { path: { cod, id } }, body: { acao: 'reduzir', valor, motivo } }))),
  /** A first-access code (shown once): nothing of the record changes, so nothing refetches. */
  issueFirstAccessCode: (cod: number) => asOutcome(unwrap(api.POST('/balcao/pessoas/{cod}/primeiro-acesso', path(cod)))),
  setBlock: (qc: QueryClient, cod: number, bloqueado: boolean, motivo: string) =>
    act(qc, unwrap(api.PUT('/balcao/pessoas/{cod}/bloqueio', { ...path(cod), body: { bloqueado, motivo } }))),
};
