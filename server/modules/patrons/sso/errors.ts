/** The §8 external-authentication errors: 422 message keys the PWA translates (named once, in openapi/). */
export { SSO_ERRORS, type SsoError } from '../../../../openapi/sso-errors';
