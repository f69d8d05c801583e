import { useLingui } from '@lingui/react';
import { describeApiError } from '../api/errors';

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
