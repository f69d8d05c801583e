// The policy matrix's rule fields and their limits (issue 35): the contract's
// (CirculationPolicyInput), put on the inputs as min, max and step so the form's field
// check refuses what the server would refuse and says which field. No words here (the labels
// are in policy-fields.ts), so the rule is tested without Lingui's macros.
import type { PolicyInput } from './policy-queries';

export type PolicyNumberKey = 'prazo' | 'max_emprestimos_tipo' | 'max_emprestimos' | 'max_renovacoes' | 'multa' | 'dias_suspensao_por_dia' | 'dias_retirada_reserva';

export interface PolicyNumberLimit {
  key: PolicyNumberKey;
  min: number;
  max: number;
  step: number;
  /** Empty means "no limit of its own" (null). */
  optional?: boolean;
}

export const POLICY_NUMBER_LIMITS: PolicyNumberLimit[] = [
  { key: 'prazo', min: 1, max: 8760, step: 1 },
  { key: 'max_emprestimos', min: 0, max: 100, step: 1 },
  { key: 'max_emprestimos_tipo', min: 0, max: 100, step: 1, optional: true },
  { key: 'max_renovacoes', min: 0, max: 50, step: 1 },
  { key: 'multa', min: 0, max: 1000, step: 0.01 },
  { key: 'dias_suspensao_por_dia', min: 0, max: 30, step: 1 },
  { key: 'dias_retirada_reserva', min: 1, max: 60, step: 1 },
];

/** A new rule's values: the built-in defaults, any library, any category, any type. */
export const NEW_POLICY: PolicyInput = {
  cod_biblioteca: null, categoria: null, tipo_emprestimo: null, unidade: 'dias', prazo: 14, max_emprestimos_tipo: null, max_emprestimos: 5,
  max_renovacoes: 3, multa: 1.5, dias_suspensao_por_dia: 0, permite_reserva: true, dias_retirada_reserva: 3, nao_emprestavel: false,
};

export type PolicyTexts = Record<PolicyNumberKey, string>;

export const textsOf = (p: PolicyInput): PolicyTexts =>
  Object.fromEntries(POLICY_NUMBER_LIMITS.map((f) => [f.key, p[f.key] === null ? '' : String(p[f.key])])) as PolicyTexts;

/** The typed numbers as the rule (the field check has already refused what is out of range). */
export function policyFrom(base: PolicyInput, texts: PolicyTexts): PolicyInput {
  const next: PolicyInput = { ...base };
  for (const f of POLICY_NUMBER_LIMITS) {
    const text = texts[f.key].trim().replace(',', '.');
    (next as unknown as Record<string, number | null>)[f.key] = text === '' && f.optional ? null : Number(text);
  }
  return next;
}
