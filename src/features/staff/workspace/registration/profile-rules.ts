// What the registration form checks before sending: §3's shared rules (CPF check digits,
// the e-mail's shape), the same functions the server applies (openapi/).
import { isEmailAddress } from '../../../../../openapi/email-address';
import { isValidCpf } from '../../../../../openapi/personal-data-rules';

/** The CPF typed (dots, hyphen and spaces allowed) is empty or has valid check digits. */
export const cpfOk = (typed: string): boolean => {
  const digits = typed.replace(/[.\-\s]/g, '');
  return digits === '' || isValidCpf(digits);
};

/** The e-mail typed is empty or an address the server accepts. */
export const emailOk = (typed: string): boolean => typed.trim() === '' || isEmailAddress(typed.trim());

/** A blank field is left out of a registration (the server keeps none). */
export const given = (typed: string): string | undefined => (typed.trim() ? typed.trim() : undefined);
