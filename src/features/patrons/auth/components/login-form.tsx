import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { LoginChoice } from '../../../../api/types';
import { useFieldChecks } from '../../../../components/field-checks';
import { institutionQuery } from '../../../platform/institution';
import { session } from '../../../../lib/session/session';
import { prepareVault } from '../../../../lib/session/session-vault';
import { CAPTCHA_KEYS, logIn, switchPerson, withPerson } from '../login';
import { isApiError } from '../../../../api/errors';
import { describeLoginError } from '../login-errors';
import { landingOf } from '../redirect';
import { captchaQueries } from '../queries';
import { Captcha } from './captcha';
import { PasswordField } from './password-field';
import './login.css';
import { PersonChoice } from './person-choice';
import { ExternalSignInButtons } from '../sso';

const DEFAULT_CATEGORY = '01';
/** The forgot-password link shows only for this authentication mode (spec §2). */
export const PASSWORD_MODE = 'senha_pergamum';

export type LoginVariant = 'page' | 'embedded' | 'modal';
export type Destination = 'M' | 'C';

interface LoginFormProps {
  variant: LoginVariant;
  /** Where to go afterwards; without it, the chosen destination. */
  redirect?: string;
  /** Personal-area mode: offers the 'direct to' choice (M personal area, C catalogue). */
  personalArea?: boolean;
  /** The code of the unlock link mailed to a locked account's owner (the login page's `desbloqueio`). */
  unlockCode?: string;
  onSignedIn(target: string): void;
}

type Step =
  | { kind: 'credentials' }
  | { kind: 'choose-person'; people: LoginChoice[]; username: string; password: string; remember: boolean; categoria?: string }
  | { kind: 'choose-login'; logins: LoginChoice[]; target: string };

