// Query keys and options of home: opening hours and new acquisitions.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { unwrap } from '../../../api/errors';
import type { NewAcquisitionsQuery } from './types';

export const homeKeys = {
  all: () => ['home'] as const,
  openingHours: () => [...homeKeys.all(), 'opening-hours'] as const,
  newAcquisitions: (query: NewAcquisitionsQuery) => [...homeKeys.all(), 'new-acquisitions', query] as const,
};

export const homeQueries = {
  openingHours: () =>
    queryOptions({
      queryKey: homeKeys.openingHours(),
      queryFn: ({ signal }) => unwrap(api.GET('/parametros/atendimento', { signal })),
      // Opening hours change a few times a year.
      staleTime: 60 * 60_000,
    }),
  newAcquisitions: (query: NewAcquisitionsQuery) =>
    queryOptions({
      queryKey: homeKeys.newAcquisitions(query),
      queryFn: ({ signal }) => unwrap(api.GET('/consulta/novas-aquisicoes', { params: { query }, signal })),
      placeholderData: keepPreviousData,
      staleTime: 10 * 60_000,
    }),
};
