// The library card's data: the loan token (spec §1 "Request token"). The answer is saved with
// the patron's other queries, so the card and its QR code show offline once seen.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { ApiError, unwrap } from '../../../api/errors';

export const libraryCardKeys = {
  all: () => ['library-card'] as const,
  token: () => [...libraryCardKeys.all(), 'loan-token'] as const,
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
};

/** Asks for a new token (the old one stops working) and keeps it as the card's. */
export async function requestLoanToken(queryClient: QueryClient) {
  const token = await unwrap(api.POST('/emprestimo/token'));
  queryClient.setQueryData(libraryCardKeys.token(), token);
  return token;
}
