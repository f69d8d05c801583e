// The server's refusals about the certificate and a separated patron (422 keys), declared
// with their ids so the catalogs carry them; api/errors.ts and the circulation forms
// translate them by key.
import { msg } from '@lingui/core/macro';

export const noDuesRefusals = [
  msg({ id: 'error.no-dues-pending', message: 'The certificate cannot be issued while something is pending. See the list below.' }),
  msg({
    id: 'error.patron-separated',
    message: 'You took the no-debts certificate and are no longer a library user: loans, holds and requests are closed to you.',
  }),
];
