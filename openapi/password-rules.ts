/**
 * The password rules of spec §5, as one pure checker shared by the server (which enforces
 * them) and the PWA (which shows them as a live checklist). They belong to the contract:
 * the rules object is the `PasswordRules` schema, and both sides must read it the same way.
 */
import type { components } from './schema.gen';

export type PasswordRules = components['schemas']['PasswordRules'];

/** Every rule the checker can fail; `last_pw` needs the stored hashes, so only the server checks it. */
export type PasswordRuleKey = 'length' | 'has_numbers' | 'only_numbers' | 'diff_case' | 'special_char' | 'diff_name';

/** The special characters of §5, in the order the spec lists them. */
export const SPECIAL_CHARACTERS = ['@', '!', '#', '$', '%', '&', '*', '(', ')', '_', '-'] as const;

/** Name parts shorter than this (da, de, do, e…) are connectives, not parts of a name. */
const MIN_NAME_PART = 3;

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The rules that are switched on, in display order (length first). */
export function activeRules(rules: PasswordRules): PasswordRuleKey[] {
  const keys: PasswordRuleKey[] = ['length'];
  if (rules.has_numbers) keys.push('has_numbers');
  if (rules.only_numbers) keys.push('only_numbers');
  if (rules.diff_case) keys.push('diff_case');
  if (rules.special_char) keys.push('special_char');
  if (rules.diff_name) keys.push('diff_name');
  return keys;
}

function passes(key: PasswordRuleKey, password: string, rules: PasswordRules, name: string): boolean {
  switch (key) {
    case 'length': {
      // Characters as a patron counts them (an emoji is one), not UTF-16 units.
      const length = [...password].length;
      return length >= rules.length.min && length <= rules.length.max;
    }
    case 'has_numbers':
      return /\d/.test(password);
    case 'only_numbers':
      return !/^\d*$/.test(password);
    case 'diff_case':
      return /\p{Lu}/u.test(password) && /\p{Ll}/u.test(password);
    case 'special_char':
      return SPECIAL_CHARACTERS.some((c) => password.includes(c));
    case 'diff_name': {
      const folded = fold(password);
      return !fold(name).split(/[^\p{L}\p{N}]+/u).some((part) => part.length >= MIN_NAME_PART && folded.includes(part));
    }
  }
}

/**
 * The active rules the password breaks (empty when it meets them all). `name` is the
 * person's name, for diff_name. The caller trims the password first (§5: it is sent trimmed).
 */
export function failedPasswordRules(rules: PasswordRules, password: string, name: string): PasswordRuleKey[] {
  return activeRules(rules).filter((key) => !passes(key, password, rules, name));
}
