import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { isApiError } from '../../../../api/errors';
import { useFieldChecks } from '../../../../components/field-checks';
import { NewPasswordFields } from '../../../../components/new-password-fields';
import { newPasswordProblem, type PasswordRules } from '../../../../components/password-checklist';
import { describePasswordError, passwordMessages } from '../../../../components/password-errors';
import { resetPassword } from './api';

interface PasswordStepProps {
  user: string;
  code: string;
  name: string;
  rules: PasswordRules;
  onChanged(): void;
  /** The code died meanwhile (expired, used): back to step 2 to resend it. */
  onCodeRefused(message: string): void;
}

/** Step 3 (spec §4, §5): the new password under every active rule, checked again by the server. */
export function PasswordStep({ user, code, name, rules, onChanged, onCodeRefused }: PasswordStepProps) {
  const { t, i18n } = useLingui();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const checkFields = useFieldChecks();

  async function submit(event: FormEvent) {
    event.preventDefault();
    // Empty fields are marked where they are (issue 37); the rules' message stays above them.
    if (!checkFields(event.currentTarget as HTMLFormElement)) return setError(null);
    const problem = newPasswordProblem(rules, password, confirmation, name);
    if (problem) return setError(i18n._(passwordMessages[problem]));
    setBusy(true);
    setError(null);
    try {
      await resetPassword(user, code, password);
      onChanged();
    } catch (failure) {
      const text = describePasswordError(failure, i18n);
      if (isApiError(failure) && failure.message === 'error.recovery-code-invalid') return onCodeRefused(text);
      setError(text);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <NewPasswordFields
        rules={rules}
        name={name}
        password={password}
        confirmation={confirmation}
        onPassword={setPassword}
        onConfirmation={setConfirmation}
        error={error}
      />
      <button type="submit" className="button" disabled={busy}>
        {busy ? t`Saving…` : <Trans>Save the new password</Trans>}
      </button>
    </form>
  );
}
