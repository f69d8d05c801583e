// The personal-data calls (spec §7 GET/PUT /pessoas/meu-pergamum/dados-pessoais).
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { unwrap } from '../../../api/errors';
import type { components } from '../../../../openapi/schema.gen';

export type PersonalData = components['schemas']['PersonalData'];

export const personalDataKeys = {
  all: () => ['personal-data'] as const,
  detail: () => [...personalDataKeys.all(), 'detail'] as const,
};

export const personalDataQueries = {
  detail: () =>
    queryOptions({
      queryKey: personalDataKeys.detail(),
      queryFn: ({ signal }) => unwrap(api.GET('/pessoas/meu-pergamum/dados-pessoais', { signal })),
      // Address, CPF, birth date: never kept on the device.
      meta: { persist: false },
    }),
};

export async function savePersonalData(queryClient: QueryClient, body: PersonalData): Promise<PersonalData> {
  const saved = await unwrap(api.PUT('/pessoas/meu-pergamum/dados-pessoais', { body }));
  queryClient.setQueryData(personalDataKeys.detail(), saved);
  return saved;
}
