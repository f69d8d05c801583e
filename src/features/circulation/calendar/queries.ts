// The calendar feed's data: whether the patron has a live secret address (the server), and
// the address itself, which the server shows only once when made: kept in this patron's
// saved cache so this device can show it again.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { unwrap } from '../../../api/errors';

export interface FeedAddress { url: string; webcal: string; criada_em: string }

export const calendarKeys = {
  all: () => ['calendar-feed'] as const,
  status: () => [...calendarKeys.all(), 'status'] as const,
  address: () => [...calendarKeys.all(), 'address'] as const,
};

export const calendarQueries = {
  status: () =>
    queryOptions({
      queryKey: calendarKeys.status(),
      queryFn: ({ signal }) => unwrap(api.GET('/calendario/assinatura', { signal })),
      staleTime: 0,
    }),
  /** Never fetched: only what this device was given when it made the address. */
  address: (queryClient: QueryClient) =>
    queryOptions({
      queryKey: calendarKeys.address(),
      queryFn: () => queryClient.getQueryData<FeedAddress | null>(calendarKeys.address()) ?? null,
      staleTime: Infinity,
    }),
};

/** Makes a new address (the previous one stops working) and remembers it on this device. */
export async function makeAddress(queryClient: QueryClient) {
  const address = await unwrap(api.POST('/calendario/assinatura'));
  queryClient.setQueryData(calendarKeys.address(), address);
  await queryClient.invalidateQueries({ queryKey: calendarKeys.status() });
  return address;
}

export async function revokeAddress(queryClient: QueryClient) {
  try {
    await unwrap(api.DELETE('/calendario/assinatura'));
  } finally {
    queryClient.setQueryData(calendarKeys.address(), null);
    await queryClient.invalidateQueries({ queryKey: calendarKeys.status() });
  }
}
