import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { LOCALES, switchLocale, toLocale, type Locale } from '../../../lib/i18n';

/** Each language is named in itself, so a reader finds their own. */
const LANGUAGE_NAMES: Record<Locale, string> = {
  pt: 'Português',
  en: 'English',
  es: 'Español',
  fr: 'Français',
  it: 'Italiano',
};

export function LanguageSwitcher() {
  const { i18n } = useLingui();
  const id = useId();
  return (
    <div className="language-switcher">
      <label htmlFor={id}>
        <Trans>Language</Trans>
      </label>
      <select
        id={id}
        value={i18n.locale}
        onChange={(event) => {
          const locale = toLocale(event.target.value);
          if (locale) switchLocale(locale);
        }}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LANGUAGE_NAMES[locale]}
          </option>
        ))}
      </select>
    </div>
  );
}
