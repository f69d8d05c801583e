import { describe, expect, it } from 'vitest';
import { NEW_POLICY, policyFrom, textsOf } from './policy-limits';

describe('the policy form turns typed numbers into a rule', () => {
  it('keeps the keys and flags and reads each number', () => {
    const base = { ...NEW_POLICY, categoria: '01', unidade: 'horas' as const };
    const rule = policyFrom(base, { ...textsOf(base), prazo: '4', multa: '0,50', max_emprestimos_tipo: '2' });
    expect(rule).toMatchObject({ categoria: '01', unidade: 'horas', prazo: 4, multa: 0.5, max_emprestimos_tipo: 2, max_emprestimos: 5 });
  });

  it('reads an empty limit of the type as no limit of its own', () => {
    const rule = policyFrom(NEW_POLICY, { ...textsOf(NEW_POLICY), max_emprestimos_tipo: '  ' });
    expect(rule.max_emprestimos_tipo).toBeNull();
  });

  it('shows a stored rule as it was typed', () => {
    expect(textsOf({ ...NEW_POLICY, max_emprestimos_tipo: null, multa: 2.25 })).toMatchObject({ max_emprestimos_tipo: '', multa: '2.25', prazo: '14' });
  });
});
