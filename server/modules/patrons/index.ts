/**
 * The patrons domain's face to the rest of the server: tokens and a patron's secret
 * (auth), the captcha activities, the interest profile's matching and the desk's handling of
 * deletion requests (privacy), the wallets' pass updates (wallet). Modules of
 * this domain use each other through their own index.ts ('../auth'); other domains only
 * through this file.
 */
export { checkPatronSecret, createTokenService } from './auth';
export { ACTIVITY_CAPTCHA_AT_LOGIN, ACTIVITY_NO_CAPTCHA_MODAL } from './captcha';
export { matchNewTitles, recordDigests } from './interest';
export { deskDeletionRequests, handleDeletion, myDeletionRequests } from './privacy';
export { issueFirstAccessCode } from './recovery';
export { sendWalletUpdates } from './wallet';
