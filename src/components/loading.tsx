import { Trans } from '@lingui/react/macro';
import { useOnline } from '../lib/online';

/**
 * A polite "loading" state for a page or a section. Offline, what is still loading was
 * not saved on this device (queries pause offline): it says so instead of spinning.
 */
export function Loading() {
  const online = useOnline();
  return (
    <p className="loading" role="status" aria-live="polite">
      {online ? (
        <Trans>Loading…</Trans>
      ) : (
        <Trans>You are offline and this was not saved on this device. It will load when the connection returns.</Trans>
      )}
    </p>
  );
}
