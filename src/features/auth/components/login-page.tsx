import { Trans, useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { useId, useRef, useState, type FormEvent } from 'react';
import { PageHeading } from '../../../components/page-heading';
import { logIn } from '../login';
import { describeLoginError } from '../login-errors';
import { PasswordField } from './password-field';

/** The full-page login (spec §2): user, password with show/hide, remember me. */
export function LoginPage({ redirect }: { redirect?: string }) {
  const { t, i18n } = useLingui();
  const router = useRouter();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const username = String(data.get('username') ?? '').trim();
    const password = String(data.get('password') ?? '');
    if (!username || !password) {
      setError(t`Enter your account data: user and password.`);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await logIn({ username, password, remember: data.get('remember') === 'on' });
      router.history.push(redirect ?? '/meupergamum');
    } catch (failure) {
      setError(describeLoginError(failure, i18n));
      form.current?.reset();
      form.current?.querySelector<HTMLInputElement>('input[name="username"]')?.focus();
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="login">
      <PageHeading title={t`Log in`} />
      <form ref={form} className="login-form" onSubmit={submit} noValidate aria-describedby={error ? `${id}-error` : undefined}>
        {error && (
          <p id={`${id}-error`} className="field-error" role="alert">
            {error}
          </p>
        )}
        <div className="field">
          <label htmlFor={`${id}-username`}>
            <Trans>User</Trans>
          </label>
          <input id={`${id}-username`} name="username" autoComplete="username" required maxLength={200} />
        </div>
        <PasswordField id={`${id}-password`} />
        <div className="field field-checkbox">
          <input id={`${id}-remember`} name="remember" type="checkbox" />
          <label htmlFor={`${id}-remember`}>
            <Trans>Keep me logged in on this device</Trans>
          </label>
        </div>
        <button type="submit" className="button" disabled={busy}>
          {busy ? <Trans>Logging in…</Trans> : <Trans>Log in</Trans>}
        </button>
      </form>
    </section>
  );
}
