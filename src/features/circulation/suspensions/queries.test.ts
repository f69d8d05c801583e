import { describe, expect, it } from 'vitest';
import { inForce } from './queries';

describe('inForce', () => {
  it('holds from its first day to its last, inclusive', () => {
    const s = { data_inicio: '2026-11-20', data_fim: '2026-11-25' };
    expect(inForce(s, '2026-11-19')).toBe(false);
    expect(inForce(s, '2026-11-20')).toBe(true);
    expect(inForce(s, '2026-11-25')).toBe(true);
    expect(inForce(s, '2026-11-26')).toBe(false);
  });

  it('an open-ended suspension holds from its start on', () => {
    expect(inForce({ data_inicio: '2026-01-01', data_fim: null }, '2030-01-01')).toBe(true);
    expect(inForce({ data_inicio: '2026-01-01', data_fim: null }, '2025-12-31')).toBe(false);
  });
});
