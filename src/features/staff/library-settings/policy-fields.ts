// The policy matrix form's labels and hints, over the limits of policy-limits.ts.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { POLICY_NUMBER_LIMITS, type PolicyNumberKey } from './policy-limits';

const LABELS: Record<PolicyNumberKey, MessageDescriptor> = {
  prazo: msg`Loan length`,
  max_emprestimos: msg`Most loans at once, in all`,
  max_emprestimos_tipo: msg`Most loans at once of this loan type`,
  max_renovacoes: msg`Most renewals per loan`,
  multa: msg`Fine per day late (per hour for an hourly loan), R$`,
  dias_suspensao_por_dia: msg`Suspension days per day late`,
  dias_retirada_reserva: msg`Days to collect a hold`,
};

const HINTS: Partial<Record<PolicyNumberKey, MessageDescriptor>> = {
  prazo: msg`In days, or in hours for an hourly loan.`,
  max_emprestimos_tipo: msg`Empty: no limit of its own.`,
};

export const POLICY_NUMBER_FIELDS = POLICY_NUMBER_LIMITS.map((limit) => ({ ...limit, label: LABELS[limit.key], hint: HINTS[limit.key] }));
