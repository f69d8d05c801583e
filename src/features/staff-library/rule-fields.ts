// The circulation rule's fields and their limits: the contract's (CirculationRuleInput), so
// the form refuses what the server would refuse, and says which field and why.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { RuleInput } from './queries';

type NumberKey = { [K in keyof RuleInput]: RuleInput[K] extends number | null ? K : never }[keyof RuleInput];
type FlagKey = { [K in keyof RuleInput]: RuleInput[K] extends boolean ? K : never }[keyof RuleInput];

export interface NumberField { key: NumberKey; label: MessageDescriptor; min: number; max: number; step: number; optional?: boolean }

export const NUMBER_FIELDS: NumberField[] = [
  { key: 'dias_emprestimo', label: msg`Loan days`, min: 1, max: 365, step: 1 },
  { key: 'max_emprestimos', label: msg`Most loans at once`, min: 0, max: 100, step: 1 },
  { key: 'max_renovacoes', label: msg`Most renewals per loan`, min: 0, max: 50, step: 1 },
  { key: 'multa_dia', label: msg`Fine per day late (R$)`, min: 0, max: 1000, step: 0.01 },
  { key: 'dias_suspensao_por_dia', label: msg`Suspension days per day late`, min: 0, max: 30, step: 1 },
  { key: 'dias_retirada_reserva', label: msg`Days to collect a hold`, min: 1, max: 60, step: 1 },
  { key: 'max_solicitacoes_abertas', label: msg`Most open loan requests`, min: 0, max: 100, step: 1 },
  { key: 'debito_maximo', label: msg`Most debt that still allows renewing (R$, empty for any)`, min: 0, max: 100000, step: 0.01, optional: true },
];

export const FLAG_FIELDS: { key: FlagKey; label: MessageDescriptor }[] = [
  { key: 'renova_com_atraso', label: msg`May renew with another loan overdue` },
  { key: 'renova_com_debito', label: msg`May renew with unpaid fines` },
  { key: 'permite_domicilio', label: msg`Loan requests may ask for home delivery` },
];

/** The text of each field as typed, turned into the rule; the keys of fields out of range. */
export function parseRule(texts: Record<NumberKey, string>, flags: Pick<RuleInput, FlagKey>): { rule: RuleInput | null; invalid: NumberKey[] } {
  const invalid: NumberKey[] = [];
  const values: Partial<Record<NumberKey, number | null>> = {};
  for (const field of NUMBER_FIELDS) {
    const text = texts[field.key].trim().replace(',', '.');
    if (text === '' && field.optional) {
      values[field.key] = null;
      continue;
    }
    const value = Number(text);
    const whole = field.step === 1 ? Number.isInteger(value) : true;
    if (text === '' || !Number.isFinite(value) || !whole || value < field.min || value > field.max) invalid.push(field.key);
    else values[field.key] = value;
  }
  if (invalid.length) return { rule: null, invalid };
  return { rule: { ...(values as Record<NumberKey, number>), debito_maximo: values.debito_maximo ?? null, ...flags }, invalid };
}
