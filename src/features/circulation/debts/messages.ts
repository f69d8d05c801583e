// The server's refusals about debts and slips (422 keys), declared with their ids so the
// catalogs carry them; the central handler (api/errors.ts) translates them by key.
import { msg } from '@lingui/core/macro';

export const debtRefusals = [
  msg({ id: 'error.slip-nothing-to-pay', message: 'There is nothing left to pay: no slip was made.' }),
  msg({ id: 'error.slip-amount-changed', message: 'Your debts changed since this page was loaded. Check the new amount and try again.' }),
];
