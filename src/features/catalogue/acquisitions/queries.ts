// Acquisitions (spec §1 Acquisition, Suggestion consultation, Purchase orders, Acquisition
// statistics; §7 /aquisicao/*): the patron's suggestions, their statistics, and the staff
// queue that moves them (/balcao/sugestoes; staff answers are never saved offline).
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { components, operations } from '../../../../openapi/schema.gen';
import { api } from '../../../api/client';
import { unwrap } from '../../../api/errors';
import { asOutcome, type Outcome } from '../../../api/outcome';

export type AcquisitionRequest = components['schemas']['AcquisitionRequest'];
export type StaffSuggestion = components['schemas']['StaffSuggestion'];
export type SuggestionFilters = NonNullable<operations['listAcquisitionRequests']['parameters']['query']>;
export type QueueStatus = components['schemas']['AcquisitionStatusCode'];

export const acquisitionKeys = {
  all: () => ['acquisitions'] as const,
  lists: () => [...acquisitionKeys.all(), 'list'] as const,
  list: (filters: SuggestionFilters = {}) => [...acquisitionKeys.lists(), filters] as const,
  statistics: () => [...acquisitionKeys.all(), 'statistics'] as const,
};

export const acquisitionQueries = {
  list: (filters: SuggestionFilters = {}) =>
    queryOptions({
      queryKey: acquisitionKeys.list(filters),
      queryFn: ({ signal }) => unwrap(api.GET('/aquisicao/sugestoes', { params: { query: filters }, signal })),
    }),
  statistics: () =>
    queryOptions({
      queryKey: acquisitionKeys.statistics(),
      queryFn: ({ signal }) => unwrap(api.GET('/aquisicao/estatisticas', { signal })),
    }),
};

/** Moves a suggestion; the server's refusal (same status, gone) is the form's to show. */
export async function moveSuggestion(
  queryClient: QueryClient, id: number, body: { situacao: QueueStatus; observacao?: string | null },
): Promise<Outcome<StaffSuggestion>> {
  try {
    return await asOutcome(unwrap(api.PUT('/balcao/sugestoes/{id}', { params: { path: { id } }, body })));
  } finally {
    await queryClient.invalidateQueries({ queryKey: acquisitionKeys.all() });
  }
}
