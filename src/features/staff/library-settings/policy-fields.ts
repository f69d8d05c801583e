// The policy matrix's rule fields (issue 35): their limits are the contract's
// (CirculationPolicyInput), put on the inputs as min, max and step so the form's field
// check refuses what the server would refuse and says which field; and the words of each.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PolicyInput } from './policy-queries';

export type PolicyNumberKey = 'prazo' | 'max_emprestimos_tipo' | 'max_emprestimos' | 'max_renovacoes' | 'multa' | 'dias_suspensao_por_dia' | 'dias_retirada_reserva';

export interface PolicyNumberField {
  key: PolicyNumberKey;
  label: MessageDescriptor;
  min: number;
  max: number;
  step: number;
  /** Empty means "no limit of its own" (null). */
  optional?: boolean;
  hint?: MessageDescriptor;
}

export const POLICY_NUMBER_FIELDS: PolicyNumberField[] = [
  { key: 'prazo', label: msg`Loan length`, min: 1, max: 8760, step: 1, hint: msg`In days, or in hours for an hourly loan.` },
  { key: 'max_emprestimos', label: msg`Most loans at once, in all`, min: 0, max: 100, step: 1 },
  { key: 'max_emprestimos_tipo', label: msg`Most loans at once of this loan type`, min: 0, max: 100, step: 1, optional: true, hint: msg`Empty: no limit of its own.` },
  { key: 'max_renovacoes', label: msg`Most renewals per loan`, min: 0, max: 50, step: 1 },
  { key: 'multa', label: msg`Fine per day late (per hour for an hourly loan), R$`, min: 0, max: 1000, step: 0.01 },
  { key: 'dias_suspensao_por_dia', label: msg`Suspension days per day late`, min: 0, max: 30, step: 1 },
  { key: 'dias_retirada_reserva', label: msg`Days to collect a hold`, min: 1, max: 60, step: 1 },
];

/** A new rule's values: the built-in defaults, any library, any category, any type. */
export const NEW_POLICY: PolicyInput = {
  cod_biblioteca: null, categoria: null, tipo_emprestimo: null, unidade: 'dias', prazo: 14, max_emprestimos_tipo: null, max_emprestimos: 5,
  max_renovacoes: 3, multa: 1.5, dias_suspensao_por_dia: 0, permite_reserva: true, dias_retirada_reserva: 3, nao_emprestavel: false,
};

export type PolicyTexts = Record<PolicyNumberKey, string>;

export const textsOf = (p: PolicyInput): PolicyTexts =>
  Object.fromEntries(POLICY_NUMBER_FIELDS.map((f) => [f.key, p[f.key] === null ? '' : String(p[f.key])])) as PolicyTexts;

/** The typed numbers as the rule (the field check has already refused what is out of range). */
export function policyFrom(base: PolicyInput, texts: PolicyTexts): PolicyInput {
  const next: PolicyInput = { ...base };
  for (const f of POLICY_NUMBER_FIELDS) {
    const text = texts[f.key].trim().replace(',', '.');
    (next as unknown as Record<string, number | null>)[f.key] = text === '' && f.optional ? null : Number(text);
  }
  return next;
}
