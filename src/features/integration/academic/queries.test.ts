import { describe, expect, it } from 'vitest';
import { hasAnyField } from './queries';

describe('the teaching-plan search (§5: at least one field)', () => {
  it('refuses a search with nothing filled or only blanks', () => {
    expect(hasAnyField({})).toBe(false);
    expect(hasAnyField({ departamento: '  ' })).toBe(false);
  });
  it('accepts any one field', () => {
    expect(hasAnyField({ ano: 2026 })).toBe(true);
    expect(hasAnyField({ departamento: 'SAU' })).toBe(true);
    expect(hasAnyField({ disciplina: 201 })).toBe(true);
  });
});
