import { describe, expect, it } from 'vitest';
import { copiesShort } from './teaching-plans';

describe('copies short for a teaching plan', () => {
  it('a basic title wants a copy per 5 vacancies, a complementary one 2 copies', () => {
    expect(copiesShort('basica', 40, 3)).toBe(5);
    expect(copiesShort('basica', 40, 8)).toBe(0);
    expect(copiesShort('basica', 0, 0)).toBe(1);
    expect(copiesShort('complementar', 100, 1)).toBe(1);
    expect(copiesShort('complementar', 100, 5)).toBe(0);
  });
});
