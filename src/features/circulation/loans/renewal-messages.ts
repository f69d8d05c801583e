// Why a loan cannot be renewed (spec §4 "a title reserved by another user cannot be
// renewed", §5, §8): the server sends a key per loan; these are its texts. An unknown
// key shows as sent rather than disappear.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

const reasons: Record<string, ReturnType<typeof msg>> = {
  'error.renewal-reserved': msg({ id: 'error.renewal-reserved', message: 'Another patron has reserved this title, so it cannot be renewed. Please return it by the due date.' }),
  'error.renewal-limit': msg({ id: 'error.renewal-limit', message: 'This loan has reached the most renewals your category allows.' }),
  'error.renewal-overdue': msg({ id: 'error.renewal-overdue', message: 'This loan is overdue and can no longer be renewed. Please return it to the library.' }),
  'error.renewal-patron-overdue': msg({ id: 'error.renewal-patron-overdue', message: 'You have an overdue loan: return it before renewing others.' }),
  'error.renewal-suspended': msg({ id: 'error.renewal-suspended', message: 'Your loans are suspended, so renewals are not possible until the suspension ends.' }),
  'error.renewal-debt': msg({ id: 'error.renewal-debt', message: 'You have fines to pay, so renewals are not possible until they are paid.' }),
  'error.renewal-already-renewed': msg({ id: 'error.renewal-already-renewed', message: 'Renewing today would not give you more time: this loan is already due on the latest date a renewal would give.' }),
  'error.renewal-not-found': msg({ id: 'error.renewal-not-found', message: 'This loan is no longer current (it may have been returned).' }),
  'error.renewal-select': msg({ id: 'error.renewal-select', message: 'Select at least one loan to renew.' }),
};

export function renewalReason(key: string | null | undefined, i18n: I18n): string {
  if (!key) return '';
  const descriptor = reasons[key];
  // Keys the circulation core answers for any call (error.registration-expired…) are in the catalogs by id.
  return descriptor ? i18n._(descriptor) : i18n._(key);
}
