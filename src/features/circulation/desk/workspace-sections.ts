/**
 * The staff workspace's sections (issue 23): one line per section, in menu order. A section
 * is a route `/balcao/<path>` (its file `src/routes/balcao.<path>.tsx`), shown in the
 * workspace's menu to a staff member holding one of `roles` (admin holds every role; an
 * empty list means every staff member). The server still checks each call's role: hiding a
 * link is a courtesy, not the guard. Features add their section here with one line; a queue
 * gives `count`, a query of its open items, shown beside its name.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { StaffSession } from '../../../api/types';

export type StaffRole = StaffSession['permissoes'][number];

export interface WorkspaceSection {
  /** The route, `/balcao` or `/balcao/<path>`. */
  to: string;
  label: MessageDescriptor;
  roles: StaffRole[];
  /** A queue's key in GET /balcao/filas: its open items are counted beside its name. */
  count?: string;
}

export const WORKSPACE_SECTIONS: WorkspaceSection[] = [
  { to: '/balcao', label: msg`Circulation desk`, roles: ['circulation'] },
  { to: '/balcao/solicitacoes-emprestimo', label: msg`Loan requests`, roles: ['circulation'], count: 'solicitacoes-emprestimo' },
  { to: '/balcao/solicitacoes', label: msg`Requests to the library`, roles: ['circulation'], count: 'solicitacoes' },
  { to: '/balcao/comentarios', label: msg`Comments to moderate`, roles: ['cataloguing'], count: 'comentarios' },
  { to: '/balcao/sugestoes', label: msg`Acquisition suggestions`, roles: ['cataloguing'], count: 'sugestoes' },
  { to: '/balcao/bases-dados', label: msg`Subscribed databases`, roles: ['cataloguing'] },
  { to: '/balcao/exclusoes', label: msg`Deletion requests`, roles: ['patrons'], count: 'exclusoes' },
  { to: '/balcao/autoemprestimo', label: msg`Phone self-checkout`, roles: ['circulation'] },
  { to: '/balcao/usuarios', label: msg`Patrons`, roles: ['circulation', 'patrons'] },
  { to: '/balcao/pagamentos-revisar', label: msg`Payments to review`, roles: ['circulation'], count: 'pagamentos-revisar' },
  { to: '/balcao/equipe', label: msg`Staff roles`, roles: ['admin'] },
  { to: '/balcao/auditoria', label: msg`Audit trail`, roles: ['reports'] },
  { to: '/balcao/acervo', label: msg`Titles and items`, roles: ['cataloguing'] },
  { to: '/balcao/rede', label: msg`Network catalogue partners`, roles: ['cataloguing'] },
  { to: '/balcao/biblioteca', label: msg`The library`, roles: ['admin'] },
  { to: '/balcao/politicas', label: msg`Circulation policies`, roles: ['admin'] },
  { to: '/balcao/terminais-sip2', label: msg`Self-check terminals`, roles: ['admin'] },
];

export function mayOpen(section: WorkspaceSection, roles: readonly StaffRole[]): boolean {
  return roles.includes('admin') || section.roles.length === 0 || section.roles.some((r) => roles.includes(r));
}

/**
 * Whether the circulation desk's forms (check-out, return, payments, the day's closing) are
 * shown: the circulation role's (or admin's) alone, as the server's `staff:circulation` says.
 */
export const mayWorkTheDesk = (roles: readonly StaffRole[]): boolean => roles.includes('admin') || roles.includes('circulation');
