import { describe, expect, it } from 'vitest';
import { formatInputValue, inputPattern, parseInputText } from './date-field-rules';

describe('a date typed in the reader\'s language', () => {
  const cases = [
    ['pt', 'dd/mm/aaaa', '05/03/2026'],
    ['en', 'mm/dd/yyyy', '03/05/2026'],
    ['es', 'dd/mm/aaaa', '05/03/2026'],
    ['fr', 'jj/mm/aaaa', '05/03/2026'],
    ['it', 'gg/mm/aaaa', '05/03/2026'],
  ] as const;
  for (const [locale, pattern, written] of cases) {
    it(`${locale}: asks for ${pattern}, writes 5 March 2026 as ${written} and reads it back`, () => {
      expect(inputPattern('date', locale)).toBe(pattern);
      expect(formatInputValue('date', '2026-03-05', locale)).toBe(written);
      expect(parseInputText('date', written, locale)).toBe('2026-03-05');
    });
  }

  it('takes one-digit days and months, dots, dashes, the eight digits alone and an ISO date', () => {
    expect(parseInputText('date', '5/3/2026', 'pt')).toBe('2026-03-05');
    expect(parseInputText('date', '5.3.2026', 'it')).toBe('2026-03-05');
    expect(parseInputText('date', '05-03-2026', 'fr')).toBe('2026-03-05');
    expect(parseInputText('date', '05032026', 'es')).toBe('2026-03-05');
    expect(parseInputText('date', '3/5/2026', 'en')).toBe('2026-03-05');
    expect(parseInputText('date', '2026-03-05', 'en')).toBe('2026-03-05');
  });

  it('refuses a day that does not exist, a two-digit year and other words; an empty field is empty', () => {
    expect(parseInputText('date', '31/02/2026', 'pt')).toBeNull();
    expect(parseInputText('date', '29/02/2025', 'pt')).toBeNull();
    expect(parseInputText('date', '29/02/2024', 'pt')).toBe('2024-02-29');
    expect(parseInputText('date', '13/05/2026', 'en')).toBeNull();
    expect(parseInputText('date', '05/03/26', 'pt')).toBeNull();
    expect(parseInputText('date', 'amanhã', 'pt')).toBeNull();
    expect(parseInputText('date', '   ', 'pt')).toBe('');
  });

  it('an unknown language is read as Portuguese, the default', () => {
    expect(inputPattern('date', 'de')).toBe('dd/mm/aaaa');
    expect(parseInputText('date', '05/03/2026', 'de')).toBe('2026-03-05');
  });
});

describe('a time and a date with its time', () => {
  it('reads 24-hour times, "9h30" and a.m./p.m., and refuses impossible ones', () => {
    expect(inputPattern('time', 'fr')).toBe('hh:mm');
    expect(parseInputText('time', '14:05', 'pt')).toBe('14:05');
    expect(parseInputText('time', '9h30', 'fr')).toBe('09:30');
    expect(parseInputText('time', '2:05 pm', 'en')).toBe('14:05');
    expect(parseInputText('time', '12 am', 'en')).toBe('00:00');
    expect(parseInputText('time', '24:00', 'it')).toBeNull();
    expect(parseInputText('time', '13:00 pm', 'en')).toBeNull();
    expect(parseInputText('time', '14', 'es')).toBeNull();
    expect(formatInputValue('time', '08:00', 'es')).toBe('08:00');
    expect(formatInputValue('time', '08:00:00', 'es')).toBe('08:00');
  });

  it('writes and reads a date with its time in each order', () => {
    expect(inputPattern('datetime', 'pt')).toBe('dd/mm/aaaa hh:mm');
    expect(formatInputValue('datetime', '2026-03-05T18:30', 'pt')).toBe('05/03/2026 18:30');
    expect(formatInputValue('datetime', '2026-03-05T18:30', 'en')).toBe('03/05/2026 18:30');
    expect(parseInputText('datetime', '05/03/2026 18:30', 'es')).toBe('2026-03-05T18:30');
    expect(parseInputText('datetime', '03/05/2026, 6:30 pm', 'en')).toBe('2026-03-05T18:30');
    expect(parseInputText('datetime', '05/03/2026', 'pt')).toBeNull();
  });
});
