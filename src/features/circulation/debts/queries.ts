// The patron's debts (spec §1 Debit, §3 fine/debit) and their payment slips (GRU, §9: one
// per debt or one for all). Debts change at the desk behind the patron's back (a payment
// clears them), so the list is asked for again on every visit.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { unwrap } from '../../../api/errors';
import type { Debit, PagTesouroPayment, PaymentSlip, PixCharge } from '../../../api/types';
import { saveBlob } from '../../../components/download-file';

export type { Debit, PagTesouroPayment, PaymentSlip, PixCharge };

export const debtKeys = {
  all: () => ['debts'] as const,
  list: () => [...debtKeys.all(), 'list'] as const,
};

export const debtQueries = {
  list: () =>
    queryOptions({
      queryKey: debtKeys.list(),
      queryFn: ({ signal }) => unwrap(api.GET('/emprestimo/debitos-pendentes', { signal })),
      staleTime: 0,
      refetchOnWindowFocus: true,
    }),
};

/** What a slip pays: one debt, or every debt (the amount the patron sees, so a stale screen is refused). */
export type SlipRequest = { debit: Debit } | { all: true; total: number };

/** Makes the slip, then downloads its PDF. */
export async function createAndDownloadSlip(queryClient: QueryClient, request: SlipRequest): Promise<PaymentSlip> {
  const body = 'debit' in request
    ? { valor: request.debit.total_a_pagar, codBiblioteca: null, codDebito: request.debit.cod_debito }
    : { valor: request.total, codBiblioteca: null };
  try {
    const slip = await unwrap(api.POST('/unidade-informacao/gru', { body }));
    await downloadSlip(slip);
    return slip;
  } catch (error) {
    // A refusal (paid meanwhile, amount changed) means the list is out of date.
    await queryClient.invalidateQueries({ queryKey: debtKeys.all() });
    throw error;
  }
}

export async function downloadSlip(slip: PaymentSlip): Promise<void> {
  const blob = await unwrap(api.GET('/unidade-informacao/gru/{id}', { params: { path: { id: slip.cod_gru } }, parseAs: 'blob' }));
  saveBlob(blob as Blob, `gru-${slip.numero_referencia}.pdf`);
}

export const pixKeys = {
  charge: (txid: string) => [...debtKeys.all(), 'pix', txid] as const,
  open: () => [...debtKeys.all(), 'pix-open'] as const,
};

/** A PIX charge as it stands: asked again every few seconds while it may still be paid, so the page sees the PSP clear it. */
export const pixQueries = {
  charge: (txid: string) =>
    queryOptions({
      queryKey: pixKeys.charge(txid),
      queryFn: ({ signal }) => unwrap(api.GET('/emprestimo/pix/{txid}', { params: { path: { txid } }, signal })),
      refetchInterval: (query) => (query.state.data?.situacao === 'ativa' ? 4000 : false),
      staleTime: 0,
    }),
  /** The patron's charges that may still be paid, made here or at the desk (a cobv with its due date). */
  open: () =>
    queryOptions({
      queryKey: pixKeys.open(),
      queryFn: ({ signal }) => unwrap(api.GET('/emprestimo/pix', { signal })),
      staleTime: 0,
      refetchOnWindowFocus: true,
    }),
};

/** What a provider's charge pays: the chosen debts and the amount the patron sees (a stale screen is refused). */
const chargeBody = (debits: Debit[]) => ({
  debitos: debits.map((d) => d.cod_debito), valor: debits.reduce((sum, d) => sum + Math.round(d.total_a_pagar * 100), 0) / 100,
});

/** A refusal (paid meanwhile, amount changed) means the list is out of date. */
async function refreshedOnRefusal<T>(queryClient: QueryClient, call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    await queryClient.invalidateQueries({ queryKey: debtKeys.list() });
    throw error;
  }
}

/** A PIX charge for the chosen debts. */
export async function createPixCharge(queryClient: QueryClient, debits: Debit[]): Promise<PixCharge> {
  const charge = await refreshedOnRefusal(queryClient, unwrap(api.POST('/emprestimo/pix', { body: chargeBody(debits) })));
  queryClient.setQueryData(pixKeys.charge(charge.txid), charge);
  await queryClient.invalidateQueries({ queryKey: pixKeys.open() });
  return charge;
}

export const pagTesouroKeys = {
  list: () => [...debtKeys.all(), 'pagtesouro'] as const,
};

/** Whether the library takes PagTesouro, and the patron's latest payments as PagTesouro last said (asked again on every visit: the patron comes back from PagTesouro's page). */
export const pagTesouroQueries = {
  list: () =>
    queryOptions({
      queryKey: pagTesouroKeys.list(),
      queryFn: ({ signal }) => unwrap(api.GET('/emprestimo/pagtesouro', { signal })),
      staleTime: 0,
      refetchOnWindowFocus: true,
    }),
};

/** A PagTesouro payment for the chosen debts: its url is PagTesouro's page where the patron pays. */
export function createPagTesouroPayment(queryClient: QueryClient, debits: Debit[]): Promise<PagTesouroPayment> {
  return refreshedOnRefusal(queryClient, unwrap(api.POST('/emprestimo/pagtesouro', { body: chargeBody(debits) })));
}
