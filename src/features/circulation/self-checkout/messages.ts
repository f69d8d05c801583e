// What the phone says when the server refuses (422/404 message keys), in the patron's own
// words: the core's refusals are the desk's keys, told here to the patron about themselves.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { describeApiError, type ApiError } from '../../../api/errors';

const refusals: Record<string, MessageDescriptor> = {
  'error.self-checkout-off': msg({ id: 'error.self-checkout-off', message: 'This library does not lend with the phone. Please borrow at the desk.' }),
  'error.self-checkout-outside': msg({ id: 'error.self-checkout-outside', message: 'You need to be in the library: scan the code shown at the entrance or the desk.' }),
  'error.self-checkout-code-stale': msg({ id: 'error.self-checkout-code-stale', message: 'That entrance code has changed. Scan the code on the screen again.' }),
  'error.self-checkout-visit-expired': msg({ id: 'error.self-checkout-visit-expired', message: 'Your time to borrow with the phone is over. Scan the entrance code again.' }),
  'error.self-checkout-visit-not-found': msg({ id: 'error.self-checkout-visit-not-found', message: 'This receipt is not yours or no longer exists.' }),
  'error.self-checkout-other-library': msg({ id: 'error.self-checkout-other-library', message: 'This copy belongs to another library. Borrow it there.' }),
  'error.self-checkout-type-not-allowed': msg({ id: 'error.self-checkout-type-not-allowed', message: 'This kind of copy cannot be borrowed with the phone. Please take it to the desk.' }),
  'error.copy-not-found': msg({ id: 'self-checkout.copy-not-found', message: 'No copy has this barcode. Check the number and try again.' }),
  'error.desk-copy-not-loanable': msg({ id: 'self-checkout.copy-not-loanable', message: 'This copy is for use in the library only.' }),
  'error.desk-copy-on-loan': msg({ id: 'self-checkout.copy-on-loan', message: 'This copy is already on loan. Please take it to the desk.' }),
  'error.desk-copy-reserved': msg({ id: 'self-checkout.copy-reserved', message: 'This copy is set aside for someone else’s hold.' }),
  'error.desk-patron-blocked': msg({ id: 'self-checkout.patron-blocked', message: 'Your account is blocked, so you cannot borrow. Please see the desk.' }),
  'error.desk-patron-suspended': msg({ id: 'self-checkout.patron-suspended', message: 'Your borrowing is suspended for now.' }),
  'error.desk-patron-overdue': msg({ id: 'self-checkout.patron-overdue', message: 'You have overdue loans. Return them before borrowing more.' }),
  'error.desk-loan-limit': msg({ id: 'self-checkout.loan-limit', message: 'You already have as many loans as your category allows.' }),
  'error.desk-loan-type-limit': msg({ id: 'self-checkout.loan-type-limit', message: 'You already have as many loans of this kind as the rules allow.' }),
  'error.desk-patron-debt': msg({ id: 'self-checkout.patron-debt', message: 'You have unpaid fines. Pay them before borrowing more.' }),
  'error.registration-expired': msg({ id: 'self-checkout.registration-expired', message: 'Your registration has expired. Please see the desk.' }),
  'error.patron-separated': msg({ id: 'self-checkout.patron-separated', message: 'You took the no-debts certificate and can no longer borrow.' }),
  'error.self-checkout-receipt-not-found': msg({ id: 'error.self-checkout-receipt-not-found', message: 'No receipt has this code.' }),
  'error.self-checkout-bad-range': msg({ id: 'error.self-checkout-bad-range', message: 'A network range is not an address or a CIDR block (such as 10.20.0.0/16).' }),
  'error.loan-type-not-found': msg({ id: 'self-checkout.loan-type-not-found', message: 'One of the loan types no longer exists. Reload the page.' }),
};

/** The refusal's words, or the spec §8 text for anything else. */
export function selfCheckoutErrorText(i18n: I18n, error: ApiError): string {
  const known = error.status === 422 || error.status === 404 ? refusals[error.message] : undefined;
  return known ? i18n._(known) : describeApiError(error, i18n).text;
}
