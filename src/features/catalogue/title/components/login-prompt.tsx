import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { NotAvailableYet } from '../../../../components/not-available-yet';
import { useSession } from '../../../../lib/session/use-session';

/**
 * A title action that needs a patron (hold, loan request): visitors log in right here
 * (the route passes the embedded login form) or on the login page, and come back; the
 * patron's form itself comes with the personal-area work.
 */
export function LoginRequired({ title, reason, loginForm }: { title: string; reason: string; loginForm?: ReactNode }) {
  const { t } = useLingui();
  const { user } = useSession();
  const here = useLocation({ select: (location) => location.pathname });
  if (user) return <NotAvailableYet title={title} asSection />;
  return (
    <section>
      <h2>{title}</h2>
      <p>{reason}</p>
      {loginForm}
      <p>
        <Link to="/login" search={{ redirect: here }} className={loginForm ? undefined : 'button'}>
          <Trans>Log in</Trans>
        </Link>
      </p>
      <p>{t`After logging in you will come back to this page.`}</p>
    </section>
  );
}
