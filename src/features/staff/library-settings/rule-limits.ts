// The circulation rule's numeric fields and their limits: the contract's (CirculationRuleInput),
// so the form refuses what the server would refuse and says which field. No words here (the
// labels are in rule-fields.ts), so the rule is tested without Lingui's macros.
import type { RuleInput } from './queries';

export type NumberKey = { [K in keyof RuleInput]: RuleInput[K] extends number | null ? K : never }[keyof RuleInput];
export type FlagKey = { [K in keyof RuleInput]: RuleInput[K] extends boolean ? K : never }[keyof RuleInput];

export interface NumberLimit { key: NumberKey; min: number; max: number; step: number; optional?: boolean }

export const NUMBER_LIMITS: NumberLimit[] = [
  { key: 'dias_emprestimo', min: 1, max: 365, step: 1 },
  { key: 'max_emprestimos', min: 0, max: 100, step: 1 },
  { key: 'max_renovacoes', min: 0, max: 50, step: 1 },
  { key: 'multa_dia', min: 0, max: 1000, step: 0.01 },
  { key: 'dias_suspensao_por_dia', min: 0, max: 30, step: 1 },
  { key: 'dias_retirada_reserva', min: 1, max: 60, step: 1 },
  { key: 'max_solicitacoes_abertas', min: 0, max: 100, step: 1 },
  { key: 'debito_maximo', min: 0, max: 100000, step: 0.01, optional: true },
];

/** The text of each field as typed, turned into the rule; the keys of fields out of range. */
export function parseRule(texts: Record<NumberKey, string>, flags: Pick<RuleInput, FlagKey>): { rule: RuleInput | null; invalid: NumberKey[] } {
  const invalid: NumberKey[] = [];
  const values: Partial<Record<NumberKey, number | null>> = {};
  for (const field of NUMBER_LIMITS) {
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
