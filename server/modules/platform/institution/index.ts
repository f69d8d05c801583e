/** What other modules use of the institution: the personal-area entries it enables (app layers). */
export { appLayers } from './service';
/** The institution pages' texts (library-settings writes them) and the HTML allow-list they are cleaned with. */
export { eventRows, textIn, type Lang } from './pages';
export { sanitizeHtml } from './sanitize-html';
/** The sign-on settings GET /parametros/instituicao shows (patrons/sso runs the sign-on itself). */
export { ssoSettings } from './sso-settings';
