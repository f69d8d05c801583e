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

/**
 * The built app's catalog files (scripts/catalog-split.ts): index.html names each language's
 * shell catalog (the messages of the code every page starts with) and its server-keys catalog;
 * a lazy chunk's own catalog is assets/catalog-<hash>.<locale>.js. Null when the app runs
 * from its sources (development, tests): there each language's whole catalog is loaded.
 */
interface CatalogFiles {
  shell: Partial<Record<Locale, string>>;
  keys: Partial<Record<Locale, string>>;
}

function readPairs(name: string): Partial<Record<Locale, string>> | null {
  if (typeof document === 'undefined') return null;
  const content = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content;
  if (!content) return null;
  const found: Partial<Record<Locale, string>> = {};
  for (const pair of content.split(' ')) {
    const [locale, url] = pair.split('=');
    const known = toLocale(locale);
    if (known && url) found[known] = url;
  }
  return found;
}

const CATALOG_FILES: CatalogFiles | null = (() => {
  const shell = readPairs('catalog-shell');
  const keys = readPairs('catalog-keys');
  return shell && keys ? { shell, keys } : null;
})();

/** Messages that arrived (a lazy chunk's) before the language's shell catalog was active. */
let early: Messages = {};
let shellActive = false;

/** Adds messages to the active catalog without a render: whoever shows them has not rendered yet. */
function addMessages(messages: Messages): void {
  if (shellActive) Object.assign(i18n.messages, messages);
  else Object.assign(early, messages);
}

async function importMessages(url: string): Promise<Messages> {
  // One retry: a module whose import failed once stays failed in the page's module map only
  // if its own evaluation failed, never for a failed download.
  const load = () => import(/* @vite-ignore */ url) as Promise<{ messages: Messages }>;
  return (await load().catch(load)).messages;
}

const chunkCatalogs = new Map<string, Promise<void>>();

/**
 * A lazy chunk's messages, awaited by the chunk before it runs (scripts/catalog-split.ts): in
 * the language being activated. Never rejects: a catalog that cannot be had (offline, not
 * cached) leaves its texts as ids rather than the page broken until a reload.
 */
export function loadChunkCatalog(hash: string): Promise<void> {
  let loading = chunkCatalogs.get(hash);
  if (!loading) {
    const locale = activating ?? toLocale(i18n.locale) ?? DEFAULT_LOCALE;
    loading = importMessages(`/assets/catalog-${hash}.${locale}.js`).then(addMessages, (error: unknown) => {
      chunkCatalogs.delete(hash);
      console.error(error);
    });
    chunkCatalogs.set(hash, loading);
  }
  return loading;
}

if (typeof globalThis !== 'undefined') (globalThis as { __catalogChunk?: (hash: string) => Promise<void> }).__catalogChunk = loadChunkCatalog;

let keysCatalog: Promise<void> | null = null;

/**
 * The messages of the server's keys (`error.*`, `success.*`): the server answers a key, so no
 * chunk names the one it will need. The API client waits for them before it reports a key
 * (src/api/errors.ts), and the start loads them once it has settled. Nothing to load when
 * the whole catalog is (development, tests).
 */
export function loadKeyCatalog(): Promise<void> {
  const locale = activating ?? toLocale(i18n.locale) ?? DEFAULT_LOCALE;
  const url = CATALOG_FILES?.keys[locale];
  if (!url) return Promise.resolve();
  keysCatalog ??= importMessages(url).then(addMessages, (error: unknown) => {
    keysCatalog = null;
    console.error(error);
  });
  return keysCatalog;
}

/** Loads the locale's compiled catalog (only that one: its shell part, in a build) and activates it. */
export async function activateLocale(locale: Locale): Promise<void> {
  activating = locale;
  let messages: Messages;
  const shell = CATALOG_FILES?.shell[locale];
  if (shell) messages = await importMessages(shell);
  else if (!import.meta.env.PROD) messages = ((await import(`../../locales/${locale}/messages.ts`)) as { messages: Messages }).messages;
  else throw new Error(`No catalog for ${locale} in index.html`);
  i18n.loadAndActivate({ locale, messages: { ...messages, ...early } });
  early = {};
  shellActive = true;
  if (typeof document !== 'undefined') document.documentElement.lang = HTML_LANG[locale];
}

/**
 * Languages left out of the switcher even though their catalog exists — a deployment setting,
 * empty by default (e.g. `['it']` while an Italian catalog is still being reviewed).
 */
export const HIDDEN_LANGUAGES: readonly Locale[] = [];

// Only the catalogs actually bundled count as available: in a build, those index.html names;
// from the sources, the compiled ones (the glob is not eager: nothing loads).
const BUNDLED = new Set<string | undefined>(
  CATALOG_FILES
    ? Object.keys(CATALOG_FILES.shell)
    : import.meta.env.PROD
      ? []
      : Object.keys(import.meta.glob('../../locales/*/messages.ts')).map((path) => path.split('/').at(-2)),
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
