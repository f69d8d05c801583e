import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { PageHeading } from '../../../../components/page-heading';
import { SafeHtml } from '../../../../components/safe-html';
import { institutionQuery } from '../../../platform/institution';
import { notify } from '../../../../lib/notices';
import { describeApiError } from '../../../../api/errors';
import { openEResource } from '../e-resource';
import { FirstAccessForm } from '../first-access/first-access-form';
import { RecoveryFlow } from '../recovery/recovery-flow';
import type { LoginSearch } from '../redirect';
import { LoginForm } from './login-form';

/** Tags the institution's login message may carry. */
const MESSAGE_TAGS = ['a', 'b', 'strong', 'i', 'em', 'br', 'p'];

/**
 * /login as a full page (spec §2): the institution's message, the form (in personal-area
 * mode when it leads to the personal area) and, as a mode of the same page, recovery.
 */
export function LoginPage({ redirect, modo, base, desbloqueio }: LoginSearch) {
  const { t, i18n } = useLingui();
  const router = useRouter();
  const settings = useQuery(institutionQuery()).data;
  const recovering = modo === 'recuperar';
  const firstAccess = modo === 'primeiro-acesso';
  const navigate = useNavigate();
  return (
    <section className="login">
      <PageHeading title={recovering ? t`Recover password` : firstAccess ? t`First access` : t`Log in`} />
      {!recovering && !firstAccess && settings?.msg_login && (
        <div className="login-message">
          <SafeHtml html={settings.msg_login} allowed={MESSAGE_TAGS} />
        </div>
      )}
      {recovering ? (
        <RecoveryMode redirect={redirect} />
      ) : firstAccess ? (
        <FirstAccessForm
          onDone={() => {
            notify('success', t`Password set. Log in with your new password.`);
            void navigate({ to: '/login', search: redirect ? { redirect } : {}, replace: true });
          }}
        />
      ) : (
        <LoginForm
          variant="page"
          redirect={redirect}
          unlockCode={desbloqueio}
          personalArea={!redirect || redirect.startsWith('/meupergamum')}
          onSignedIn={(target) => {
            if (base) {
              openEResource(base).catch((error: unknown) => {
                const { kind, text } = describeApiError(error, i18n);
                notify(kind, text);
              });
            }
            router.history.push(target);
          }}
        />
      )}
    </section>
  );
}

/** Recovery, a mode of the login page: back to login when done, with the result said. */
function RecoveryMode({ redirect }: { redirect?: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  return (
    <RecoveryFlow
      onFinished={(result) => {
        if (result === 'changed') notify('success', t`Password changed. Log in with your new password.`);
        void navigate({ to: '/login', search: redirect ? { redirect } : {}, replace: true });
      }}
    />
  );
}
