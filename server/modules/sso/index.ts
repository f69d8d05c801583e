/** What other modules use of external sign-in: which providers are configured (institution links). */
export { ssoSettings } from './settings';
/** The server's public address (PUBLIC_URL or the request's host), for addresses handed out (calendar feeds). */
export { publicBase } from './identity';
