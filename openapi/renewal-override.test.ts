// Which renewal refusals the desk offers to pass over (issue 36): "Renew anyway" only where the
// override would renew; where a rule no override lifts still refuses, that rule is said instead.
import { describe, expect, it } from 'vitest';
import { renewAnyway, renewalOverridable } from './renewal-override';

describe('renew anyway', () => {
  it('is offered for a fine, a suspension or another overdue loan when nothing else refuses', () => {
    for (const motivo of ['error.renewal-debt', 'error.renewal-suspended', 'error.renewal-patron-overdue']) {
      expect(renewalOverridable(motivo)).toBe(true);
      expect(renewAnyway({ motivo, motivo_com_liberacao: null })).toEqual({ offer: true, remaining: null });
    }
  });

  it('is not offered where a second rule still refuses: that rule is the answer', () => {
    expect(renewAnyway({ motivo: 'error.renewal-debt', motivo_com_liberacao: 'error.renewal-reserved' }))
      .toEqual({ offer: false, remaining: 'error.renewal-reserved' });
    expect(renewAnyway({ motivo: 'error.renewal-suspended', motivo_com_liberacao: 'error.renewal-limit' }))
      .toEqual({ offer: false, remaining: 'error.renewal-limit' });
  });

  it('is never offered for a refusal about the loan or other patrons', () => {
    for (const motivo of ['error.renewal-reserved', 'error.renewal-limit', 'error.renewal-overdue', 'error.renewal-already-renewed', 'error.patron-separated', null]) {
      expect(renewAnyway({ motivo, motivo_com_liberacao: motivo })).toEqual({ offer: false, remaining: null });
    }
  });
});
