// Every name this app keeps in the browser's localStorage and sessionStorage, in one place:
// two modules never pick the same name, and a reader finds what a browser holds in one
// file. The build's early script (src/lib/startup/prefetch-first-data.ts) reads the
// language from here too. Values are stored data: changing one forgets what visitors saved.
// (IndexedDB's database and tables are in db.ts and db-access.ts.)

/** localStorage: the interface language the visitor chose (lib/i18n.ts). */
export const LOCALE_KEY = 'lng';

/** localStorage: search guides, turned off ('false') when the language changes (spec §2). */
export const SEARCH_GUIDES_KEY = 'guias';

/** localStorage: search tabs tied to a language are saved under keys with these prefixes. */
export const SEARCH_TAB_KEY_PREFIXES = ['abas', 'search-tabs'] as const;

/** localStorage: the accessibility bar's settings (lib/preferences.ts): the spec's names, plus `tema`. */
export const PREFERENCE_KEYS = {
  zoom: 'zoom',
  colorScheme: 'cor',
  bold: 'negrito',
  signLanguage: 'libras',
  theme: 'tema',
} as const;

/** localStorage: whether the accessibility bar is open (lib/preferences.ts). */
export const ACCESSIBILITY_BAR_OPEN_KEY = 'acessibilidade_aberta';

/**
 * sessionStorage: the encrypted session of a login without "remember me"
 * (lib/session/session-vault.ts); earlier versions also kept it in plain JSON in localStorage.
 */
export const SESSION_KEY = 'biblioteca:session';

/** sessionStorage: an external sign-in in progress (features/patrons/auth/sso/flow.ts). */
export const SSO_PENDING_KEY = 'catalogo.sso-pendente';

/** sessionStorage: the `?display-mode=` flag a tab remembers (src/lib/install-app.ts). */
export const DISPLAY_MODE_KEY = 'catalogo.display-mode';

/**
 * localStorage: this device's sign-in proof per login (under a hash of the login; lib/session/device-token.ts), the
 * server's long-lived `device_token`; with it the owner passes the lock strangers' wrong
 * passwords set (issue 21). Kept across logouts on purpose.
 */
export const DEVICE_TOKENS_KEY = 'catalogo.dispositivos';

/**
 * localStorage: the visitor's public token and when it expires (lib/session/public-token.ts),
 * kept across reloads and shared by tabs so a page load asks for none (issue 33: a campus
 * behind one address). It grants nothing private; the patron's tokens are never here.
 */
export const PUBLIC_TOKEN_KEY = 'catalogo.token-publico';

/** localStorage: the desk's slip paper, '80mm' (thermal) or 'a4' (features/circulation/desk, issue 36). */
export const DESK_SLIP_PAPER_KEY = 'catalogo.balcao.papel';

/** localStorage: the name this workstation gives itself as a cash desk (the payments' closing report, issue 36). */
export const DESK_NAME_KEY = 'catalogo.balcao.nome';
