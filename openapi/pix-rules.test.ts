import { describe, expect, it } from 'vitest';
import { COBV_DAYS, dueDaysProblem } from './pix-rules';

describe('a cobv due date in days', () => {
  it('takes whole days from 1 to 60, spaces around them forgiven', () => {
    expect(COBV_DAYS).toEqual({ min: 1, max: 60 });
    for (const ok of ['1', '3', ' 7 ', '60']) expect(dueDaysProblem(ok), ok).toBeNull();
  });

  it('refuses none, zero, past 60, fractions, signs and words', () => {
    for (const wrong of ['', ' ', '0', '00', '61', '99', '2.5', '2,5', '-3', '+3', 'três', '1e1', '100']) expect(dueDaysProblem(wrong), wrong).toBe('days');
  });
});
