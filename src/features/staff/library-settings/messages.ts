// The library section's texts for the server's refusals (its 404 and 422 message keys),
// declared with their ids so the catalogs carry them.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { describeApiError, type ApiError } from '../../../api/errors';

const refusals: Record<string, ReturnType<typeof msg>> = {
  'error.library-hours-order': msg({ id: 'error.library-hours-order', message: 'Each shift must close after it opens, and shifts of one day must not overlap.' }),
  'error.library-not-found': msg({ id: 'error.library-not-found', message: 'Library not found.' }),
  'error.library-closed-day-exists': msg({ id: 'error.library-closed-day-exists', message: 'That day is already closed for this library.' }),
  'error.library-closed-day-not-found': msg({ id: 'error.library-closed-day-not-found', message: 'Closed day not found.' }),
  'error.category-not-found': msg({ id: 'error.category-not-found', message: 'Patron category not found.' }),
  'error.policy-exists': msg({ id: 'error.policy-exists', message: 'A rule for this library, category and loan type already exists: change that one.' }),
  'error.policy-not-found': msg({ id: 'error.policy-not-found', message: 'Circulation rule not found.' }),
  'error.loan-type-exists': msg({ id: 'error.loan-type-exists', message: 'A loan type with this code already exists.' }),
  'error.loan-type-not-found': msg({ id: 'error.loan-type-not-found', message: 'Loan type not found.' }),
  'error.loan-type-in-use': msg({ id: 'error.loan-type-in-use', message: 'Copies still have this loan type: change them first.' }),
  'error.activity-not-found': msg({ id: 'error.activity-not-found', message: 'Activity not found.' }),
  'error.event-dates-order': msg({ id: 'error.event-dates-order', message: 'The event must end after it starts.' }),
  'error.event-not-found': msg({ id: 'error.event-not-found', message: 'Event not found.' }),
};

/** What to tell the administrator about a refused change: the key's text, or the central message. */
export function settingsErrorText(i18n: I18n, error: ApiError): string {
  const known = refusals[error.message];
  return known ? i18n._(known) : describeApiError(error, i18n).text;
}
