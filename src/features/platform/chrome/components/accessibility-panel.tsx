import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import {
  COLOR_SCHEMES,
  ZOOM_LEVELS,
  applyPreferences,
  loadPreferences,
  savePreferences,
  type ColorScheme,
  type Preferences,
} from '../../../../lib/preferences';
import { formatPercent } from '../../../../lib/format';

const SCHEME_LABELS = {
  normal: msg({ message: 'Normal', comment: 'Colour scheme: the usual colours' }),
  inverted: msg({ message: 'Inverted', comment: 'Colour scheme: colours inverted' }),
  grayscale: msg({ message: 'Grayscale', comment: 'Colour scheme: shades of grey' }),
  'high-contrast': msg({ message: 'High contrast', comment: 'Colour scheme' }),
} satisfies Record<ColorScheme, unknown>;

function usePreferences(): [Preferences, (patch: Partial<Preferences>) => void] {
  const [preferences, setPreferences] = useState(loadPreferences);
  const update = (patch: Partial<Preferences>) => {
    const next = { ...preferences, ...patch };
    savePreferences(next);
    applyPreferences(next);
    setPreferences(next);
  };
  return [preferences, update];
}

/** The settings themselves: in the bar on wider screens, in the menu on the phone. */
export function AccessibilityPanel() {
  const { i18n } = useLingui();
  const [preferences, update] = usePreferences();
  return (
    <>
      <label className="a11y-field">
        <span>
          <Trans>Zoom</Trans>
        </span>
        <select value={preferences.zoom} onChange={(e) => update({ zoom: Number(e.target.value) as Preferences['zoom'] })}>
          {ZOOM_LEVELS.map((level) => (
            <option key={level} value={level}>
              {/* The text size it gives: 100 % is the default (zoom 0 in spec §9), never "0 %". */}
              {formatPercent((100 + level) / 100, i18n.locale)}
            </option>
          ))}
        </select>
      </label>
      <label className="a11y-field">
        <span>
          <Trans>Colours</Trans>
        </span>
        <select value={preferences.colorScheme} onChange={(e) => update({ colorScheme: e.target.value as ColorScheme })}>
          {COLOR_SCHEMES.map((scheme) => (
            <option key={scheme} value={scheme}>
              {i18n._(SCHEME_LABELS[scheme])}
            </option>
          ))}
        </select>
      </label>
      <label className="a11y-field a11y-check">
        <input type="checkbox" checked={preferences.bold} onChange={(e) => update({ bold: e.target.checked })} />
        <Trans>Bold text</Trans>
      </label>
      <label className="a11y-field a11y-check">
        <input type="checkbox" checked={preferences.theme === 'dark'} onChange={(e) => update({ theme: e.target.checked ? 'dark' : 'light' })} />
        <Trans>Dark mode</Trans>
      </label>
      <label className="a11y-field a11y-check">
        <input type="checkbox" checked={preferences.signLanguage} onChange={(e) => update({ signLanguage: e.target.checked })} />
        <Trans>Sign language (VLibras)</Trans>
      </label>
      <p role="status" className="a11y-notice">
        {/* The VLibras widget is a third-party script this installation cannot reach; say so. */}
        {preferences.signLanguage && (
          <Trans>The sign-language service (VLibras) cannot be reached from this catalogue, so no sign-language translation is shown.</Trans>
        )}
      </p>
    </>
  );
}
