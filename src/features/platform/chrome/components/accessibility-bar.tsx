import { Trans, useLingui } from '@lingui/react/macro';
import { memo, Suspense, useId, useState } from 'react';
import { lazyPart } from '../../../../components/lazy-part';
import { loadBarOpen, saveBarOpen } from '../../../../lib/preferences';
import '../accessibility.css';
import { SelfServiceButton } from './self-service-button';

// The panel's controls load when the bar is first opened (most visits never open it).
const AccessibilityPanel = lazyPart(() => import('./accessibility-panel').then((m) => m.AccessibilityPanel));

/**
 * The collapsible accessibility bar of spec §2: zoom, colour scheme, bold, sign language,
 * dark mode. The settings apply from lib/preferences.ts at start; the panel's controls are
 * built only while it is open (most visits never open it, and its formatted options are
 * part of a slow phone's first render otherwise). Memoised: it takes no props, and the
 * layout around it re-renders with every route change.
 */
export const AccessibilityBar = memo(function AccessibilityBar() {
  const { t } = useLingui();
  const [open, setOpen] = useState(loadBarOpen);
  const panelId = useId();
  const toggle = () => {
    saveBarOpen(!open);
    setOpen(!open);
  };
  return (
    <section className="a11y-bar" aria-label={t`Accessibility`}>
      <button
        type="button"
        className="a11y-toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
        onPointerEnter={() => void AccessibilityPanel.preload().catch(() => undefined)}
      >
        <Trans>Accessibility options</Trans>
      </button>
      <SelfServiceButton barOpen={open} />
      <div id={panelId} className="a11y-panel" hidden={!open}>
        {open && (
          <Suspense fallback={null}>
            <AccessibilityPanel />
          </Suspense>
        )}
      </div>
    </section>
  );
});

