import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../api/client';
import { PageHeading } from '../../../components/page-heading';
import { institutionQuery } from '../../../lib/institution';
import { clearPersistedQueries } from '../../../lib/persister';
import { session } from '../../../lib/session';
import { ssoLogoutUrl } from '../sso';

const REDIRECT_DELAY_MS = 1500;

/** Removes this device's push subscription, on the server (with the patron's token) and in the browser. */
async function stopDeviceAlerts(): Promise<void> {
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    const subscription = await registration?.pushManager?.getSubscription();
    if (!subscription) return;
    await api.DELETE('/notificacoes/inscricao', { body: { endpoint: subscription.endpoint } });
    await subscription.unsubscribe();
  } catch {
    // Offline or unsupported: the server prunes it when the push service refuses it later.
  }
}

/**
 * /sair (spec §2): forgets the session, the patron's persisted data and cached answers,
 * shows this placeholder, then goes to the single-sign-on provider's logout link when the
 * session came from one and the institution configured it, otherwise reloads the app at
 * its base address (a full reload: nothing of the patron stays in memory either).
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
      // This device stops receiving the patron's alerts: the next person here is someone else.
      if (user) await stopDeviceAlerts();
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
