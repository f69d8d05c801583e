import type { I18n } from '@lingui/core';
import { describeLoginError } from '../login-errors';
import { ssoErrorText } from './errors';

/** What to tell the patron when an external sign-in fails. */
export function describeSsoError(error: unknown, i18n: I18n): string {
  // Blocked (430), no answer, server errors: as the password login says them.
  return ssoErrorText(error, i18n) ?? describeLoginError(error, i18n);
}
