/**
 * The audit trail in words (issue 36 item 7): what each action the server records is called,
 * what each changed field is called, and how a recorded value reads, so the trail shows no
 * dotted names and no raw JSON. `audit-words.test.ts` reads every action recorded in
 * `server/` and fails when one has no words here.
 */
import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { AuditChannel } from '../../../api/types';
import { ROLE_NAMES } from './role-names';

/** Every action the server records (`recordAudit`'s `acao`), in words. */
export const AUDIT_ACTIONS: Record<string, MessageDescriptor> = {
  'loan.checkout': msg`Loan checked out`,
  'loan.return': msg`Loan returned`,
  'loan.renew': msg`Loan renewed`,
  'loan.renew-override': msg`Loan renewed over a refusal`,
  'desk.offline-conflict': msg`Offline desk transaction in conflict`,
  'desk.offline-discard': msg`Offline desk transaction discarded`,
  'self-checkout.start': msg`Phone self-checkout started`,
  'self-checkout.settings': msg`Phone self-checkout settings changed`,
  'patron.register': msg`Patron registered at the desk`,
  'patron.update': msg`Patron's registration data changed`,
  'loan-request.status': msg`Loan request moved`,
  'hold.place': msg`Hold placed`,
  'hold.cancel': msg`Hold cancelled`,
  'debt.pay': msg`Fine paid`,
  'debt.waive': msg`Fine waived`,
  'debt.reduce': msg`Fine reduced`,
  'payment.take': msg`Payment received`,
  'payment.refund': msg`Payment refunded`,
  'pix.clear': msg`Pix charge settled`,
  'pix.charge': msg`Pix charge made at the desk`,
  'payment.review': msg`Payment to review resolved`,
  'comment.approve': msg`Comment approved`,
  'comment.reject': msg`Comment rejected`,
  'suggestion.status': msg`Acquisition suggestion moved`,
  'request.status': msg`Request to the library moved`,
  'deletion.handle': msg`Deletion request handled`,
  'patron.block': msg`Patron blocked`,
  'patron.unblock': msg`Patron unblocked`,
  'patron.first-access-code': msg`First-access code issued`,
  'patron.first-access': msg`First access completed`,
  'patron.create-sso': msg`Patron created by single sign-on`,
  'patron.import': msg`Patrons imported`,
  'circulation.import': msg`Circulation data imported`,
  'user.switch': msg`Switched to a patron's account`,
  'role.grant': msg`Staff role granted`,
  'role.revoke': msg`Staff role revoked`,
  'item.create': msg`Copy added`,
  'item.update': msg`Copy edited`,
  'item.withdraw': msg`Copy withdrawn`,
  'title.replace': msg`Title record replaced`,
  'title.cover': msg`Title cover changed`,
  'hours.update': msg`Opening hours changed`,
  'closed-day.add': msg`Closed day added`,
  'closed-day.remove': msg`Closed day removed`,
  'rules.update': msg`Circulation rules changed`,
  'policy.add': msg`Circulation policy added`,
  'policy.update': msg`Circulation policy changed`,
  'policy.remove': msg`Circulation policy removed`,
  'loan-type.add': msg`Loan type added`,
  'loan-type.update': msg`Loan type changed`,
  'loan-type.remove': msg`Loan type removed`,
  'text.update': msg`Institution text changed`,
  'faq.update': msg`FAQ changed`,
  'event.add': msg`Event added`,
  'event.remove': msg`Event removed`,
  'database.create': msg`Subscribed database added`,
  'database.update': msg`Subscribed database changed`,
  'database.delete': msg`Subscribed database removed`,
  'network-partner.create': msg`Network partner added`,
  'network-partner.update': msg`Network partner changed`,
  'network-partner.delete': msg`Network partner removed`,
  'network-partner.harvest': msg`Network partner harvested`,
  'sip2-terminal.create': msg`Self-check terminal added`,
  'sip2-terminal.update': msg`Self-check terminal changed`,
  'sip2-terminal.delete': msg`Self-check terminal removed`,
  'sip2-terminal.unlock': msg`Self-check terminal unlocked`,
  'sip2-terminal.login-failed': msg`Self-check terminal sign-in failed`,
};

