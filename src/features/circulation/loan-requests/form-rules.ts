// The loan-request form's rules (spec §5, §9): every option selected, a receiving library
// and place, phone and e-mail required, the e-mail shaped like an address (any case), a
// home address when home delivery is chosen; the phone keeps only digits, hyphens,
// parentheses and spaces, cut to 16 characters. The server applies the same rules and
// answers the same message keys, so both show the same text.
import { isEmailAddress } from '../../../../openapi/email-address';

export const PHONE_MAX_LENGTH = 16;

/** Spec §5: keep only digits, hyphen, parentheses and space; cut to 16 characters. */
export function sanitizePhone(value: string): string {
  return value.replace(/[^0-9() -]/g, '').slice(0, PHONE_MAX_LENGTH);
}


export interface LoanRequestDraft {
  /** The lending library's copy combination is chosen. */
  copyChosen: boolean;
  receivingLibrary: number | null;
  receivingPlace: number | null;
  phone: string;
  email: string;
  homeDelivery: boolean;
  address: string;
}

/** Message keys (shared with the server's 422 answers), one per field in trouble. */
export type LoanRequestProblem =
  | 'error.loan-request-option-required'
  | 'error.loan-request-library-required'
  | 'error.loan-request-location-required'
  | 'error.phone-required'
  | 'error.email-invalid'
  | 'error.loan-request-address-required';

export type LoanRequestField = 'copy' | 'receivingLibrary' | 'receivingPlace' | 'phone' | 'email' | 'address';

/** What is wrong with the form, field by field, in the order the fields appear; empty when it may be sent. */
export function loanRequestProblems(draft: LoanRequestDraft): Partial<Record<LoanRequestField, LoanRequestProblem>> {
  const problems: Partial<Record<LoanRequestField, LoanRequestProblem>> = {};
  if (!draft.copyChosen) problems.copy = 'error.loan-request-option-required';
  if (draft.receivingLibrary === null) problems.receivingLibrary = 'error.loan-request-library-required';
  if (draft.receivingPlace === null) problems.receivingPlace = 'error.loan-request-location-required';
  if (!sanitizePhone(draft.phone).trim()) problems.phone = 'error.phone-required';
  if (!isEmailAddress(draft.email.trim())) problems.email = 'error.email-invalid';
  if (draft.homeDelivery && !draft.address.trim()) problems.address = 'error.loan-request-address-required';
  return problems;
}
