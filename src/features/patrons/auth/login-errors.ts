// The login's own error messages (spec §8 "Login").
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isApiError } from '../../../api/errors';
import { BLOCKED_MESSAGE } from './login';

/** The server's 422 when this network is past its failed sign-ins (issue 21). */
const CAPTCHA_REQUIRED = msg({
  id: 'error.captcha-required',
  message: 'Many failed logins came from your network. Solve the captcha to log in.',
});

/** `label` is the institution's name for the login field (spec §8: 401 names it). */
export function describeLoginError(error: unknown, i18n: I18n, label = i18n._(msg`user`)): string {
  if (!isApiError(error) || error.status === 0) return i18n._(msg`Could not communicate with the server.`);
  const { status, message } = error;
  if (status === 430 || message === BLOCKED_MESSAGE) {
    return i18n._(
      msg`Your password was blocked after too many attempts. Use “Forgot password” to create a new one, or contact the library.`,
    );
  }
  switch (status) {
    case 400:
      return i18n._(msg`The login request failed. Please try again.`);
    case 401:
      return i18n._(msg`Incorrect ${label} or password.`);
    case 422:
      return message === CAPTCHA_REQUIRED.id ? i18n._(CAPTCHA_REQUIRED) : i18n._(message);
    case 429:
      return i18n._(msg`Too many consecutive attempts. Wait a few minutes and try again.`);
    case 500:
      return i18n._(msg`An unknown error occurred while logging in.`);
    default:
      return i18n._(msg`Login failed (error ${status}).`);
  }
}
