// A new password and its confirmation, with the live rules checklist (spec §5): recovery
// step 3 and the personal area's change-password form use the same fields.
import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { PasswordChecklist, type PasswordRules } from './password-checklist';
import './password-checklist.css';
import { PasswordInput } from './password-input';

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
  const id = useId();
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
        <PasswordInput
          id={`${id}-new`}
          name="new-password"
          autoComplete="new-password"
          required
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
        <PasswordInput
          id={`${id}-confirm`}
          name="confirm-password"
          autoComplete="new-password"
          required
          maxLength={500}
          value={confirmation}
          onChange={(event) => onConfirmation(event.target.value)}
          aria-invalid={error ? true : undefined}
        />
      </div>
    </>
  );
}
