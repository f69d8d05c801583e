import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useFieldChecks } from '../../../../components/field-checks';
import { Captcha } from '../components/captcha';
import { captchaQueries } from '../queries';
import { describePasswordError } from '../../../../components/password-errors';
import type { RecoveryStart } from './api';
import { startRecovery } from './api';

interface UserStepProps {
  initialUser: string;
  onSent(user: string, answer: RecoveryStart): void;
}

/** Step 1 (spec §4): the user code, and the captcha when the institution enables it. */
export function UserStep({ initialUser, onSent }: UserStepProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const captchaRequired = useQuery(captchaQueries.atRecovery()).data ?? false;
  const [user, setUser] = useState(initialUser);
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaRound, setCaptchaRound] = useState(0);
  const [error, setError] = useState<{ field: 'user' | 'captcha' | 'form'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const checkFields = useFieldChecks();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = user.trim();
    // The shared check marks the empty field (issue 37); spaces alone get the spec's message.
    if (!checkFields(event.currentTarget as HTMLFormElement)) return setError(null);
    if (!trimmed) return setError({ field: 'user', text: t`Enter the user code!` });
    if (captchaRequired && !captcha) return setError({ field: 'captcha', text: t`Check the Captcha!` });
    setBusy(true);
    setError(null);
    try {
      onSent(trimmed, await startRecovery(trimmed, captcha));
    } catch (failure) {
      setError({ field: 'form', text: describePasswordError(failure, i18n) });
      // A solved captcha is accepted once: the next try needs a fresh one.
      setCaptchaRound((n) => n + 1);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <p>
        <Trans>Enter your user code. We will send a verification code to the e-mail address the library has for you.</Trans>
      </p>
      {error?.field === 'form' && (
        <p className="field-error" role="alert">
          {error.text}
        </p>
      )}
      <div className="field">
        <label htmlFor={`${id}-user`}>
          <Trans>User code</Trans>
        </label>
        <input
          id={`${id}-user`}
          name="user"
          autoComplete="username"
          required
          data-missing={t`Enter the user code!`}
          maxLength={200}
          value={user}
          onChange={(event) => setUser(event.target.value)}
          aria-invalid={error?.field === 'user' || undefined}
          aria-describedby={error?.field === 'user' ? `${id}-user-error` : undefined}
        />
        {error?.field === 'user' && (
          <p id={`${id}-user-error`} className="field-error" role="alert">
            {error.text}
          </p>
        )}
      </div>
      {captchaRequired && (
        <Captcha onChange={setCaptcha} resetKey={captchaRound} error={error?.field === 'captcha' ? error.text : null} />
      )}
      <button type="submit" className="button" disabled={busy}>
        {busy ? t`Sending…` : t`Send the code`}
      </button>
    </form>
  );
}
