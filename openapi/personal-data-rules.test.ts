import { describe, expect, it } from 'vitest';
import { isPastDate, isValidCpf, normalizeCep } from './personal-data-rules';

/** An independent CPF check (the Receita Federal's weights, written the long way). */
function referenceCpfCheck(cpf: string): boolean {
  const d = cpf.split('').map((c) => parseInt(c, 10));
  let s1 = 0;
  for (let i = 0; i < 9; i += 1) s1 += d[i] * (10 - i);
  let r1 = 11 - (s1 % 11);
  if (r1 >= 10) r1 = 0;
  let s2 = 0;
  for (let i = 0; i < 10; i += 1) s2 += d[i] * (11 - i);
  let r2 = 11 - (s2 % 11);
  if (r2 >= 10) r2 = 0;
  return r1 === d[9] && r2 === d[10];
}

describe('CPF check digits', () => {
  it('accepts real CPFs and refuses a wrong check digit', () => {
    expect(isValidCpf('52998224725')).toBe(true);
    expect(isValidCpf('11144477735')).toBe(true);
    expect(isValidCpf('52998224724')).toBe(false);
    expect(isValidCpf('52998224715')).toBe(false);
  });

  it('refuses eleven repeated digits, though their check digits add up', () => {
    for (let d = 0; d <= 9; d += 1) {
      const cpf = String(d).repeat(11);
      expect(referenceCpfCheck(cpf)).toBe(true);
      expect(isValidCpf(cpf)).toBe(false);
    }
  });

  it('refuses anything but eleven digits', () => {
    for (const bad of ['', '5299822472', '529982247250', '529.982.247-25', '5299822472a']) expect(isValidCpf(bad)).toBe(false);
  });

  it('agrees with an independent implementation on many numbers', () => {
    let seed = 7;
    for (let n = 0; n < 2000; n += 1) {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      const cpf = String(seed).padStart(11, '0').slice(-11);
      if (/^(\d)\1{10}$/.test(cpf)) continue;
      expect(isValidCpf(cpf), cpf).toBe(referenceCpfCheck(cpf));
    }
  });
});

describe('postal code (CEP)', () => {
  it('takes eight digits with or without the hyphen and writes NNNNN-NNN', () => {
    expect(normalizeCep('88040-900')).toBe('88040-900');
    expect(normalizeCep('88040900')).toBe('88040-900');
    expect(normalizeCep(' 88040-900 ')).toBe('88040-900');
  });
  it('refuses other shapes', () => {
    for (const bad of ['8804-0900', '880409', '88040-9000', 'abcde-fgh', '88.040-900', '']) expect(normalizeCep(bad)).toBeNull();
  });
});

describe('birth date', () => {
  it('must be a real date before today', () => {
    expect(isPastDate('1990-05-17', '2026-11-25')).toBe(true);
    expect(isPastDate('2026-11-24', '2026-11-25')).toBe(true);
    expect(isPastDate('2026-11-25', '2026-11-25')).toBe(false);
    expect(isPastDate('2030-01-01', '2026-11-25')).toBe(false);
    expect(isPastDate('1990-02-30', '2026-11-25')).toBe(false);
    expect(isPastDate('1990-13-01', '2026-11-25')).toBe(false);
    expect(isPastDate('1850-01-01', '2026-11-25')).toBe(false);
    expect(isPastDate('17/05/1990', '2026-11-25')).toBe(false);
  });
});
