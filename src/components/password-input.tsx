// A password input with its show/hide toggle inside it, at its right end (as phone sign-in
// screens have it): an eye icon whose accessible name says what it does, a 44 px target.
// The sign-in form, recovery's new password and the change-password form all use it.
import { useLingui } from '@lingui/react/macro';
import { useState, type InputHTMLAttributes } from 'react';

type PasswordInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { id: string };

export function PasswordInput(props: PasswordInputProps) {
  const { t } = useLingui();
  const [visible, setVisible] = useState(false);
  return (
    <div className="password-field">
      <input {...props} type={visible ? 'text' : 'password'} />
      <button
        type="button"
        className="password-toggle"
        aria-controls={props.id}
        aria-pressed={visible}
        aria-label={t`Show password`}
        title={t`Show password`}
        onClick={() => setVisible((shown) => !shown)}
      >
        <EyeIcon crossed={visible} />
      </button>
    </div>
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M4 4l16 16" />}
    </svg>
  );
}
