// The personal area's menu (spec §1 entries), grouped by what the patron came to do: one
// line per entry that openapi/personal-area.ts marks implemented (its id, route and calls
// are named there, once for the PWA and the server); here only its words and group.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { implementedEntries, type ImplementedId, type PersonalAreaRoute } from '../../../../../openapi/personal-area';

export type EntryGroup = 'borrowing' | 'requests' | 'acquisitions' | 'notices' | 'account';

export interface PersonalAreaEntry {
  /** The app layer (GET /pessoas/autenticar/app-layers) that turns the entry on. */
  layer: ImplementedId;
  to: PersonalAreaRoute;
  label: MessageDescriptor;
  group: EntryGroup;
}

export const ENTRY_GROUPS: Record<EntryGroup, MessageDescriptor> = {
  borrowing: msg`Borrowing`,
  requests: msg`Holds and requests`,
  acquisitions: msg`Acquisitions and databases`,
  notices: msg`Notices`,
  account: msg`My account`,
};

/** Every implemented entry must have its words here (the compiler says which is missing). */
const MENU: Record<ImplementedId, { label: MessageDescriptor; group: EntryGroup }> = {
  emprestimo: { label: msg`Loans and renewals`, group: 'borrowing' },
  emprestimos_pendentes: { label: msg`Pending loans`, group: 'borrowing' },
  renovacao: { label: msg`Renewal`, group: 'borrowing' },
  debito: { label: msg`Debts`, group: 'borrowing' },
  nada_consta: { label: msg`No-debts certificate`, group: 'borrowing' },
  afastamento: { label: msg`Suspensions`, group: 'borrowing' },
  totais_acervo: { label: msg`Collection totals`, group: 'account' },
  token_emprestimo: { label: msg`Library card and loan token`, group: 'borrowing' },
  solicitacoes: { label: msg`Requests to the library`, group: 'requests' },
  comutacao_bibliografica: { label: msg`Document copy`, group: 'requests' },
  levantamento_bibliografico: { label: msg`Bibliographic survey`, group: 'requests' },
  ficha_catalografica: { label: msg`Catalogue card`, group: 'requests' },
  pesquisa_especializada: { label: msg`Specialized search`, group: 'requests' },
  consulta_solicitacao_emprestimo: { label: msg`Loan requests`, group: 'requests' },
  postagem_trabalho: { label: msg`Work posting`, group: 'requests' },
  cesta_permanente: { label: msg`Permanent basket`, group: 'requests' },
  plano_ensino: { label: msg`Teaching plan`, group: 'requests' },
  aquisicao: { label: msg`Suggest an acquisition`, group: 'acquisitions' },
  consulta_sugestao: { label: msg`My acquisition suggestions`, group: 'acquisitions' },
  pedidos_compra: { label: msg`Purchase orders`, group: 'acquisitions' },
  estatistica_aquisicao: { label: msg`Acquisition statistics`, group: 'acquisitions' },
  base_dados: { label: msg`Databases`, group: 'acquisitions' },
  alertas: { label: msg`Alerts`, group: 'notices' },
  perfil_interesse: { label: msg`Interest profile`, group: 'notices' },
  areas_interesse: { label: msg`Interest areas`, group: 'notices' },
  conferir_titulos: { label: msg`Check titles`, group: 'notices' },
  dados_pessoais: { label: msg`Personal data`, group: 'account' },
  troca_usuario: { label: msg`User switching`, group: 'account' },
  privacidade_lgpd: { label: msg`Privacy and data protection`, group: 'account' },
};

export const PERSONAL_AREA_ENTRIES: readonly PersonalAreaEntry[] = implementedEntries().map((entry) => ({
  layer: entry.id, to: entry.route, ...MENU[entry.id],
}));

/** Pages of the personal area that are no app layer of §1 (always shown to a signed-in patron). */
export const PERSONAL_AREA_EXTRAS: readonly { to: `/meupergamum/${string}`; label: MessageDescriptor; group: EntryGroup }[] = [
  { to: '/meupergamum/reservas', label: msg`Holds`, group: 'requests' },
  { to: '/meupergamum/comentarios', label: msg`My comments`, group: 'notices' },
];
