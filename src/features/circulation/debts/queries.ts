// The patron's debts (spec §1 Debit, §3 fine/debit) and their payment slips (GRU, §9: one
// per debt or one for all). Debts change at the desk behind the patron's back (a payment
// clears them), so the list is asked for again on every visit.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { unwrap } from '../../../api/errors';
import type { Debit, PaymentSlip } from '../../../api/types';
import { saveBlob } from '../../../components/download-file';

export type { Debit, PaymentSlip };

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
