import { useLingui } from '@lingui/react/macro';
import type { ApiError } from '../../../../api/errors';
import { settingsErrorText } from '../messages';

/** Under a form: why the server refused the change, or that it was saved. */
export function SaveAnswer({ error, saved }: { error: ApiError | null; saved: string | null }) {
  const { i18n } = useLingui();
  if (error) {
    return (
      <p className="field-error" role="alert">
        {settingsErrorText(i18n, error)}
      </p>
    );
  }
  return (
    <p className="save-status" role="status">
      {saved}
    </p>
  );
}
