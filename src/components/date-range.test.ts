import { describe, expect, it } from 'vitest';
import { dateRangeError } from './date-range';

describe('dateRangeError (spec §5)', () => {
  it('refuses a start after the end, whatever the list', () => {
    expect(dateRangeError('2026-03-02', '2026-03-01', false)).toBe('order');
    expect(dateRangeError('2026-03-02', '2026-03-01', true)).toBe('order');
    expect(dateRangeError('2026-03-01', '2026-03-01', true)).toBeNull();
  });

  it('takes either end alone, or no dates, where both are not required', () => {
    expect(dateRangeError('2026-03-01', '', false)).toBeNull();
    expect(dateRangeError('', '2026-03-01', false)).toBeNull();
    expect(dateRangeError('', '', false)).toBeNull();
  });

  it('asks for both dates where the list filters only between two (alerts), and shows all without any', () => {
    expect(dateRangeError('2026-03-01', '', true)).toBe('both');
    expect(dateRangeError('', '2026-03-01', true)).toBe('both');
    expect(dateRangeError('', '', true)).toBeNull();
  });
});
