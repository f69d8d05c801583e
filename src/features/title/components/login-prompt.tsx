import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation } from '@tanstack/react-router';
import { NotAvailableYet } from '../../../components/not-available-yet';
import { useSession } from '../../../lib/use-session';

/**
 * A title action that needs a patron (hold, loan request): visitors are asked to log in
 * and come back here; the patron's form itself comes with the personal-area work.
 */
export function LoginRequired({ title, reason }: { title: string; reason: string }) {
  const { t } = useLingui();
  const { user } = useSession();
  const here = useLocation({ select: (location) => location.pathname });
  if (user) return <NotAvailableYet title={title} asSection />;
  return (
    <section>
      <h2>{title}</h2>
      <p>{reason}</p>
      <p>
        <Link to="/login" search={{ redirect: here }} className="button">
          <Trans>Log in</Trans>
        </Link>
      </p>
      <p>{t`After logging in you will come back to this page.`}</p>
    </section>
  );
}