/** The fields the actions record before and after, in words. */
export const AUDIT_FIELDS: Record<string, MessageDescriptor> = {
  situacao: msg`Status`,
  situacao_exemplar: msg`Copy status`,
  observacao: msg`Note`,
  resposta: msg`Answer`,
  valor: msg`Amount`,
  valor_pago: msg`Amount paid`,
  total_a_pagar: msg`Amount due`,
  valor_centavos: msg`Amount`,
  debito_centavos: msg`Debt`,
  troco_centavos: msg`Change given`,
  metodo: msg`Payment method`,
  resolucao: msg`Resolution`,
  provedor: msg`Payment provider`,
  balcao: msg`Cash desk`,
  multas: msg`Fines`,
  multa: msg`Fine`,
  recibo: msg`Receipt`,
  data_pagamento: msg`Payment date`,
  data_devolucao_prevista: msg`Due date`,
  vencimento: msg`Due date`,
  hora_devolucao_prevista: msg`Due time`,
  data_devolucao: msg`Return date`,
  dias_atraso: msg`Days late`,
  horas_atraso: msg`Hours late`,
  suspensao_ate: msg`Suspended until`,
  reserva_liberada: msg`Hold released`,
  reserva_atendida: msg`Hold fulfilled`,
  recusa_liberada: msg`Refusal overridden`,
  regra: msg`Rule`,
  renovacoes: msg`Renewals`,
  cod_exemplar: msg`Copy`,
  cod_acervo: msg`Title`,
  cod_biblioteca: msg`Library`,
  biblioteca: msg`Library`,
  codigo_barras: msg`Barcode`,
  localizacao: msg`Location`,
  colecao: msg`Collection`,
  tipo_emprestimo: msg`Loan type`,
  volume: msg`Volume`,
  tomo: msg`Tome`,
  parte: msg`Part`,
  numero_chamada: msg`Call number`,
  data_baixa: msg`Withdrawal date`,
  bloqueado: msg`Blocked`,
  bloqueado_ate: msg`Locked until`,
  papel: msg`Account kind`,
  permissoes: msg`Roles`,
  horarios: msg`Opening hours`,
  data: msg`Date`,
  descricao: msg`Description`,
  entradas: msg`Entries`,
  login: msg`Login`,
  categoria: msg`Category`,
  expira_em: msg`Expires at`,
  numero_controle: msg`Control number`,
  titulo: msg`Title`,
  autor: msg`Author`,
  link_capa: msg`Cover`,
  tipo: msg`Type`,
  bytes: msg`Size (bytes)`,
  senha: msg`Password`,
  endereco: msg`Address`,
  desc_empresa: msg`Partner`,
  nome: msg`Name`,
  url: msg`Address (URL)`,
  registros: msg`Records`,
  ativo: msg`Active`,
  acesso_restrito: msg`Restricted access`,
  base: msg`Database`,
  codigo: msg`Code`,
  skipped: msg`Skipped`,
  without_email: msg`Without e-mail`,
  kind: msg`Kind`,
};

/** How an action came in (the contract's AuditChannel); the staff's and patron's screens have none. */
export const AUDIT_CHANNELS: Record<AuditChannel, MessageDescriptor> = {
  telefone: msg({ message: "Patron's phone", comment: 'Audit trail channel: the patron checked out with their own phone' }),
  sip2: msg({ message: 'Self-check terminal', comment: 'Audit trail channel: a SIP2 self-check machine' }),
  pix: msg({ message: 'Pix (bank)', comment: 'Audit trail channel: money the Pix payment provider reported' }),
  pagtesouro: msg({ message: 'PagTesouro (bank)', comment: 'Audit trail channel: money the PagTesouro service reported' }),
};

/** An action in words; an action without words (a newer server) shows its name. */
export const actionWords = (i18n: I18n, action: string): string =>
  AUDIT_ACTIONS[action] ? i18n._(AUDIT_ACTIONS[action]) : action;

/** A field in words; an unknown field reads as its name with spaces. */
export const fieldWords = (i18n: I18n, field: string): string =>
  AUDIT_FIELDS[field] ? i18n._(AUDIT_FIELDS[field]) : field.replace(/_/g, ' ');

/** A recorded value as a person reads it: yes/no, a dash for nothing, lists and records spelled out. */
export function valueWords(i18n: I18n, value: unknown, field = ''): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? i18n._(msg`Yes`) : i18n._(msg`No`);
  if (typeof value === 'number' && field.endsWith('_centavos')) {
    return new Intl.NumberFormat(i18n.locale, { style: 'currency', currency: 'BRL' }).format(value / 100);
  }
  if (field === 'permissoes' && Array.isArray(value)) {
    return value.length ? value.map((r) => (ROLE_NAMES[r as keyof typeof ROLE_NAMES] ? i18n._(ROLE_NAMES[r as keyof typeof ROLE_NAMES]) : String(r))).join(', ') : '—';
  }
  if (Array.isArray(value)) return value.length ? value.map((v) => valueWords(i18n, v)).join(', ') : '—';
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .map(([k, v]) => `${fieldWords(i18n, k)}: ${valueWords(i18n, v, k)}`)
      .join('; ');
  }
  return String(value);
}

export interface FieldChange { field: string; label: string; before: string | null; after: string | null }

/**
 * What a row changed, field by field: a field only before (removed), only after (set) or in
 * both (changed); a field the same on both sides is shown once, as after.
 */
export function changesOf(i18n: I18n, before: Record<string, unknown> | null, after: Record<string, unknown> | null): FieldChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields.map((field) => {
    const was = before != null && field in before ? valueWords(i18n, before[field], field) : null;
    const is = after != null && field in after ? valueWords(i18n, after[field], field) : null;
    return { field, label: fieldWords(i18n, field), before: was === is ? null : was, after: is };
  });
}
