// The staff workspace's patrons section (issue 23): finding a patron, their record, and
// what staff do on their behalf. Other people's data: nothing is saved for offline use.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { unwrap } from '../../../api/errors';
import { asOutcome, type Outcome } from '../../../api/outcome';
import type { HoldRequest, PaymentReviewOutcome } from '../../../api/types';
import { deskKeys } from '../../circulation/desk';
import type { components } from '../../../../openapi/schema.gen';

type Schemas = components['schemas'];
export type PatronRegistration = Schemas['StaffPatronRegistration'];
export type PatronUpdate = Schemas['StaffPatronUpdate'];
export type PatronProfile = Schemas['StaffPatronProfile'];
/** A 409's answer: the person who already has that CPF, e-mail or login. */
export type DuplicatePatron = Schemas['DuplicatePatronError'];
type StaffPixChargeRequest = Schemas['StaffPixChargeRequest'];
/** Which payments to review a list shows. */
export type PaymentReviewList = 'abertas' | 'resolvidas';


export const staffPatronKeys = {
  all: () => ['staff-patrons'] as const,
  search: (q: string, page: number) => [...staffPatronKeys.all(), 'search', q, page] as const,
  record: (cod: number) => [...staffPatronKeys.all(), 'record', cod] as const,
  pix: (cod: number) => [...staffPatronKeys.all(), 'pix', cod] as const,
  paymentReviews: (situacao: PaymentReviewList) => [...staffPatronKeys.all(), 'payment-reviews', situacao] as const,
  profile: (cod: number) => [...staffPatronKeys.record(cod), 'profile'] as const,
  categories: () => [...staffPatronKeys.all(), 'categories'] as const,
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
  /** The payments kept for staff (PIX, PagTesouro): the open ones, or the latest resolved. */
  paymentReviews: (situacao: PaymentReviewList) =>
    queryOptions({
      queryKey: staffPatronKeys.paymentReviews(situacao),
      queryFn: ({ signal }) => unwrap(api.GET('/balcao/caixa/revisao', { params: { query: { situacao } }, signal })),
      ...notSaved,
    }),
  /** What the registration form edits (e-mail, phone, category, expiry, notes). */
  profile: (cod: number) =>
    queryOptions({
      queryKey: staffPatronKeys.profile(cod),
      queryFn: ({ signal }) => unwrap(api.GET('/balcao/pessoas/{cod}/cadastro', { params: { path: { cod } }, signal })),
      ...notSaved,
    }),
  /** The catalogue's own search (first 10 titles by relevance), to place a hold by title. */
  titleSearch: (term: string) =>
    queryOptions({
      queryKey: [...staffPatronKeys.all(), 'title-search', term] as const,
      queryFn: ({ signal }) => unwrap(api.GET('/consulta', { params: { query: { termo: term, quantPag: 10 } }, signal })),
      ...notSaved,
    }),
  categories: () =>
    queryOptions({
      queryKey: staffPatronKeys.categories(),
      queryFn: ({ signal }) => unwrap(api.GET('/balcao/categorias', { signal })),
      ...notSaved,
      staleTime: 60 * 60 * 1000,
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
  /** `liberar`: renew over the patron's standing (a fine…), for staff who may. */
  renew: (qc: QueryClient, cod: number, emprestimos: number[], motivo: string, liberar = false) =>
    act(qc, unwrap(api.POST('/balcao/pessoas/{cod}/renovacoes', { ...path(cod), body: { emprestimos, motivo, ...(liberar ? { liberar } : {}) } }))),
  placeHold: (qc: QueryClient, cod: number, reserva: HoldRequest, motivo: string) =>
    act(qc, unwrap(api.POST('/balcao/pessoas/{cod}/reservas', { ...path(cod), body: { reserva, motivo } }))),
  cancelHold: (qc: QueryClient, cod: number, reserva: number, motivo: string) =>
    act(qc, unwrap(api.POST('/balcao/pessoas/{cod}/reservas/cancelamento', { ...path(cod), body: { reservas: [reserva], motivo } })).then(() => true)),
  /** A PIX charge made at the desk for some of the patron's debts, immediate or (vencimento_dias) with a due date. */
  makePix: (qc: QueryClient, cod: number, body: StaffPixChargeRequest) =>
    act(qc, unwrap(api.POST('/balcao/pessoas/{cod}/pix', { ...path(cod), body }))),
  /** A static PIX charge the library saw paid: it becomes concluida and its debts are paid (audited). */
  clearPix: (qc: QueryClient, txid: string, motivo: string) =>
    act(qc, unwrap(api.POST('/balcao/pix/{txid}/baixa', { params: { path: { txid } }, body: { motivo } }))),
  /** Says how a payment kept for staff was resolved (refunded, kept as credit, other), with the note (audited). */
  resolvePayment: (qc: QueryClient, cod: number, resolucao: PaymentReviewOutcome, nota: string) =>
    act(qc, unwrap(api.POST('/balcao/caixa/revisao/{cod}/resolucao', { ...path(cod), body: { resolucao, nota } }))),
  waive: (qc: QueryClient, cod: number, id: number, motivo: string) =>
    act(qc, unwrap(api.PUT('/balcao/pessoas/{cod}/debitos/{id}', { params: { path: { cod, id } }, body: { acao: 'perdoar', motivo } }))),
  reduce: (qc: QueryClient, cod: number, id: number, valor: number, motivo: string) =>
    act(qc, unwrap(api.PUT('/balcao/pessoas/{cod}/debitos/{id}', { params: { path: { cod, id } }, body: { acao: 'reduzir', valor, motivo } }))),
  /** A first-access code (shown once): nothing of the record changes, so nothing refetches. */
  issueFirstAccessCode: (cod: number) => asOutcome(unwrap(api.POST('/balcao/pessoas/{cod}/primeiro-acesso', path(cod)))),
  register: (qc: QueryClient, body: PatronRegistration) => act(qc, unwrap(api.POST('/balcao/pessoas', { body }))),
  updateProfile: (qc: QueryClient, cod: number, body: PatronUpdate) =>
    act(qc, unwrap(api.PUT('/balcao/pessoas/{cod}/cadastro', { ...path(cod), body }))),
  /** A scanned copy's title (for a hold); an unknown barcode is the answer the form shows. */
  findCopy: (barcode: string) => asOutcome(unwrap(api.GET('/balcao/exemplar-por-codigo', { params: { query: { codigo_barras: barcode } } }))),
  setBlock: (qc: QueryClient, cod: number, bloqueado: boolean, motivo: string) =>
    act(qc, unwrap(api.PUT('/balcao/pessoas/{cod}/bloqueio', { ...path(cod), body: { bloqueado, motivo } }))),
};
