import { Trans } from '@lingui/react/macro';

/** A polite "loading" state for a page or a section. */
export function Loading() {
  return (
    <p className="loading" role="status" aria-live="polite">
      <Trans>Loading…</Trans>
    </p>
  );
}
