// SIP2 self-check terminals (issue 26 item 3, /balcao/terminais-sip2, admin): the list, and
// adding, changing or removing one. Staff data: nothing is saved for offline use.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { unwrap } from '../../../api/errors';
import { asOutcome } from '../../../api/outcome';
import type { Sip2TerminalInput } from '../../../api/types';

export const sip2TerminalKeys = {
  all: () => ['sip2-terminals'] as const,
  list: () => [...sip2TerminalKeys.all(), 'list'] as const,
};

export const sip2TerminalQueries = {
  list: () =>
    queryOptions({
      queryKey: sip2TerminalKeys.list(),
      queryFn: ({ signal }) => unwrap(api.GET('/balcao/terminais-sip2', { signal })),
      meta: { persist: false },
      retry: false,
    }),
};

async function refreshing<T>(queryClient: QueryClient, call: Promise<T>) {
  try {
    return await asOutcome(call);
  } finally {
    await queryClient.invalidateQueries({ queryKey: sip2TerminalKeys.all() });
  }
}

export const createTerminal = (queryClient: QueryClient, body: Sip2TerminalInput & { login: string; senha: string }) =>
  refreshing(queryClient, unwrap(api.POST('/balcao/terminais-sip2', { body })));

export const updateTerminal = (queryClient: QueryClient, id: number, body: Sip2TerminalInput) =>
  refreshing(queryClient, unwrap(api.PUT('/balcao/terminais-sip2/{id}', { params: { path: { id } }, body })));

export const deleteTerminal = (queryClient: QueryClient, id: number) =>
  refreshing(queryClient, unwrap(api.DELETE('/balcao/terminais-sip2/{id}', { params: { path: { id } } })));
