/**
 * Spec §8's external-authentication errors: the 422 message keys the server answers
 * (server/modules/patrons/sso) and the PWA translates and raises itself (src/features/patrons/auth/sso).
 */
export const SSO_ERRORS = {
  permissionDenied: 'error.sso-permission-denied',
  authentication: 'error.sso-authentication',
  tokenValidation: 'error.sso-token-validation',
  userNotFound: 'error.sso-user-not-found',
  /** The sign-in was started in another browser than the one that came back from the provider (or redeems it). */
  otherBrowser: 'error.sso-other-browser',
} as const;

export type SsoError = (typeof SSO_ERRORS)[keyof typeof SSO_ERRORS];
