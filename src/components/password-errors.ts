// The server's 422 keys about passwords and captchas (openapi/library.yaml, recovery and
// change password) as catalog entries with the same ids, so the central §8 handler's
// `i18n._(key)` finds them too. Recovery and the personal area share them.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isApiError } from '../api/errors';

export const passwordMessages = {
  captchaInvalid: msg({ id: 'error.captcha-invalid', message: 'Captcha expired or invalid.' }),
  codeInvalid: msg({ id: 'error.recovery-code-invalid', message: 'The code is wrong or has expired.' }),
  unavailable: msg({
    id: 'error.recovery-unavailable',
    message: 'This user code has no e-mail address to send a code to. Please contact the library.',
  }),
  firstAccessInvalid: msg({ id: 'error.first-access-code-invalid', message: 'The login or the first-access code is wrong, or the code has expired or was used. Ask the library for a new code.' }),
  firstAccessStaff: msg({ id: 'error.first-access-staff-account', message: 'Staff accounts get no first-access code.' }),
  rules: msg({ id: 'error.password-rules', message: 'The password does not match all the necessary criteria!' }),
  reused: msg({ id: 'error.password-reused', message: 'The new password must differ from your last passwords.' }),
  currentWrong: msg({ id: 'error.current-password-wrong', message: 'The current password is not correct.' }),
  mismatch: msg`The passwords do not match!`,
  tooMany: msg`Too many consecutive attempts. Wait a few minutes and try again.`,
  unexpected: msg`An unexpected error occurred. Please try again.`,
  noResponse: msg`Could not communicate with the server.`,
} satisfies Record<string, MessageDescriptor>;

const byKey: Record<string, MessageDescriptor> = Object.fromEntries(
  Object.values(passwordMessages).filter((m) => m.id?.startsWith('error.')).map((m) => [m.id!, m]),
);

/** What to tell the patron about a failed recovery or password call (spec §8 "Recovery"). */
export function describePasswordError(error: unknown, i18n: I18n): string {
  if (!isApiError(error) || error.status === 0) return i18n._(passwordMessages.noResponse);
  const known = byKey[error.message];
  if (known) return i18n._(known);
  if (error.status === 429) return i18n._(passwordMessages.tooMany);
  if (error.status >= 500) return i18n._(passwordMessages.unexpected);
  return error.status === 422 ? i18n._(error.message) : error.message;
}
