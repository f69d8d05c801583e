// A new password and its confirmation, with the live rules checklist (spec §5): recovery
// step 3 and the personal area's change-password form use the same fields.
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { PasswordChecklist, type PasswordRules } from './password-checklist';
import './password-checklist.css';

interface NewPasswordFieldsProps {
  rules: PasswordRules;
  /** The person's name (the diff_name rule). */
  name: string;
  password: string;
  confirmation: string;
  onPassword(value: string): void;
  onConfirmation(value: string): void;
  error: string | null;
}

export function NewPasswordFields(props: NewPasswordFieldsProps) {
  const { rules, name, password, confirmation, onPassword, onConfirmation, error } = props;
  const { t } = useLingui();
  const id = useId();
  const [visible, setVisible] = useState(false);
  const type = visible ? 'text' : 'password';
  return (
    <>
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
      <div className="field">
        <label htmlFor={`${id}-new`}>
          <Trans>New password</Trans>
        </label>
        <input
          id={`${id}-new`}
          name="new-password"
          type={type}
          autoComplete="new-password"
          maxLength={500}
          value={password}
          onChange={(event) => onPassword(event.target.value)}
          aria-describedby={`${id}-rules${error ? ` ${id}-error` : ''}`}
          aria-invalid={error ? true : undefined}
        />
      </div>
      <PasswordChecklist id={`${id}-rules`} rules={rules} password={password} name={name} />
      <div className="field">
        <label htmlFor={`${id}-confirm`}>
          <Trans>Confirm the new password</Trans>
        </label>
        <input
          id={`${id}-confirm`}
          name="confirm-password"
          type={type}
          autoComplete="new-password"
          maxLength={500}
          value={confirmation}
          onChange={(event) => onConfirmation(event.target.value)}
          aria-invalid={error ? true : undefined}
        />
      </div>
      <div className="field field-checkbox">
        <input id={`${id}-show`} type="checkbox" checked={visible} onChange={(event) => setVisible(event.target.checked)} />
        <label htmlFor={`${id}-show`}>{t`Show the passwords`}</label>
      </div>
    </>
  );
}
