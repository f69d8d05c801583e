// The external-authentication messages of spec §8. The server answers them as 422 keys
// (openapi/sso-errors.ts, shared with it); the message ids are those keys, so the central error
// handler translates them too. No macros here: unit tests import this module in Node.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { SSO_ERRORS as SSO_ERROR_KEYS } from '../../../../../openapi/sso-errors';
import { isApiError } from '../../../../api/errors';

export { SSO_ERROR_KEYS };

const messages: Record<string, MessageDescriptor> = {
  [SSO_ERROR_KEYS.permissionDenied]: /*i18n*/ {
    id: 'error.sso-permission-denied',
    message: 'Permissions denied: the identity provider did not authorise this sign-in.',
  },
  [SSO_ERROR_KEYS.authentication]: /*i18n*/ {
    id: 'error.sso-authentication',
    message: 'Authentication error: the sign-in could not be completed. Please try again.',
  },
  [SSO_ERROR_KEYS.tokenValidation]: /*i18n*/ {
    id: 'error.sso-token-validation',
    message: 'Token validation error: the sign-in could not be verified. Please try again.',
  },
  [SSO_ERROR_KEYS.userNotFound]: /*i18n*/ {
    id: 'error.sso-user-not-found',
    message: 'User not found. Use the same credentials as the library system.',
  },
  [SSO_ERROR_KEYS.otherBrowser]: /*i18n*/ {
    id: 'error.sso-other-browser',
    comment: 'Single sign-on refused because the sign-in link was opened in a different browser from the one where the sign-in was started (protection against someone sending you their sign-in link).',
    message: 'This sign-in was started in another browser. To sign in, start again here, from the login page of this browser.',
  },
};

/** The §8 text of an external-authentication refusal, or null for any other error. */
export function ssoErrorText(error: unknown, i18n: I18n): string | null {
  if (isApiError(error) && error.status === 422 && Object.hasOwn(messages, error.message)) {
    return i18n._(messages[error.message]);
  }
  return null;
}
