// The patron's suspensions (spec §1 Suspension, "afastamento"): GET /pessoas/afastamentos,
// each library's suspension with its dates, days and reason. Kept offline like loans.
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { unwrap } from '../../../api/errors';

export const suspensionKeys = {
  all: () => ['suspensions'] as const,
  list: () => [...suspensionKeys.all(), 'list'] as const,
};

export const suspensionQueries = {
  list: () =>
    queryOptions({
      queryKey: suspensionKeys.list(),
      queryFn: ({ signal }) => unwrap(api.GET('/pessoas/afastamentos', { signal })),
    }),
};

/** Whether a suspension still holds on `today` (YYYY-MM-DD): no end date, or an end on or after it. */
export const inForce = (suspension: { data_inicio: string; data_fim: string | null }, today: string): boolean =>
  suspension.data_inicio <= today && (suspension.data_fim === null || suspension.data_fim >= today);
