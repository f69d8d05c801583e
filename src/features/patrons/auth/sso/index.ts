export { ExternalSignInButtons, type ExternalSignInButtonsProps } from './external-sign-in-buttons';
export { SsoResponsePage } from './sso-response-page';
export { ssoLogoutUrl } from './logout';
export { describeSsoError } from './describe-error';
export { SSO_ERROR_KEYS, ssoErrorText } from './errors';
export { finishExternalSignIn, startExternalSignIn } from './flow';
