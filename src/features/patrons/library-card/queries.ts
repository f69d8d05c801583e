// The library card's data: the loan token (spec §1 "Request token"). The answer is saved with
// the patron's other queries, so the card and its QR code show offline once seen.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { ApiError, unwrap } from '../../../api/errors';
import { saveBlob } from '../../../components/download-file';

export const libraryCardKeys = {
  all: () => ['library-card'] as const,
  token: () => [...libraryCardKeys.all(), 'loan-token'] as const,
  wallets: () => [...libraryCardKeys.all(), 'wallets'] as const,
};

export const libraryCardQueries = {
  /** The live token, or null when the patron has none (the server's 404). */
  token: () =>
    queryOptions({
      queryKey: libraryCardKeys.token(),
      queryFn: async ({ signal }) => {
        try {
          return await unwrap(api.GET('/emprestimo/token', { signal }));
        } catch (error) {
          if (error instanceof ApiError && error.status === 404) return null;
          throw error;
        }
      },
      staleTime: 30_000,
    }),
  /** Which wallets the server can put the card in (their keys are set): only those buttons show. */
  wallets: () =>
    queryOptions({
      queryKey: libraryCardKeys.wallets(),
      queryFn: ({ signal }) => unwrap(api.GET('/carteira', { signal })),
      staleTime: 5 * 60_000,
    }),
};

/** The signed Apple Wallet pass, handed to the browser: Safari opens a .pkpass in Wallet's preview. */
export async function downloadApplePass(): Promise<void> {
  const blob = await unwrap(api.GET('/carteira/apple', { parseAs: 'blob' }));
  saveBlob(new Blob([blob as Blob], { type: 'application/vnd.apple.pkpass' }), 'carteirinha.pkpass');
}

/** Google's "save" page for the card, in this tab (a tab opened after the wait would meet the pop-up blocker). */
export async function openGoogleWallet(): Promise<void> {
  const { url } = await unwrap(api.GET('/carteira/google'));
  window.location.assign(url);
}

/** Asks for a new token (the old one stops working) and keeps it as the card's. */
export async function requestLoanToken(queryClient: QueryClient) {
  const token = await unwrap(api.POST('/emprestimo/token'));
  queryClient.setQueryData(libraryCardKeys.token(), token);
  return token;
}
