// Owns server state's cache policy. Failed queries and mutations report once, here,
// through the handler main.tsx passes in (the spec §8 catalogue); screens only show
// their own inline states.
// TODO(offline issue): persist opted-in queries (meta.persist) per patron in IndexedDB.
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';

export interface QueryClientOptions {
  onError: (error: unknown) => void;
}

function isClientError(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}

export function createQueryClient({ onError }: QueryClientOptions): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error) => onError(error) }),
    mutationCache: new MutationCache({ onError: (error) => onError(error) }),
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        gcTime: 10 * 60_000,
        // A 4xx will not change on retry; a flaky campus network might.
        retry: (failureCount, error) => !isClientError(error) && failureCount < 2,
        refetchOnWindowFocus: false,
      },
    },
  });
}
