/**
 * What other modules use of sign-in: the token service (app start-up), issuing a
 * patron's tokens (external sign-in, login choice), finding the person behind a login,
 * and forgetting failed logins (password recovery).
 */
export { createTokenService, type TokenService } from './tokens';
export { BLOCKED_MESSAGE, userTokens } from './service';
export { candidatesFor, splitLoginName } from './resolve-person';
export { forgetAccountFailures } from './account-failures';
