// Query keys and options of the page chrome: the institution's settings and the activities
// it enables for everyone (spec §6), both read once per visit.
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client';
import { unwrap } from '../../api/errors';
import { activitiesQuery, institutionKeys, institutionQuery } from '../../lib/institution';

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
