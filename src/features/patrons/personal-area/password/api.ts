// The change-password calls of the personal area (spec §7 People): the rules to show and
// PUT /pessoas/meu-pergamum/senha {senhaAtual, senhaNova}.
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../../api/client';
import { unwrap } from '../../../../api/errors';

export const passwordQueries = {
  rules: () =>
    queryOptions({
      queryKey: ['account', 'password', 'rules'] as const,
      queryFn: ({ signal }) => unwrap(api.GET('/pessoas/meu-pergamum/senha', { signal })),
      staleTime: 60 * 60_000,
    }),
};

export const changePassword = (current: string, next: string) =>
  unwrap(api.PUT('/pessoas/meu-pergamum/senha', { body: { senhaAtual: current, senhaNova: next.trim() } }));
