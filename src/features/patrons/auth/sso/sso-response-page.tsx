import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useRouter } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { PageHeading } from '../../../../components/page-heading';
import type { SsoKind } from '../../../../lib/session/session';
import { describeSsoError } from './describe-error';
import { finishExternalSignIn } from './flow';

/** /oauth-response and /saml-response: where the browser lands back from the provider. */
export function SsoResponsePage({ kind }: { kind: SsoKind }) {
  const { t, i18n } = useLingui();
  const router = useRouter();
  const [problem, setProblem] = useState<string | null>(null);
  // The nonce is good once: React's development double effect must not spend it twice.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    finishExternalSignIn(kind).then(
      (target) => router.history.replace(target),
      (error) => setProblem(describeSsoError(error, i18n)),
    );
  }, [kind, router, i18n]);

  return (
    <section className="sso-response">
      <PageHeading title={kind === 'oidc' ? t`External sign-in` : t`Institutional sign-in`} />
      {problem ? (
        <>
          <p className="field-error" role="alert">
            {problem}
          </p>
          <p>
            <Link to="/login" className="button">
              <Trans>Back to login</Trans>
            </Link>
          </p>
        </>
      ) : (
        <p role="status" aria-live="polite">
          <Trans>Signing you in…</Trans>
        </p>
      )}
    </section>
  );
}
