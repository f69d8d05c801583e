import { Trans } from '@lingui/react/macro';
import { useEffect, useSyncExternalStore } from 'react';
import { declineNewVersion, registerServiceWorkerOnce, takeNewVersion, waitingVersion } from '../service-worker-registration';

/**
 * Registers the service worker once mounted (never during render: service-worker-registration.ts),
 * and offers a new version of the app when its worker is waiting (registerType 'prompt').
 */
export function UpdatePrompt() {
  useEffect(registerServiceWorkerOnce, []);
  const needRefresh = useSyncExternalStore(waitingVersion.subscribe, waitingVersion.get, () => false);
  if (!needRefresh) return null;
  return (
    <div className="update-prompt" role="alert">
      <p>
        <Trans>A new version of the catalogue is available.</Trans>
      </p>
      <button type="button" className="button" onClick={takeNewVersion}>
        <Trans>Update now</Trans>
      </button>
      <button type="button" className="button button-secondary" onClick={declineNewVersion}>
        <Trans>Later</Trans>
      </button>
    </div>
  );
}
