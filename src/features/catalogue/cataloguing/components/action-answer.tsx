import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { ApiError } from '../../../../api/errors';
import { catalogueErrorText } from '../messages';

/** The server's answer to a cataloguer's action, under its form: what it did, or why not. */
export function ActionAnswer({ error, children }: { error?: ApiError | null; children?: ReactNode }) {
  const { i18n } = useLingui();
  if (error) {
    return (
      <p className="field-error" role="alert">
        {catalogueErrorText(i18n, error)}
      </p>
    );
  }
  if (!children) return null;
  return (
    <p className="desk-answer" role="status">
      {children}
    </p>
  );
}
