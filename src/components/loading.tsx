import { Trans } from '@lingui/react/macro';
import { useOnline } from '../lib/online';

/** Spec §9: the spinner's default size, in CSS pixels. */
export const SPINNER_SIZE = 50;

/**
 * A polite "loading" state for a page or a section: a 50 px spinner (§9) beside the words
 * a screen reader announces. Offline, what is still loading was not saved on this device
 * (queries pause offline): it says so instead of spinning.
 */
export function Loading() {
  const online = useOnline();
  return (
    <p className="loading" role="status" aria-live="polite">
      {online ? (
        <>
          <span className="spinner" aria-hidden="true" style={{ width: SPINNER_SIZE, height: SPINNER_SIZE }} />
          <Trans>Loading…</Trans>
        </>
      ) : (
        <Trans>You are offline and this was not saved on this device. It will load when the connection returns.</Trans>
      )}
    </p>
  );
}
