// The personal area's menu (spec §1 entries), grouped by what the patron came to do. An
// entry shows only when the server's app layers say it is on for this person (it turns an
// entry on only when the calls behind it really work) and the app has its page.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { unwrap } from '../../../api/errors';

export type EntryGroup = 'borrowing' | 'requests' | 'notices' | 'account';

export interface PersonalAreaEntry {
  /** The app layer (GET /pessoas/autenticar/app-layers) that turns the entry on. */
  layer: string;
  to:
    | '/meupergamum/emprestimos' | '/meupergamum/debitos' | '/meupergamum/nada-consta' | '/meupergamum/reservas' | '/meupergamum/solicitacoes' | '/meupergamum/alertas' | '/meupergamum/carteirinha'
    | '/meupergamum/dados-pessoais' | '/meupergamum/troca-usuario' | '/meupergamum/privacidade' | '/meupergamum/postagem-trabalho';
  label: MessageDescriptor;
  group: EntryGroup;
}

export const ENTRY_GROUPS: Record<EntryGroup, MessageDescriptor> = {
  borrowing: msg`Borrowing`,
  requests: msg`Holds and requests`,
  notices: msg`Notices`,
  account: msg`My account`,
};

export const PERSONAL_AREA_ENTRIES: PersonalAreaEntry[] = [
  { layer: 'emprestimo', to: '/meupergamum/emprestimos', label: msg`Loans and renewals`, group: 'borrowing' },
  { layer: 'debito', to: '/meupergamum/debitos', label: msg`Debts`, group: 'borrowing' },
  { layer: 'nada_consta', to: '/meupergamum/nada-consta', label: msg`No-debts certificate`, group: 'borrowing' },
  { layer: 'token_emprestimo', to: '/meupergamum/carteirinha', label: msg`Library card and loan token`, group: 'borrowing' },
  { layer: 'solicitacoes', to: '/meupergamum/reservas', label: msg`Holds`, group: 'requests' },
  { layer: 'consulta_solicitacao_emprestimo', to: '/meupergamum/solicitacoes', label: msg`Loan requests`, group: 'requests' },
  { layer: 'alertas', to: '/meupergamum/alertas', label: msg`Alerts`, group: 'notices' },
  { layer: 'postagem_trabalho', to: '/meupergamum/postagem-trabalho', label: msg`Work posting`, group: 'requests' },
  { layer: 'dados_pessoais', to: '/meupergamum/dados-pessoais', label: msg`Personal data`, group: 'account' },
  { layer: 'troca_usuario', to: '/meupergamum/troca-usuario', label: msg`User switching`, group: 'account' },
  { layer: 'privacidade_lgpd', to: '/meupergamum/privacidade', label: msg`Privacy and data protection`, group: 'account' },
];

export const appLayersQuery = () =>
  queryOptions({
    queryKey: ['account', 'app-layers'] as const,
    queryFn: ({ signal }) => unwrap(api.GET('/pessoas/autenticar/app-layers', { signal })),
    staleTime: 10 * 60_000,
  });

/** The entries to show, given the server's layers. */
export function visibleEntries(layers: readonly { id: string; ativo: boolean }[]): PersonalAreaEntry[] {
  const on = new Set(layers.filter((l) => l.ativo).map((l) => l.id));
  return PERSONAL_AREA_ENTRIES.filter((entry) => on.has(entry.layer));
}
