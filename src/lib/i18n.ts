// Owns the interface language (spec §9): detection (?lng= query, then the saved
// choice, then the browser), loading only the active catalog, <html lang>, and the
// code sent to the API in the `lang` header.
import { i18n, type Messages } from '@lingui/core';
import { DEFAULT_LOCALE, HTML_LANG, LOCALES, apiLangCode, detectLocale, toLocale, type Locale } from './locale-rules';
import { LOCALE_KEY, SEARCH_GUIDES_KEY, SEARCH_TAB_KEY_PREFIXES } from './storage/storage-keys';

// The rules themselves (which languages, how one is detected, the API's codes) are in
// locale-rules.ts, shared with the build's early script (startup/prefetch-first-data.ts).
export * from './locale-rules';

function readStoredLocale(): string | null {
  try {
    return window.localStorage.getItem(LOCALE_KEY);
  } catch {
    return null;
  }
}

export function detectBrowserLocale(): Locale {
  return detectLocale({
    search: window.location.search,
    stored: readStoredLocale(),
    navigatorLanguages: navigator.languages?.length ? navigator.languages : [navigator.language],
  });
}

/** The locale being activated: the start's first requests go out while its catalog loads. */
let activating: Locale | null = null;

/** The locale the API should answer in (the one being activated or active, or the default before start-up). */
export function currentApiLang(): string {
  return apiLangCode(activating ?? toLocale(i18n.locale) ?? DEFAULT_LOCALE);
}

/** Loads the locale's compiled catalog (only that one) and activates it. */
export async function activateLocale(locale: Locale): Promise<void> {
  activating = locale;
  const { messages } = (await import(`../../locales/${locale}/messages.ts`)) as { messages: Messages };
  i18n.loadAndActivate({ locale, messages });
  if (typeof document !== 'undefined') document.documentElement.lang = HTML_LANG[locale];
}

/**
 * Languages left out of the switcher even though their catalog exists — a deployment setting,
 * empty by default (e.g. `['it']` while an Italian catalog is still being reviewed).
 */
export const HIDDEN_LANGUAGES: readonly Locale[] = [];

// Only the catalogs actually bundled count as available (the glob is not eager: nothing loads).
const BUNDLED = new Set(
  Object.keys(import.meta.glob('../../locales/*/messages.ts')).map((path) => path.split('/').at(-2)),
);

/** The languages the switcher lists: catalog bundled and not hidden, in the spec's order. */
export function switchableLocales(
  hidden: readonly string[] = HIDDEN_LANGUAGES,
  bundled: ReadonlySet<string | undefined> = BUNDLED,
): Locale[] {
  return LOCALES.filter((locale) => bundled.has(locale) && !hidden.includes(locale));
}

/** Clears the stored search tabs, turns the guides off and saves the language. */
export function storeLocaleChoice(storage: Storage, locale: Locale): void {
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
  for (const key of keys) {
    if (key && SEARCH_TAB_KEY_PREFIXES.some((prefix) => key.startsWith(prefix))) storage.removeItem(key);
  }
  storage.setItem(SEARCH_GUIDES_KEY, 'false');
  storage.setItem(LOCALE_KEY, locale);
}

/** Saves the choice and reloads with ?lng= so every screen starts in the new language. */
export function switchLocale(locale: Locale): void {
  try {
    storeLocaleChoice(window.localStorage, locale);
  } catch {
    // Not saved: the ?lng= parameter still applies to this visit.
  }
  const url = new URL(window.location.href);
  url.searchParams.set('lng', locale);
  window.location.assign(url.toString());
}

export { i18n };
