import { Trans } from '@lingui/react/macro';
import { useState, useSyncExternalStore } from 'react';
import { appRunsInstalled, installOffer, isIosSafari, promptInstall, subscribeInstallOffer } from '../../../../lib/install-app';

/**
 * "Install app" when the browser offers it (beforeinstallprompt, caught at start by
 * lib/install-app.ts), or how to do it by hand on iOS Safari, which has no such offer.
 * Nothing once the app runs installed.
 */
export function InstallApp() {
  const offer = useSyncExternalStore(subscribeInstallOffer, installOffer, () => null);
  const [installed] = useState(appRunsInstalled);
  const [ios] = useState(() => isIosSafari(navigator.userAgent, navigator.maxTouchPoints));
  if (installed || (!offer && !ios)) return null;
  return (
    <section aria-labelledby="phone-menu-install" className="phone-menu-section">
      <h3 id="phone-menu-install">
        <Trans>The app on your phone</Trans>
      </h3>
      {offer ? (
        <>
          <p>
            <Trans>Keep the catalogue on your home screen: it opens like an app and works offline.</Trans>
          </p>
          <button type="button" className="button" onClick={() => void promptInstall()}>
            <Trans>Install app</Trans>
          </button>
        </>
      ) : (
        <p>
          <Trans>To install on an iPhone or iPad: tap Share in Safari's toolbar, then “Add to Home Screen”.</Trans>
        </p>
      )}
    </section>
  );
}
