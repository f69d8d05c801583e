import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { institutionQuery } from '../../../platform/institution';
import type { SsoKind } from '../../../../lib/session/session';
import { describeSsoError } from './describe-error';
import { startExternalSignIn } from './flow';

export interface ExternalSignInButtonsProps {
  /** Page to return to after signing in (sanitised again before use). */
  redirect?: string;
  remember: boolean;
  /** The user typed in the login form; passed on as a hint only when address-like (spec §5). */
  login?: string;
}

/** "Sign in with …" for each external sign-in the institution enables; nothing otherwise. */
export function ExternalSignInButtons({ redirect, remember, login }: ExternalSignInButtonsProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const settings = useQuery(institutionQuery());
  const [busy, setBusy] = useState<SsoKind | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  if (!settings.data?.oidc && !settings.data?.saml) return null;

  async function start(kind: SsoKind) {
    setBusy(kind);
    setProblem(null);
    try {
      await startExternalSignIn(kind, { redirect, remember, login });
      // The browser is leaving for the provider: stay busy.
    } catch (error) {
      setProblem(describeSsoError(error, i18n));
      setBusy(null);
    }
  }

  return (
    <div className="external-sign-in" role="group" aria-labelledby={`${id}-label`}>
      <p id={`${id}-label`}>
        <Trans>Or sign in with another account</Trans>
      </p>
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
      {settings.data.oidc && (
        <button type="button" className="button button-secondary" disabled={busy !== null} onClick={() => void start('oidc')}>
          {t({ message: 'Sign in with an external account', comment: 'OpenID Connect sign-in button' })}
        </button>
      )}
      {settings.data.saml && (
        <button type="button" className="button button-secondary" disabled={busy !== null} onClick={() => void start('saml')}>
          {t({ message: 'Sign in with institutional single sign-on', comment: 'SAML sign-in button' })}
        </button>
      )}
    </div>
  );
}
