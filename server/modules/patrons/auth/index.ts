/**
 * What other modules use of sign-in: the token service (app start-up), issuing a
 * patron's tokens (external sign-in, login choice), finding the person behind a login,
 * the current-password check (password change, e-mail change) and forgetting failed
 * logins and devices (a new password).
 */
export { createTokenService, type TokenService } from './tokens';
export { BLOCKED_MESSAGE, checkCurrentPassword, signInClient, userTokens, type SignInClient } from './service';
export { candidatesFor, splitLoginName } from './resolve-person';
export { forgetAccountFailures } from './account-failures';
export { checkPatronSecret, type SecretCheck } from './patron-secret';
export { forgetDevices } from './devices';
