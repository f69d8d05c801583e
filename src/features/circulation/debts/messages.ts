// The server's refusals about debts and slips (422 keys), declared with their ids so the
// catalogs carry them; the central handler (api/errors.ts) translates them by key.
import { msg } from '@lingui/core/macro';

export const debtRefusals = [
  msg({ id: 'error.slip-nothing-to-pay', message: 'There is nothing left to pay: no slip was made.' }),
  msg({ id: 'error.slip-amount-changed', message: 'Your debts changed since this page was loaded. Check the new amount and try again.' }),
  msg({ id: 'error.pix-not-configured', message: 'The library does not take PIX payments yet.' }),
  msg({ id: 'error.pix-provider-unavailable', message: 'The payment provider did not answer. Try again in a few minutes.' }),
  msg({ id: 'error.pix-charge-not-found', message: 'This PIX charge was not found.' }),
  msg({ id: 'error.pix-charge-not-open', message: 'This PIX charge is already paid.' }),
  msg({ id: 'error.pix-webhook-refused', message: 'The payment notice was refused.' }),
  msg({ id: 'error.pix-cobv-unavailable', message: 'A PIX charge with a due date needs the library\'s payment provider; the library\'s own key makes immediate charges only.' }),
  msg({ id: 'error.pix-cpf-required', message: 'A PIX charge with a due date names the payer: add the patron\'s CPF to their registration first.' }),
  msg({ id: 'error.pagtesouro-not-configured', message: 'The library does not take PagTesouro payments.' }),
  msg({ id: 'error.pagtesouro-unavailable', message: 'PagTesouro did not answer. Try again in a few minutes.' }),
  msg({ id: 'error.pagtesouro-cpf-required', message: 'PagTesouro needs your CPF: ask the library to add it to your registration.' }),
  msg({ id: 'error.pagtesouro-notification-refused', message: 'The payment notice was refused.' }),
];
