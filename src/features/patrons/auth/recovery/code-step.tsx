import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Captcha } from '../components/captcha';
import { captchaQueries } from '../queries';
import { describePasswordError } from '../../../../components/password-errors';
import type { PasswordRules } from '../../../../components/password-checklist';
import { isApiError } from '../../../../api/errors';
import { checkCode, startRecovery } from './api';
import type { RecoveryStart } from './api';
import { useFieldChecks } from '../../../../components/field-checks';

interface CodeStepProps {
  user: string;
  sent: RecoveryStart;
  /** When the code stops working, from the server's expiry. */
  deadline: Date;
  /** Step 3 sent the patron back here because the code died: offer to resend at once. */
  resendOpen?: boolean;
  onResent(answer: RecoveryStart): void;
  onVerified(code: string, rules: PasswordRules): void;
}

/**
 * Step 2 (spec §4): the code sent by e-mail and its expiry — the same words for every user
 * code, known or not (issue 21: step 1 names no one);
 * sent by itself once it has the server's length; a refused code reveals "resend" (§8).
 */
export function CodeStep({ user, sent, deadline, resendOpen = false, onResent, onVerified }: CodeStepProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const captchaRequired = useQuery(captchaQueries.atRecovery()).data ?? false;
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [canResend, setCanResend] = useState(resendOpen);
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaRound, setCaptchaRound] = useState(0);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const length = sent.tamanho_codigo;
  const minutes = sent.tempo_expiracao;
  const until = deadline.toLocaleTimeString(i18n.locale, { hour: '2-digit', minute: '2-digit' });

  async function verify(value: string) {
    setBusy(true);
    setError(null);
    try {
      onVerified(value, await checkCode(user, value));
    } catch (failure) {
      setError(describePasswordError(failure, i18n));
      // §8: only the server refusing the code (422: wrong or expired) reveals "resend";
      // a network or server failure leaves the same code worth trying again.
      if (isApiError(failure) && failure.status === 422) setCanResend(true);
      setCode('');
    } finally {
      setBusy(false);
    }
  }

  // Back to the field once it is enabled again, to type the code (again).
  useEffect(() => {
    if (!busy && (error || !canResend)) input.current?.focus();
  }, [busy, error, canResend]);

  function change(value: string) {
    const digits = value.replace(/\D/g, '').slice(0, length);
    setCode(digits);
    if (digits.length === length && !busy) void verify(digits);
  }

  async function resend() {
    if (captchaRequired && !captcha) return setError(t`Check the Captcha!`);
    setBusy(true);
    try {
      onResent(await startRecovery(user, captcha));
      setCanResend(false);
      setError(null);
      setCode('');
    } catch (failure) {
      setError(describePasswordError(failure, i18n));
    } finally {
      setCaptchaRound((n) => n + 1);
      setBusy(false);
    }
  }

  const checkFields = useFieldChecks();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!checkFields(event.currentTarget)) return;
    if (code.length !== length) return setError(t`Enter the ${length}-digit code from the e-mail.`);
    void verify(code);
  }

  return (
    <form onSubmit={submit} noValidate>
      <p>
        <Trans>
          If {user} is a user code with an e-mail address, we sent a {length}-digit code to it. It is valid for {minutes}{' '}
          minutes, until {until}.
        </Trans>
      </p>
      <div className="field">
        <label htmlFor={`${id}-code`}>
          <Trans>Verification code</Trans>
        </label>
        <input
          ref={input}
          id={`${id}-code`}
          required
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={length}
          value={code}
          disabled={busy}
          onChange={(event) => change(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-code-error` : undefined}
          className="recovery-code"
        />
        {error && (
          <p id={`${id}-code-error`} className="field-error" role="alert">
            {error}
          </p>
        )}
      </div>
      <button type="submit" className="button" disabled={busy}>
        <Trans>Check the code</Trans>
      </button>
      {canResend && (
        <div className="recovery-resend">
          {captchaRequired && <Captcha onChange={setCaptcha} resetKey={captchaRound} />}
          <button type="button" className="link-button" onClick={() => void resend()} disabled={busy}>
            <Trans>Resend the code</Trans>
          </button>
        </div>
      )}
    </form>
  );
}
