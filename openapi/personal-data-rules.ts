/**
 * Spec §3's personal data rules, shared by the server (which enforces them) and the PWA
 * (whose form says what is wrong before sending): CPF check digits, the postal code (CEP),
 * a birth date in the past, the gender and marital-status lists (an e-mail's shape is
 * `email-address.ts`'s rule). Each failed rule names the 422 key both sides use.
 */

export const GENDERS = ['F', 'M'] as const;
export const MARITAL_STATUSES = ['solteiro', 'casado', 'separado', 'divorciado', 'viuvo', 'outro'] as const;

export const PERSONAL_DATA_KEYS = {
  readOnly: 'error.personal-data-read-only',
  cpf: 'error.personal-data-cpf',
  cep: 'error.personal-data-cep',
  birthDate: 'error.personal-data-birth-date',
  email: 'error.personal-data-email',
  passwordRequired: 'error.personal-data-password-required',
} as const;

/** The CPF's two check digits (mod 11); eleven equal digits pass that test but are not CPFs. */
export function isValidCpf(value: string): boolean {
  if (!/^\d{11}$/.test(value) || /^(\d)\1{10}$/.test(value)) return false;
  const digits = [...value].map(Number);
  for (const length of [9, 10]) {
    const sum = digits.slice(0, length).reduce((acc, d, i) => acc + d * (length + 1 - i), 0);
    const check = (sum * 10) % 11 % 10;
    if (check !== digits[length]) return false;
  }
  return true;
}

/** CEP: eight digits, written NNNNN-NNN (the hyphen may be left out). */
export function normalizeCep(value: string): string | null {
  const match = /^(\d{5})-?(\d{3})$/.exec(value.trim());
  return match ? `${match[1]}-${match[2]}` : null;
}

/** A real calendar date (YYYY-MM-DD) strictly before `today` (YYYY-MM-DD, the server's or the device's). */
export function isPastDate(value: string, today: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && year >= 1900 && value < today;
}

/** Today's date (YYYY-MM-DD) in local time. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
