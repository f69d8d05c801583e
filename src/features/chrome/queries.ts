// Query keys and options of the page chrome: the institution's settings and the activities
// it enables for everyone (spec §6), both read once per visit.
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client';
import { unwrap } from '../../api/errors';

export const chromeKeys = {
  all: () => ['chrome'] as const,
  institution: () => [...chromeKeys.all(), 'institution'] as const,
  activities: () => [...chromeKeys.all(), 'activities'] as const,
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
  institution: () =>
    queryOptions({
      queryKey: chromeKeys.institution(),
      queryFn: ({ signal }) => unwrap(api.GET('/parametros/instituicao', { signal })),
      staleTime: 60 * 60_000,
    }),
  activities: () =>
    queryOptions({
      queryKey: chromeKeys.activities(),
      queryFn: ({ signal }) => unwrap(api.GET('/parametros/funcionalidades', { signal })),
      select: (list) => new Set(list.map((activity) => activity.cod_atividade)),
      staleTime: 60 * 60_000,
    }),
};
