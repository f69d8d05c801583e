import { useLingui } from '@lingui/react';
import { useLingui as useLinguiMacro } from '@lingui/react/macro';
import { switchableLocales, switchLocale, toLocale, type Locale } from '../../../../lib/i18n';

/** Each language is named in itself, so a reader finds their own. */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  pt: 'Português',
  en: 'English',
  es: 'Español',
  fr: 'Français',
  it: 'Italiano',
};

/**
 * The flag drawn beside each language: SVG files in public/flags/ (each names its origin
 * and licence), precached by the service worker like the rest of the shell. Emoji flags
 * showed as two letters in a box on Windows and Linux.
 */
const FLAGS: Record<Locale, string> = {
  pt: '/flags/br.svg',
  en: '/flags/gb.svg',
  es: '/flags/es.svg',
  fr: '/flags/fr.svg',
  it: '/flags/it.svg',
};

// The header's flags (wider screens: the name in a tooltip and for screen readers), or the
// phone menu's list (the name written beside each flag). React 19 hoists this stylesheet.
const SWITCHER_CSS = `
.language-flags { display: flex; gap: 0.25rem; margin: 0; padding: 0; list-style: none; }
.language-flags button { display: inline-flex; align-items: center; gap: 0.5rem; font: inherit; color: inherit; line-height: 1; padding: 0.3rem; background: transparent; border: 2px solid transparent; border-radius: 4px; cursor: pointer; }
.language-flags img { display: block; width: 1.5rem; height: 1rem; object-fit: cover; border: 1px solid rgb(0 0 0 / 25%); }
.language-flags button[aria-pressed='true'] { border-color: currentColor; }
.language-flags-named { flex-direction: column; gap: 0.25rem; }
.language-flags-named button { width: 100%; min-height: 44px; padding: 0.5rem 0.75rem; text-align: left; }
.language-flags-named button[aria-pressed='true'] { font-weight: 700; }`;

/** The languages as flag buttons; `named` writes each language's name beside its flag. */
export function LanguageList({ named = false }: { named?: boolean }) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const locales = switchableLocales();
  const active = toLocale(i18n.locale);
  if (locales.length < 2) return null;
  return (
    <>
      <style href="language-switcher" precedence="default">
        {SWITCHER_CSS}
      </style>
      <ul className={named ? 'language-flags language-flags-named' : 'language-flags'} aria-label={t`Language`}>
        {locales.map((locale) => (
          <li key={locale}>
            <button
              type="button"
              lang={locale}
              aria-pressed={locale === active}
              aria-current={locale === active ? 'true' : undefined}
              title={named ? undefined : LANGUAGE_NAMES[locale]}
              onClick={() => {
                if (locale !== active) switchLocale(locale);
              }}
            >
              <img src={FLAGS[locale]} alt="" width="24" height="16" />
              <span className={named ? undefined : 'visually-hidden'}>{LANGUAGE_NAMES[locale]}</span>
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The header's language choice on wider screens; on the phone it is in the menu. */
export function LanguageSwitcher() {
  return (
    <div className="language-switcher">
      <LanguageList />
    </div>
  );
}
