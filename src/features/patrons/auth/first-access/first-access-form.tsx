// The login page's "First access" mode (issue 35): a patron with no e-mail, who was given a
// code at the desk, sets their first password with it. The server checks the code and
// spec §5's password rules; its refusals are said here.
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { PasswordInput } from '../../../../components/password-input';
import { describePasswordError, passwordMessages } from '../../../../components/password-errors';
import { redeemFirstAccessCode } from './api';
import { useFieldChecks } from '../../../../components/field-checks';

export function FirstAccessForm({ onDone }: { onDone(): void }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [user, setUser] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const checkFields = useFieldChecks();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!checkFields(event.currentTarget)) return;
    if (busy) return;
    if (!user.trim() || !code.trim() || !password) return setError(t`Fill in your login, the code and the new password.`);
    if (password !== confirmation) return setError(i18n._(passwordMessages.mismatch));
    setBusy(true);
    setError(null);
    try {
      await redeemFirstAccessCode(user, code, password);
      onDone();
    } catch (failure) {
      setError(describePasswordError(failure, i18n));
    } finally {
      setBusy(false);
    }
  }

  const errorId = `${id}-error`;
  const described = error ? errorId : undefined;
  return (
    <form onSubmit={submit} noValidate className="first-access-form">
      <p>
        <Trans>
          Were you given a first-access code at the library? Type your login (or library card number), the code and the
          password you want to use from now on.
        </Trans>
      </p>
      {error && <p id={errorId} className="field-error" role="alert">{error}</p>}
      <div className="field">
        <label htmlFor={`${id}-user`}>{t`Login or library card`}</label>
        <input id={`${id}-user`} value={user} onChange={(e) => setUser(e.target.value)} autoComplete="username" aria-describedby={described} required />
      </div>
      <div className="field">
        <label htmlFor={`${id}-code`}>{t`First-access code`}</label>
        <input id={`${id}-code`} value={code} onChange={(e) => setCode(e.target.value)} autoComplete="one-time-code" autoCapitalize="characters" aria-describedby={described} required />
      </div>
      <div className="field">
        <label htmlFor={`${id}-password`}>{t`New password`}</label>
        <PasswordInput id={`${id}-password`} value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="new-password" aria-describedby={described} required />
      </div>
      <div className="field">
        <label htmlFor={`${id}-confirmation`}>{t`Confirm the new password`}</label>
        <PasswordInput id={`${id}-confirmation`} value={confirmation} onChange={(e) => setConfirmation(e.target.value)} autoComplete="new-password" required />
      </div>
      <button type="submit" className="button" disabled={busy}>
        {busy ? t`Saving…` : <Trans>Set my password</Trans>}
      </button>
    </form>
  );
}
