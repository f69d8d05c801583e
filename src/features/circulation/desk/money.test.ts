import { describe, expect, it } from 'vitest';
import { parseCents } from './money';

describe('parseCents', () => {
  it('reads what a clerk types, in reais, as cents', () => {
    expect(parseCents('4,50')).toBe(450);
    expect(parseCents('4.5')).toBe(450);
    expect(parseCents('R$ 10')).toBe(1000);
    expect(parseCents('0,07')).toBe(7);
  });
  it('refuses what is not an amount', () => {
    expect(parseCents('')).toBeNull();
    expect(parseCents('4,505')).toBeNull();
    expect(parseCents('-3')).toBeNull();
    expect(parseCents('1.000,00')).toBeNull();
  });
});
