import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { PageHeading } from '../../../components/page-heading';
import { session } from '../../../lib/session';

const REDIRECT_DELAY_MS = 1500;

/** /sair: forgets the session and the patron's cached data, then returns to the catalogue. */
export function LogoutPage() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  useEffect(() => {
    // Done here, not in a loader, so that hovering a "Log out" link (preload) logs nobody out.
    session.logout();
    queryClient.clear();
    const timer = setTimeout(() => void navigate({ to: '/', replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [navigate, queryClient]);

  return (
    <section>
      <PageHeading title={t`Logging out`} />
      <p role="status">
        <Trans>You have been logged out. Returning to the catalogue…</Trans>
      </p>
    </section>
  );
}
