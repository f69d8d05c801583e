// Query keys and options of the page chrome: the institution's settings and the activities
// it enables for everyone (spec §6), both read once per visit.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { unwrap } from '../../../api/errors';
import { activitiesQuery, institutionKeys, institutionQuery } from '../institution';
import { whenRestored } from '../../../lib/storage/persister';

export const chromeKeys = {
  all: () => ['chrome'] as const,
  institution: institutionKeys.settings,
  activities: institutionKeys.activities,
  selfService: () => [...chromeKeys.all(), 'self-service'] as const,
};

/** Footer activity codes of spec §6. */
export const ACTIVITY = {
  acquisitionSuggestion: 12,
  generalComments: 13,
  externalCatalogue: 57,
  networkCatalogue: 87,
  logo: 88,
} as const;

export const chromeQueries = {
  institution: institutionQuery,
  activities: activitiesQuery,
  selfService: () =>
    queryOptions({
      queryKey: chromeKeys.selfService(),
      queryFn: ({ signal }) => unwrap(api.GET('/parametros/autoatendimento', { signal })),
      staleTime: 60 * 60_000,
    }),
};

/**
 * Asks for the header's settings at start (main.tsx), with the first page's own data: asked
 * for by the header as it renders, they would come after it, and a title page's first
 * paint would wait for them too (bench/lighthouse.ts). The saved cache is restored first.
 */
export function prefetchChromeSettings(queryClient: QueryClient): void {
  void whenRestored().then(() =>
    Promise.all([queryClient.prefetchQuery(chromeQueries.selfService()), queryClient.prefetchQuery(chromeQueries.institution())]),
  );
}
