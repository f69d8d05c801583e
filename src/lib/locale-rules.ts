// The interface language's rules (spec §9), with no dependency: which languages there are,
// the default, the <html lang> tags, the API's `lang` codes and how the language is detected
// (?lng= query, then the saved choice, then the browser). lib/i18n.ts applies them in the
// app; the build's early script (startup/prefetch-first-data.ts) applies the same ones before
// the app's code arrives, so its early requests carry the language the app will choose.
export const LOCALES = ['pt', 'en', 'es', 'fr', 'it'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'pt';

/** The BCP 47 tag written to <html lang>. */
export const HTML_LANG: Record<Locale, string> = {
  pt: 'pt-BR',
  en: 'en',
  es: 'es',
  fr: 'fr',
  it: 'it',
};

/** The API's language codes: 1 Portuguese, 3 Spanish, 5 English; French and Italian get English. */
const API_LANG: Record<Locale, string> = { pt: '1', es: '3', en: '5', fr: '5', it: '5' };

export function apiLangCode(locale: Locale): string {
  return API_LANG[locale];
}

export function toLocale(value: string | null | undefined): Locale | null {
  if (!value) return null;
  const base = value.trim().toLowerCase().split(/[-_]/)[0];
  return (LOCALES as readonly string[]).includes(base) ? (base as Locale) : null;
}

export interface LocaleSources {
  search: string;
  stored: string | null;
  navigatorLanguages: readonly string[];
}

export function detectLocale({ search, stored, navigatorLanguages }: LocaleSources): Locale {
  const fromQuery = toLocale(new URLSearchParams(search).get('lng'));
  if (fromQuery) return fromQuery;
  const fromStorage = toLocale(stored);
  if (fromStorage) return fromStorage;
  for (const language of navigatorLanguages) {
    const fromBrowser = toLocale(language);
    if (fromBrowser) return fromBrowser;
  }
  return DEFAULT_LOCALE;
}
