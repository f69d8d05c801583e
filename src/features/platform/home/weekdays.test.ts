import { describe, expect, it } from 'vitest';
import { weekdayName } from './weekdays';

describe('weekdayName', () => {
  it('names the contract weekday numbers (0 = Sunday) in the given language', () => {
    expect(weekdayName(0, 'en')).toBe('Sunday');
    expect(weekdayName(1, 'en')).toBe('Monday');
    expect(weekdayName(6, 'en')).toBe('Saturday');
    expect(weekdayName(1, 'pt-BR')).toBe('Segunda-feira');
    expect(weekdayName(3, 'es')).toBe('Miércoles');
  });
});
