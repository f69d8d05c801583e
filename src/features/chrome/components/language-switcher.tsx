import { useLingui } from '@lingui/react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import { useId } from 'react';
import { switchableLocales, switchLocale, toLocale, type Locale } from '../../../lib/i18n';

/** Each language is named in itself, so a reader finds their own. */
const LANGUAGE_NAMES: Record<Locale, string> = {
  pt: 'Português',
  en: 'English',
  es: 'Español',
  fr: 'Français',
  it: 'Italiano',
};

/** Emoji flags (no external images); decorative, the language name is the accessible label. */
const FLAGS: Record<Locale, string> = { pt: '🇧🇷', en: '🇬🇧', es: '🇪🇸', fr: '🇫🇷', it: '🇮🇹' };

// Flags on wide screens, a labelled select on narrow ones (same breakpoint as the header).
// React 19 hoists and deduplicates this stylesheet by its href.
const SWITCHER_CSS = `
.language-flags { display: flex; gap: 0.25rem; margin: 0; padding: 0; list-style: none; }
.language-flags button { font-size: 1.25rem; line-height: 1; padding: 0.2rem 0.3rem; background: transparent; border: 2px solid transparent; border-radius: 4px; cursor: pointer; }
.language-flags button[aria-pressed='true'] { border-color: #fff; }
.language-select { display: none; }
@media (max-width: 40rem) {
  .language-flags { display: none; }
  .language-select { display: flex; align-items: center; gap: 0.4rem; }
}`;

export function LanguageSwitcher() {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const id = useId();
  const locales = switchableLocales();
  const active = toLocale(i18n.locale);
  if (locales.length < 2) return null;
  const choose = (locale: Locale) => {
    if (locale !== active) switchLocale(locale);
  };
  return (
    <div className="language-switcher">
      <style href="language-switcher" precedence="default">
        {SWITCHER_CSS}
      </style>
      <ul className="language-flags" aria-label={t`Language`}>
        {locales.map((locale) => (
          <li key={locale}>
            <button
              type="button"
              lang={locale}
              aria-pressed={locale === active}
              aria-current={locale === active ? 'true' : undefined}
              onClick={() => choose(locale)}
            >
              <span aria-hidden="true">{FLAGS[locale]}</span>
              <span className="visually-hidden">{LANGUAGE_NAMES[locale]}</span>
            </button>
          </li>
        ))}
      </ul>
      <div className="language-select">
        <label htmlFor={id}>
          <Trans>Language</Trans>
        </label>
        <select
          id={id}
          value={active ?? undefined}
          onChange={(event) => {
            const locale = toLocale(event.target.value);
            if (locale) choose(locale);
          }}
        >
          {locales.map((locale) => (
            <option key={locale} value={locale} lang={locale}>
              {LANGUAGE_NAMES[locale]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
