import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { PageHeading } from '../../../../components/page-heading';
import { institutionQuery } from '../../../platform/institution';
import { clearPersistedQueries } from '../../../../lib/storage/persister';
import { removeDeviceSubscription } from '../../alerts';
import { session } from '../../../../lib/session/session';
import { revokeSession } from '../revoke-session';
import { ssoLogoutUrl } from '../sso';

const REDIRECT_DELAY_MS = 1500;

/**
 * /sair (spec §2): asks the server to end the session (not waited for), forgets it, the
 * patron's persisted data and cached answers, shows this placeholder, then goes to the
 * single-sign-on provider's logout link when the session came from one and the institution
 * configured it, otherwise reloads the app at its base address (a full reload: nothing of
 * the patron stays in memory either).
 */
export function LogoutPage() {
  const { t } = useLingui();
  const queryClient = useQueryClient();

  useEffect(() => {
    // Done here, not in a loader, so that hovering a "Log out" link (preload) logs nobody out.
    let timer: ReturnType<typeof setTimeout> | undefined;
    void (async () => {
      const { sso, user } = session.get();
      // Read before the cache is cleared (a direct visit to /sair has not loaded them yet).
      const settings = await queryClient.fetchQuery(institutionQuery()).catch(() => undefined);
      // This device stops receiving the patron's alerts: the next person here is someone else
      // (offline or unsupported: the server prunes it once the push service refuses it).
      if (user) await removeDeviceSubscription().catch(() => {});
      // Read after the call above, which may have renewed (rotated) the refresh token.
      const { credentials } = session.get();
      if (credentials && credentials.refresh) void revokeSession(credentials.refresh);
      session.logout();
      queryClient.clear();
      await Promise.all([clearPersistedQueries(), session.flushed()]).catch(() => {});
      const provider = ssoLogoutUrl(settings, sso);
      if (provider) return window.location.assign(provider);
      timer = setTimeout(() => window.location.replace(import.meta.env.BASE_URL || '/'), REDIRECT_DELAY_MS);
    })();
    return () => clearTimeout(timer);
  }, [queryClient]);

  return (
    <section>
      <PageHeading title={t`Logging out`} />
      <p role="status">
        <Trans>You have been logged out. Returning to the catalogue…</Trans>
      </p>
    </section>
  );
}