/** The login form of spec §2/§4/§5, as a full page, an embedded form or a modal. */
export function LoginForm({ variant, redirect, personalArea = false, unlockCode, onSignedIn }: LoginFormProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const checkFields = useFieldChecks();
  const settings = useQuery(institutionQuery()).data;
  const [step, setStep] = useState<Step>({ kind: 'credentials' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaReset, setCaptchaReset] = useState(0);
  // The vault's key is made while the patron types, not while the session is being stored.
  useEffect(() => void prepareVault().catch(() => undefined), []);
  // Read by the external sign-in buttons (the inputs themselves stay uncontrolled).
  const [remember, setRemember] = useState(false);
  const [typedUser, setTypedUser] = useState('');

  // The institution's name for the login (e.g. Matrícula) says what to type; messages name it.
  const label = settings?.label_login || t`User`;
  const fieldLabel = settings?.label_login ? t`User (${label})` : t`User`;
  const categories = settings?.categorias_login ?? [];
  // The institution's captcha (activity 1120), or the server asking for it: this network is
  // past its failed sign-ins. A locked account (430) is not asked for it: only this device
  // or the mailed unlock link passes a lock (issue 33).
  const [captchaAsked, setCaptchaAsked] = useState(false);
  const captchaRequired = (useQuery(captchaQueries.atLogin()).data ?? false) || captchaAsked;
  const targetFor = (destination: Destination) => redirect ?? (destination === 'C' ? '/' : '/meupergamum');

  function failed(failure: unknown) {
    setError(describeLoginError(failure, i18n, label));
    if (isApiError(failure) && failure.status === 422 && CAPTCHA_KEYS.includes(failure.message)) {
      setCaptchaAsked(true);
    }
    // §4: after a failed login the fields are cleared and the captcha reset.
    form.current?.reset();
    setRemember(false);
    setTypedUser('');
    setCaptcha(null);
    setCaptchaReset((n) => n + 1);
    setStep({ kind: 'credentials' });
    requestAnimationFrame(() => form.current?.querySelector<HTMLInputElement>('input[name="username"]')?.focus());
  }

  async function attempt(input: Parameters<typeof logIn>[0], target: string) {
    setBusy(true);
    setError(null);
    try {
      const outcome = await logIn(input);
      if (outcome.kind === 'choose-person') {
        setStep({ kind: 'choose-person', people: outcome.people, ...input });
      } else if (outcome.logins.length) {
        setStep({ kind: 'choose-login', logins: outcome.logins, target });
      } else {
        finish(target);
      }
    } catch (failure) {
      failed(failure);
    } finally {
      setBusy(false);
    }
  }

  function finish(target: string) {
    // §4: a modal login also empties its fields.
    form.current?.reset();
    onSignedIn(landingOf(target, redirect, session.get().user));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // An empty field is marked where it is, focus on it (issue 37).
    if (!checkFields(event.currentTarget)) return setError(null);
    const data = new FormData(event.currentTarget);
    const username = String(data.get('username') ?? '').trim();
    const password = String(data.get('password') ?? '');
    if (!username || !password) return setError(t`Enter your account data: ${label} and password.`);
    if (captchaRequired && !captcha) return setError(t`Check the Captcha!`);
    const destination = (data.get('destination') ?? settings?.destino_login ?? 'M') as Destination;
    const categoria = categories.length ? String(data.get('categoria') ?? DEFAULT_CATEGORY) : undefined;
    void attempt({ username, password, remember: data.get('remember') === 'on', categoria, captcha, unlockCode }, targetFor(destination));
  }

  async function continueAs(choice: LoginChoice, target: string) {
    const current = session.get().user;
    if (current && String(current.cod_pessoa) === choice.codigo) return finish(target);
    setBusy(true);
    try {
      await switchPerson(choice);
      finish(target);
    } catch (failure) {
      setError(describeLoginError(failure, i18n, label));
    } finally {
      setBusy(false);
    }
  }

  if (step.kind === 'choose-person') {
    return (
      <PersonChoice
        legend={t`This ${label} belongs to more than one person. Which one are you?`}
        choices={step.people}
        submitLabel={t`Log in`}
        busy={busy}
        error={error}
        onChoose={(choice) => void attempt({ ...step, username: withPerson(step.username, choice) }, targetFor(settings?.destino_login ?? 'M'))}
        onCancel={() => setStep({ kind: 'credentials' })}
      />
    );
  }
  if (step.kind === 'choose-login') {
    return (
      <PersonChoice
        legend={t`You have more than one login. Continue as:`}
        choices={step.logins}
        submitLabel={t`Continue`}
        busy={busy}
        error={error}
        onChoose={(choice) => void continueAs(choice, step.target)}
        onCancel={() => finish(step.target)}
      />
    );
  }

  return (
    <form ref={form} className={`login-form login-form-${variant}`} onSubmit={submit} noValidate data-missing={t`Enter your account data: ${label} and password.`} aria-describedby={error ? `${id}-error` : undefined}>
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
      {unlockCode && (
        <p className="login-unlock">
          <Trans>You came from the link we e-mailed you: log in with your password to use your account again.</Trans>
        </p>
      )}
      <div className="field">
        <label htmlFor={`${id}-username`}>{fieldLabel}</label>
        <input
          id={`${id}-username`}
          name="username"
          autoComplete="username"
          required
          maxLength={200}
          onChange={(event) => setTypedUser(event.currentTarget.value)}
        />
      </div>
      <PasswordField id={`${id}-password`} />
      {categories.length > 0 && (
        <div className="field">
          <label htmlFor={`${id}-categoria`}>
            <Trans>Category</Trans>
          </label>
          <select id={`${id}-categoria`} name="categoria" defaultValue={DEFAULT_CATEGORY}>
            {categories.map((c) => (
              <option key={c.codigo} value={c.codigo}>
                {c.descricao}
              </option>
            ))}
          </select>
        </div>
      )}
      {personalArea && !redirect && (
        <fieldset className="field login-destination">
          <legend>
            <Trans>After logging in, go to</Trans>
          </legend>
          {(['M', 'C'] as const).map((value) => (
            <div className="field-checkbox" key={value}>
              <input id={`${id}-dest-${value}`} type="radio" name="destination" value={value} defaultChecked={value === (settings?.destino_login ?? 'M')} />
              <label htmlFor={`${id}-dest-${value}`}>{value === 'M' ? t`Personal area` : t`Online catalogue`}</label>
            </div>
          ))}
        </fieldset>
      )}
      <div className="field field-checkbox">
        <input id={`${id}-remember`} name="remember" type="checkbox" onChange={(event) => setRemember(event.currentTarget.checked)} />
        <label htmlFor={`${id}-remember`}>
          <Trans>Keep me logged in on this device</Trans>
        </label>
      </div>
      {captchaRequired && <Captcha onChange={setCaptcha} resetKey={captchaReset} />}
      {captchaAsked && (
        <p className="login-captcha-hint">
          <Trans>Solve the captcha, then log in again.</Trans>
        </p>
      )}
      <button type="submit" className="button" disabled={busy}>
        {busy ? <Trans>Logging in…</Trans> : <Trans>Log in</Trans>}
      </button>
      <ExternalSignInButtons redirect={redirect} remember={remember} login={typedUser} />
      {settings?.modo_autenticacao === PASSWORD_MODE && (
        <p className="login-forgot">
          <Link to="/login" search={{ redirect, modo: 'recuperar' }}>
            <Trans>Forgot password?</Trans>
          </Link>{' '}
          <Link to="/login" search={{ redirect, modo: 'primeiro-acesso' }}>
            <Trans>First access (code from the library)</Trans>
          </Link>
        </p>
      )}
    </form>
  );
}
