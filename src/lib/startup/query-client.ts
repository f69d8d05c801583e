// Owns server state's cache policy. Failed calls are reported once, through the handler
// main.tsx passes in (the spec §8 catalogue): every failed mutation, and queries that
// fail in the background while their screen still shows older data. A first load that
// fails is shown by the screen itself (inline error), so it is not reported twice.
// What is kept across visits is storage/persister.ts's: every successful query, per patron,
// unless it opts out with `meta: { persist: false }` (docs/architecture.md "Offline").
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
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.state.data !== undefined) onError(error);
      },
    }),
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

/**
 * For answers the desk and the daily jobs change behind the patron's back (loans, holds):
 * a saved answer is shown at once and asked for again on every visit and when the app
 * comes back to the front (a push was just read), never trusted for the default minute.
 */
export const LIVE = { staleTime: 0, refetchOnWindowFocus: true } as const;
