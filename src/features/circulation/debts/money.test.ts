import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../../lib/format';
import { printedLine } from './numeric-line';

// Spec §9 and issue 13: the debts screen's amounts in each interface language. Reais
// everywhere (the library's currency), the locale's separators.
describe('debts in the five languages', () => {
  it.each([
    ['pt', 'R$\u00a04,50', 'R$\u00a012.345,50'],
    ['en', 'R$\u00a04.50', 'R$\u00a012,345.50'],
    ['es', 'R$\u00a04,50', 'R$\u00a012.345,50'],
    ['fr', 'R$\u00a04,50', 'R$\u00a012\u202f345,50'],
    ['it', 'R$\u00a04,50', 'R$\u00a012.345,50'],
  ])('%s: %s and %s', (locale, small, large) => {
    expect(formatMoney(4.5, { locale })).toBe(small);
    expect(formatMoney(12345.5, { locale })).toBe(large);
  });

  it('prints the numeric line in four blocks with their check digits', () => {
    expect(printedLine('846700000017435900240209024050002435842210108119'))
      .toBe('84670000001-7 43590024020-9 02405000243-5 84221010811-9');
  });
});
