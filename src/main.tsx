// Starts the PWA: language first (only the active catalog is loaded), then the query
// client, the router and the React tree. The service worker is registered by the
// update prompt in the chrome (registerType 'prompt').
import './lib/preferences';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { SessionExpiredError, describeApiError, isNotFound } from './api/errors';
import { activateLocale, detectBrowserLocale } from './lib/i18n';
import { notify } from './lib/notices';
import { followBrowserOnline } from './lib/online';
import { session } from './lib/session';
import { startQueryPersistence } from './lib/persister';
import { createQueryClient } from './lib/query-client';
import { createAppRouter } from './router';
import './styles.css';

const queryClient = createQueryClient({
  onError(error) {
    // A 404 shows as the not-found page; an expired session was already announced.
    if (isNotFound(error) || error instanceof SessionExpiredError) return;
    const { kind, text } = describeApiError(error, i18n);
    notify(kind, text);
  },
});
const router = createAppRouter(queryClient);
// The patron's saved answers are back in the cache before the first route loads; opened
// offline, queries wait instead of failing.
followBrowserOnline();
const persistence = startQueryPersistence(queryClient);

async function start(): Promise<void> {
  // The stored session is decrypted before the first request and the route guard.
  await Promise.all([activateLocale(detectBrowserLocale()), session.ready, persistence.restored]);
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nProvider>
    </StrictMode>,
  );
}

void start();
