import { Trans } from '@lingui/react/macro';
import { useRegisterSW } from 'virtual:pwa-register/react';

/** Offers a new version of the app when its service worker is waiting (registerType 'prompt'). */
export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW();
  if (!needRefresh) return null;
  return (
    <div className="update-prompt" role="alert">
      <p>
        <Trans>A new version of the catalogue is available.</Trans>
      </p>
      <button type="button" className="button" onClick={() => void updateServiceWorker(true)}>
        <Trans>Update now</Trans>
      </button>
      <button type="button" className="button button-secondary" onClick={() => setNeedRefresh(false)}>
        <Trans>Later</Trans>
      </button>
    </div>
  );
}
