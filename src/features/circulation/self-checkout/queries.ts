// Check out with the phone (issue 39 item 3): the patron's visit (proven presence) and its
// receipt, borrowing under it; the staff side's settings, entrance code and receipt check.
// Nothing here is kept for offline use: a visit lasts minutes and staff data is staff's.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { unwrap } from '../../../api/errors';
import { asOutcome } from '../../../api/outcome';
import type { SelfCheckoutSettingsInput } from '../../../api/types';
import { loanKeys } from '../loans';

export const selfCheckoutKeys = {
  all: () => ['self-checkout'] as const,
  receipt: (visit: number) => [...selfCheckoutKeys.all(), 'receipt', visit] as const,
  settings: () => [...selfCheckoutKeys.all(), 'settings'] as const,
  entrance: (library: number) => [...selfCheckoutKeys.all(), 'entrance', library] as const,
  verify: (code: string) => [...selfCheckoutKeys.all(), 'verify', code] as const,
};

export const selfCheckoutQueries = {
  receipt: (visit: number) =>
    queryOptions({
      queryKey: selfCheckoutKeys.receipt(visit),
      queryFn: ({ signal }) => unwrap(api.GET('/autoemprestimo/visitas/{codVisita}', { params: { path: { codVisita: visit } }, signal })),
      meta: { persist: false },
      retry: false,
    }),
  settings: () =>
    queryOptions({
      queryKey: selfCheckoutKeys.settings(),
      queryFn: ({ signal }) => unwrap(api.GET('/balcao/autoemprestimo', { signal })),
      meta: { persist: false },
      retry: false,
    }),
  /** The entrance screen's code, asked again when the next one is due. */
  entrance: (library: number) =>
    queryOptions({
      queryKey: selfCheckoutKeys.entrance(library),
      queryFn: ({ signal }) => unwrap(api.GET('/balcao/autoemprestimo/{codBiblioteca}/codigo', { params: { path: { codBiblioteca: library } }, signal })),
      meta: { persist: false },
      retry: false,
      refetchInterval: (query) => {
        const until = query.state.data ? Date.parse(query.state.data.valido_ate) - Date.now() : 30_000;
        return Math.min(Math.max(until + 500, 1_000), 60_000);
      },
      refetchIntervalInBackground: true,
    }),
};

/** Proves presence (the entrance code, or the library's network when `code` is absent): the visit and its empty receipt. */
export const startVisit = (body: { cod_biblioteca?: number; codigo?: string }) =>
  asOutcome(unwrap(api.POST('/autoemprestimo/visitas', { body })));

export async function borrowCopy(queryClient: QueryClient, visit: number, barcode: string) {
  const outcome = await asOutcome(unwrap(api.POST('/autoemprestimo/visitas/{codVisita}/emprestimos', {
    params: { path: { codVisita: visit } }, body: { codigo_barras: barcode },
  })));
  if (outcome.ok) queryClient.setQueryData(selfCheckoutKeys.receipt(visit), outcome.data);
  // The patron's loans lists show the new loan.
  await queryClient.invalidateQueries({ queryKey: loanKeys.all() });
  return outcome;
}

export async function saveSettings(queryClient: QueryClient, library: number, body: SelfCheckoutSettingsInput) {
  try {
    return await asOutcome(unwrap(api.PUT('/balcao/autoemprestimo/{codBiblioteca}', { params: { path: { codBiblioteca: library } }, body })));
  } finally {
    await queryClient.invalidateQueries({ queryKey: selfCheckoutKeys.all() });
  }
}

export const verifyReceipt = (code: string) =>
  asOutcome(unwrap(api.GET('/balcao/autoemprestimo/recibos/{codigo}', { params: { path: { codigo: code } } })));
