import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';

/** The password input with a show/hide toggle. */
export function PasswordField({ id }: { id: string }) {
  const { t } = useLingui();
  const [visible, setVisible] = useState(false);
  return (
    <div className="field">
      <label htmlFor={id}>
        <Trans>Password</Trans>
      </label>
      <div className="password-field">
        <input
          id={id}
          name="password"
          type={visible ? 'text' : 'password'}
          autoComplete="current-password"
          required
          maxLength={500}
        />
        <button
          type="button"
          className="button button-secondary"
          aria-controls={id}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? t`Hide password` : t`Show password`}
        </button>
      </div>
    </div>
  );
}
