import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { ApiError } from '../../../../api/errors';
import { deskErrorText } from '../messages';

/** The server's answer to a desk action, under its form: what it did, or why not. */
export function DeskAnswer({ error, children }: { error?: ApiError | null; children?: ReactNode }) {
  const { i18n } = useLingui();
  if (error) {
    return (
      <p className="field-error" role="alert">
        {deskErrorText(i18n, error)}
      </p>
    );
  }
  if (!children) return null;
  return (
    <div className="desk-answer" role="status">
      {children}
    </div>
  );
}
