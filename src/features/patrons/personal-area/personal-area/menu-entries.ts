// The personal area's menu (spec §1 entries), grouped by what a student came to do: one
// line per entry that openapi/personal-area.ts marks implemented (its id, route and calls
// are named there, once for the PWA and the server); here only its words and section.
// Entries that open the same page are one link (issue 37): the menu shows `sameAs`'s link
// instead, and the entry stays reachable through it at its spec route.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { implementedEntries, type ImplementedId, type PersonalAreaRoute } from '../../../../../openapi/personal-area';

export type EntryGroup = 'loans' | 'money' | 'requests' | 'interests' | 'account';

export interface PersonalAreaEntry {
  /** The app layer (GET /pessoas/autenticar/app-layers) that turns the entry on. */
  layer: ImplementedId;
  to: PersonalAreaRoute;
  label: MessageDescriptor;
  group: EntryGroup;
  /** The entry whose link already opens this entry's page (the menu shows that one link). */
  sameAs?: ImplementedId;
}

/** The menu's sections, in the order shown. */
export const ENTRY_GROUPS: Record<EntryGroup, MessageDescriptor> = {
  loans: msg({ message: 'My loans and holds', comment: 'A section of the personal area menu' }),
  money: msg({ message: 'Fines and certificates', comment: 'A section of the personal area menu: debts, payment slips, the no-debts certificate' }),
  requests: msg({ message: 'Requests to the library', comment: 'A section of the personal area menu' }),
  interests: msg({ message: 'Alerts and interests', comment: 'A section of the personal area menu' }),
  account: msg({ message: 'My data', comment: 'A section of the personal area menu' }),
};

/** Every implemented entry must have its words here (the compiler says which is missing). */
const MENU: Record<ImplementedId, { label: MessageDescriptor; group: EntryGroup; sameAs?: ImplementedId }> = {
  emprestimo: { label: msg`Loans and renewals`, group: 'loans' },
  // §1 "Renovação": the loans page renews (one, several, all); its route shows the same screen.
  renovacao: { label: msg`Renewal`, group: 'loans', sameAs: 'emprestimo' },
  emprestimos_pendentes: { label: msg`Pending loans`, group: 'loans' },
  token_emprestimo: { label: msg`Library card and loan token`, group: 'loans' },
  afastamento: { label: msg`Suspensions`, group: 'loans' },
  autoemprestimo: { label: msg`Check out with the phone`, group: 'loans' },
  cesta_permanente: { label: msg`Permanent basket`, group: 'loans' },
  debito: { label: msg`Debts`, group: 'money' },
  nada_consta: { label: msg`No-debts certificate`, group: 'money' },
  solicitacoes: { label: msg`All my requests`, group: 'requests' },
  consulta_solicitacao_emprestimo: { label: msg`Loan requests`, group: 'requests' },
  comutacao_bibliografica: { label: msg`Document copy`, group: 'requests' },
  levantamento_bibliografico: { label: msg`Bibliographic survey`, group: 'requests' },
  ficha_catalografica: { label: msg`Catalogue card`, group: 'requests' },
  pesquisa_especializada: { label: msg`Specialized search`, group: 'requests' },
  aquisicao: { label: msg`Suggest an acquisition`, group: 'requests' },
  consulta_sugestao: { label: msg`My acquisition suggestions`, group: 'requests' },
  pedidos_compra: { label: msg`Purchase orders`, group: 'requests' },
  postagem_trabalho: { label: msg`Work posting`, group: 'requests' },
  alertas: { label: msg`Alerts`, group: 'interests' },
  perfil_interesse: { label: msg`Interest profile`, group: 'interests' },
  areas_interesse: { label: msg`Interest areas`, group: 'interests' },
  conferir_titulos: { label: msg`Check titles`, group: 'interests' },
  base_dados: { label: msg`Databases`, group: 'interests' },
  plano_ensino: { label: msg`Teaching plan`, group: 'interests' },
  estatistica_aquisicao: { label: msg`Acquisition statistics`, group: 'interests' },
  dados_pessoais: { label: msg`Personal data`, group: 'account' },
  privacidade_lgpd: { label: msg`Privacy and data protection`, group: 'account' },
  // Staff only (the server turns these layers on for staff alone).
  troca_usuario: { label: msg`User switching`, group: 'account' },
  totais_acervo: { label: msg`Collection totals`, group: 'account' },
};

export const PERSONAL_AREA_ENTRIES: readonly PersonalAreaEntry[] = implementedEntries().map((entry) => ({
  layer: entry.id, to: entry.route, ...MENU[entry.id],
}));

/** Pages of the personal area that are no app layer of §1 (always shown to a signed-in patron). */
export const PERSONAL_AREA_EXTRAS: readonly { to: `/meupergamum/${string}`; label: MessageDescriptor; group: EntryGroup }[] = [
  { to: '/meupergamum/reservas', label: msg`Holds`, group: 'loans' },
  { to: '/meupergamum/emprestimo-entre-bibliotecas', label: msg`Inter-library loan`, group: 'requests' },
  { to: '/meupergamum/armazem', label: msg`Closed storage`, group: 'requests' },
  { to: '/meupergamum/comentarios', label: msg`My comments`, group: 'interests' },
];
