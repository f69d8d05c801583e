// The circulation rule form's labels, over the limits of rule-limits.ts.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { NUMBER_LIMITS, type FlagKey, type NumberLimit } from './rule-limits';

const NUMBER_LABELS: Record<NumberLimit['key'], MessageDescriptor> = {
  dias_emprestimo: msg`Loan days`,
  max_emprestimos: msg`Most loans at once`,
  max_renovacoes: msg`Most renewals per loan`,
  multa_dia: msg`Fine per day late (R$)`,
  dias_suspensao_por_dia: msg`Suspension days per day late`,
  dias_retirada_reserva: msg`Days to collect a hold`,
  max_solicitacoes_abertas: msg`Most open loan requests`,
  debito_maximo: msg`Most debt that still allows renewing (R$, empty for any)`,
};

export const NUMBER_FIELDS = NUMBER_LIMITS.map((limit) => ({ ...limit, label: NUMBER_LABELS[limit.key] }));

export const FLAG_FIELDS: { key: FlagKey; label: MessageDescriptor }[] = [
  { key: 'renova_com_atraso', label: msg`May renew with another loan overdue` },
  { key: 'renova_com_debito', label: msg`May renew with unpaid fines` },
  { key: 'permite_domicilio', label: msg`Loan requests may ask for home delivery` },
];
