// A patron without e-mail has no recovery: staff issue a first-access code at the desk
// (issue 35). The server answers it once and keeps only its hash, so it lives in this
// component's state until the page is left; Print puts only the slip on paper.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { describeApiError } from '../../../../api/errors';
import type { components } from '../../../../../openapi/schema.gen';
import { useNetworkGate } from '../../../../components/offline-notice';
import { formatDate } from '../../../../lib/format';
import { staffPatronActions } from '../queries';

type Code = components['schemas']['FirstAccessCode'];

export function FirstAccessCode({ cod, name }: { cod: number; name: string }) {
  const { t, i18n } = useLingui();
  const network = useNetworkGate();
  const [code, setCode] = useState<Code | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function issue() {
    if (network.offline || busy) return;
    setBusy(true);
    setProblem(null);
    try {
      const outcome = await staffPatronActions.issueFirstAccessCode(cod);
      if (outcome.ok) setCode(outcome.data);
      else setProblem(i18n._(outcome.message));
    } catch (error) {
      setProblem(describeApiError(error, i18n).text);
    } finally {
      setBusy(false);
    }
  }

  const until = code ? formatDate(code.expira_em, { locale: i18n.locale }) : '';
  return (
    <section aria-labelledby="first-access" className="first-access">
      <h2 id="first-access">{t`First access`}</h2>
      <p>
        <Trans>
          For a patron with no e-mail to recover a password with: a code, shown once, that lets them set a password on the
          login page (First access). It lasts 7 days and works once; a new code replaces the last one.
        </Trans>
      </p>
      <button type="button" className="button" onClick={issue} disabled={busy || network.offline} aria-label={t`Issue a first-access code for ${name}`}>
        {busy ? t`Issuing…` : t`Issue a first-access code`}
      </button>
      {problem && <p className="field-error" role="alert">{problem}</p>}
      {code && (
        <div className="first-access-slip" role="status">
          <p className="first-access-slip-title">{t`First access to the library catalogue`}</p>
          <dl>
            <div><dt>{t`Name`}</dt><dd>{code.nome}</dd></div>
            <div><dt>{t`Login`}</dt><dd>{code.login}</dd></div>
            <div><dt>{t`Code`}</dt><dd className="first-access-code" data-testid="first-access-code">{code.codigo}</dd></div>
            <div><dt>{t`Valid until`}</dt><dd>{until}</dd></div>
          </dl>
          <p>
            <Trans>On the catalogue&apos;s login page choose &quot;First access&quot;, type your login, this code and a new password. The code works once.</Trans>
          </p>
          <p className="first-access-once">{t`This code is not shown again: print it or copy it now.`}</p>
          <button type="button" className="button" onClick={() => window.print()}>
            {t`Print the slip`}
          </button>
        </div>
      )}
    </section>
  );
}
