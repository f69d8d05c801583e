import { Trans } from '@lingui/react/macro';
import { useLingui } from '@lingui/react';
import { describeApiError } from '../api/errors';
import { useOnline } from '../lib/online';

/** A failed load, explained with the spec §8 catalogue. */
export function ErrorMessage({ error }: { error: unknown }) {
  const { i18n } = useLingui();
  const { text } = describeApiError(error, i18n);
  return (
    <p className="error-message" role="alert">
      {text}
    </p>
  );
}

/**
 * Data that could not be loaded (a page's or a section's): the §8 message and Try again;
 * offline, that trying again waits for the connection.
 */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const online = useOnline();
  return (
    <div className="load-error">
      <ErrorMessage error={error} />
      {online ? null : (
        <p>
          <Trans>You are offline: try again once the connection returns.</Trans>
        </p>
      )}
      <button type="button" className="button" onClick={onRetry}>
        <Trans>Try again</Trans>
      </button>
    </div>
  );
}
