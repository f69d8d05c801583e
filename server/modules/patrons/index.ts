/**
 * The patrons domain's face to the rest of the server: alerts (record, deliver), tokens and a
 * patron's secret (auth), the captcha activities, the interest profile's matching, the desk's
 * handling of deletion requests (privacy), push keys and the sign-on providers. Modules of
 * this domain use each other through their own index.ts ('../alerts'); other domains only
 * through this file.
 */
export {
  acquisitionStatusWord, deliverAlerts, deliverPending, languageOfHeader, recordAlert, type AlertLanguage, type PendingAlert,
} from './alerts';
export { checkPatronSecret, createTokenService } from './auth';
export { ACTIVITY_CAPTCHA_AT_LOGIN, ACTIVITY_NO_CAPTCHA_MODAL } from './captcha';
export { matchNewTitles, recordDigests } from './interest';
export { deskDeletionRequests, handleDeletion, myDeletionRequests } from './privacy';
export { loadVapidKeys, vapidSubject } from './push';
export { ssoSettings } from './sso';
