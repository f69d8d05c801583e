// The desk's texts for the server's refusals (422 message keys of the staff operations),
// declared with their ids so the catalogs carry them.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { describeApiError, type ApiError } from '../../../api/errors';

const refusals: Record<string, ReturnType<typeof msg>> = {
  'error.desk-copy-not-loanable': msg({ id: 'error.desk-copy-not-loanable', message: 'This copy cannot be lent (reference only or withdrawn).' }),
  'error.desk-copy-on-loan': msg({ id: 'error.desk-copy-on-loan', message: 'This copy is already on loan. Return it first.' }),
  'error.desk-copy-reserved': msg({ id: 'error.desk-copy-reserved', message: 'This copy is set aside for another patron’s hold.' }),
  'error.desk-patron-blocked': msg({ id: 'error.desk-patron-blocked', message: 'This patron is blocked and cannot borrow.' }),
  'error.desk-patron-suspended': msg({ id: 'error.desk-patron-suspended', message: 'This patron’s borrowing is suspended.' }),
  'error.desk-patron-overdue': msg({ id: 'error.desk-patron-overdue', message: 'This patron has overdue loans and cannot borrow until they are returned.' }),
  'error.desk-loan-limit': msg({ id: 'error.desk-loan-limit', message: 'This patron already has as many loans as their category allows.' }),
  'error.desk-loan-type-limit': msg({ id: 'error.desk-loan-type-limit', message: 'This patron already has as many loans of this loan type as the rules allow.' }),
  'error.desk-patron-debt': msg({ id: 'error.desk-patron-debt', message: 'This patron has unpaid fines and cannot borrow until they are paid.' }),
  // The patron's own wording of these two speaks to the patron; the desk reads about them.
  'error.registration-expired': msg({ id: 'desk.registration-expired', message: 'This patron’s registration has expired.' }),
  'error.patron-separated': msg({ id: 'desk.patron-separated', message: 'This patron took the no-debts certificate and left the library.' }),
  'desk.registration-expiring': msg({ id: 'desk.registration-expiring', message: 'This patron’s registration ends within 30 days.' }),
  'error.desk-override-forbidden': msg({ id: 'error.desk-override-forbidden', message: 'Only staff with the patrons role can check out over a refusal.' }),
  'error.desk-payment-too-much': msg({ id: 'error.desk-payment-too-much', message: 'That is more than the ticked fines owe.' }),
  'error.desk-payment-short': msg({ id: 'error.desk-payment-short', message: 'The cash received is less than the amount.' }),
  'error.desk-payment-already-refunded': msg({ id: 'error.desk-payment-already-refunded', message: 'This payment was already refunded.' }),
  'error.payment-not-found': msg({ id: 'error.payment-not-found', message: 'No payment has this receipt number.' }),
  'error.desk-refund-of-refund': msg({ id: 'error.desk-refund-of-refund', message: 'This receipt is a refund: it cannot be refunded.' }),
  'error.desk-copy-not-on-loan': msg({ id: 'error.desk-copy-not-on-loan', message: 'This copy is not on loan: there is nothing to return.' }),
  'error.desk-nothing-to-pay': msg({ id: 'error.desk-nothing-to-pay', message: 'This patron has no open fines to pay.' }),
  'error.loan-request-transition': msg({ id: 'error.loan-request-transition', message: 'This loan request cannot move to that state now.' }),
  'error.offline-held': msg({ id: 'error.offline-held', message: 'Waiting: an earlier transaction on this copy has a conflict. Resolve that one first.' }),
  'error.offline-copy-lent-again': msg({ id: 'error.offline-copy-lent-again', message: 'The copy was lent again after this return was scanned: the newer loan stays open. Check the copy and return it again if it is here.' }),
  'error.offline-desk-time': msg({ id: 'error.offline-desk-time', message: 'The desk’s clock put this transaction in the future or more than 30 days ago. Check the computer’s date and scan it again.' }),
  'error.comment-already-moderated': msg({ id: 'error.comment-already-moderated', message: 'This comment was already approved or rejected.' }),
};

/** What to tell the desk about a refused action: the 422 key's text, or the server's message. */
export function deskErrorText(i18n: I18n, error: ApiError): string {
  const known = error.status === 422 || error.status === 403 ? refusals[error.message] : undefined;
  return known ? i18n._(known) : describeApiError(error, i18n).text;
}

/** Why no loan can be made to a patron now (DeskPatron.motivo), as text. */
export function deskReasonText(i18n: I18n, key: string): string {
  const known = refusals[key];
  return known ? i18n._(known) : i18n._(key);
}
