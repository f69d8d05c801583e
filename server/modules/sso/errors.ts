/** The §8 external-authentication errors: 422 message keys the PWA translates. */
export const SSO_ERRORS = {
  permissionDenied: 'error.sso-permission-denied',
  authentication: 'error.sso-authentication',
  tokenValidation: 'error.sso-token-validation',
  userNotFound: 'error.sso-user-not-found',
} as const;

export type SsoError = (typeof SSO_ERRORS)[keyof typeof SSO_ERRORS];
