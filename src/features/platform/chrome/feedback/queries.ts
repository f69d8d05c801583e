// Campuses and their libraries for the comment and suggestion modals (spec §2, §4 "Selects").
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../../api/client';
import { unwrap } from '../../../../api/errors';

export const feedbackKeys = {
  all: () => ['feedback'] as const,
  campuses: () => [...feedbackKeys.all(), 'campuses'] as const,
  libraries: (campus: number) => [...feedbackKeys.all(), 'libraries', campus] as const,
};

export const feedbackQueries = {
  campuses: () =>
    queryOptions({
      queryKey: feedbackKeys.campuses(),
      queryFn: ({ signal }) => unwrap(api.GET('/campus', { signal })),
      staleTime: 60 * 60_000,
    }),
  libraries: (campus: number) =>
    queryOptions({
      queryKey: feedbackKeys.libraries(campus),
      queryFn: ({ signal }) => unwrap(api.GET('/unidade-informacao', { params: { query: { campus } }, signal })),
      staleTime: 60 * 60_000,
      enabled: campus !== -1,
    }),
};
