// Change password in the personal area (spec §7 PUT /pessoas/meu-pergamum/senha): the
// current password, then a new one under the same §5 rules as recovery.
import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { DataSection } from '../../../../components/query-boundary';
import { NewPasswordFields } from '../../../../components/new-password-fields';
import { PasswordInput } from '../../../../components/password-input';
import { newPasswordProblem } from '../../../../components/password-checklist';
import { describePasswordError, passwordMessages } from '../../../../components/password-errors';
import { useFieldChecks } from '../../../../components/field-checks';
import { notify } from '../../../../lib/notices';
import { changePassword, passwordQueries } from './api';

export function ChangePasswordForm({ name }: { name: string }) {
  const id = useId();
  return (
    <DataSection id={`${id}-title`} title={<Trans>Change password</Trans>} className="change-password">
      <PasswordForm id={id} name={name} />
    </DataSection>
  );
}

/** The form, once the §5 password rules it checks against are loaded. */
function PasswordForm({ id, name }: { id: string; name: string }) {
  const { t, i18n } = useLingui();
  const { data: rules } = useSuspenseQuery(passwordQueries.rules());
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const checkFields = useFieldChecks();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    // The current password, and the new one when empty, are marked where they are (issue 37).
    if (!checkFields(form, current ? [] : [{ control: form.elements.namedItem('current-password') as HTMLElement | null, message: t`Enter your current password.` }])) return setError(null);
    const problem = newPasswordProblem(rules, password, confirmation, name);
    if (problem) return setError(i18n._(passwordMessages[problem]));
    setBusy(true);
    setError(null);
    try {
      await changePassword(current, password);
      setCurrent('');
      setPassword('');
      setConfirmation('');
      notify('success', t`Password changed.`);
    } catch (failure) {
      setError(describePasswordError(failure, i18n));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor={`${id}-current`}>
          <Trans>Current password</Trans>
        </label>
        <PasswordInput
          id={`${id}-current`}
          name="current-password"
          autoComplete="current-password"
          required
          maxLength={500}
          value={current}
          onChange={(event) => setCurrent(event.target.value)}
        />
      </div>
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
        {busy ? t`Saving…` : <Trans>Change password</Trans>}
      </button>
    </form>
  );
}
