// The network catalogue's partners (issue 26 item 2): the staff screen /balcao/rede lists
// them with their last harvest, adds and changes them, and starts a harvest now.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { components } from '../../../../openapi/schema.gen';
import { api } from '../../../api/client';
import { unwrap } from '../../../api/errors';
import { asOutcome, type Outcome } from '../../../api/outcome';

export type NetworkPartner = components['schemas']['NetworkPartner'];
export type NetworkPartnerInput = components['schemas']['NetworkPartnerInput'];
export type HarvestSummary = components['schemas']['HarvestSummary'];

export const partnerKeys = { all: () => ['network-partners'] as const };

export const partnerQueries = {
  list: () =>
    queryOptions({
      queryKey: partnerKeys.all(),
      queryFn: ({ signal }) => unwrap(api.GET('/balcao/rede/parceiros', { signal })),
      meta: { persist: false },
      retry: false,
      // While a harvest runs, its progress is fetched every two seconds.
      refetchInterval: (query) => (query.state.data?.some((p) => p.situacao === 'em-execucao') ? 2000 : false),
    }),
};

async function refreshing<T>(queryClient: QueryClient, work: Promise<T>): Promise<Outcome<T>> {
  try {
    return await asOutcome(work);
  } finally {
    await queryClient.invalidateQueries({ queryKey: partnerKeys.all() });
  }
}

export const partnerActions = {
  save: (queryClient: QueryClient, code: number | null, body: NetworkPartnerInput) =>
    refreshing(queryClient, code === null
      ? unwrap(api.POST('/balcao/rede/parceiros', { body }))
      : unwrap(api.PUT('/balcao/rede/parceiros/{codEmpresa}', { params: { path: { codEmpresa: code } }, body }))),
  remove: (queryClient: QueryClient, code: number) =>
    refreshing(queryClient, unwrap(api.DELETE('/balcao/rede/parceiros/{codEmpresa}', { params: { path: { codEmpresa: code } } }))),
  harvest: (queryClient: QueryClient, code: number) =>
    refreshing(queryClient, unwrap(api.POST('/balcao/rede/parceiros/{codEmpresa}/colheita', { params: { path: { codEmpresa: code } } }))),
};
