// Starts the PWA: language first (only the active catalog is loaded), then the query
// client, the router and the React tree. The service worker is registered by the
// update prompt in the chrome (registerType 'prompt').
import './lib/storage/db-lazy';
import './lib/preferences';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { IsRestoringProvider, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { prefetchToken } from './api/client';
import { forgetFirstData } from './api/take-first-data';
import { SessionExpiredError, describeApiError, isNotFound, provideKeyMessages } from './api/errors';
import { prefetchChromeSettings } from './features/platform/chrome';
import { afterStartSettles, deferUntilFirstPage, watchRequests } from './lib/startup/start-phases';
import { whenDbWanted } from './lib/storage/db-access';
import { activateLocale, detectBrowserLocale, loadKeyCatalog } from './lib/i18n';
import { notify } from './lib/notices';
import { provideOutboxSender } from './lib/outbox/outbox-sender-slot';
import { followBrowserOnline } from './lib/online';
import { session } from './lib/session/session';
import { startQueryPersistence } from './lib/storage/persister';
import { useSettled, watchSettled } from './lib/startup/use-settled';
import { createQueryClient } from './lib/startup/query-client';
import { createAppRouter } from './router';
import './styles.css';
// The phone shell's rules come after the app's own, which they adapt (≤ 40rem).
import './features/platform/chrome/phone/phone.css';
import { watchInstallOffer } from './lib/install-app';

const queryClient = createQueryClient({
  onError(error) {
    // A 404 shows as the not-found page; an expired session was already announced.
    if (isNotFound(error) || error instanceof SessionExpiredError) return;
    const { kind, text } = describeApiError(error, i18n);
    notify(kind, text);
  },
});
// The page's outbox sends through the API client (src/lib never imports src/api); its code
// loads with the first item sent.
provideOutboxSender((record) => import('./api/outbox-sender').then((m) => m.sendOutboxItem(record)));
// The server's keys have a catalog of their own in a build: the client waits for it before
// it reports one, and the start loads it once it has settled.
provideKeyMessages(loadKeyCatalog);
void afterStartSettles().then(loadKeyCatalog);
const router = createAppRouter(queryClient);
const firstPageShown = new Promise<void>((resolve) => {
  const stop = router.subscribe('onResolved', () => {
    stop();
    resolve();
  });
});
deferUntilFirstPage(firstPageShown);
// The start has settled once, among other things, the app's requests have been quiet a while.
watchRequests({
  busy: () => queryClient.isFetching() + queryClient.isMutating() > 0,
  subscribe(listener) {
    const stopQueries = queryClient.getQueryCache().subscribe(listener);
    const stopMutations = queryClient.getMutationCache().subscribe(listener);
    return () => {
      stopQueries();
      stopMutations();
    };
  },
});
// The early script's answers (lib/startup/prefetch-first-data.ts) were for the first page; any left over are dropped.
void firstPageShown.then(forgetFirstData);
// The web manifest is linked once the start has settled (vite.config.ts linkManifestLater;
// the development server has no manifest).
void afterStartSettles().then(() => {
  if (!import.meta.env.PROD || document.querySelector('link[rel="manifest"]')) return;
  document.head.append(Object.assign(document.createElement('link'), { rel: 'manifest', href: '/manifest.webmanifest' }));
});
// The browser may offer installation before any screen exists: the phone menu shows it later.
watchInstallOffer();
// Opened offline, queries wait instead of failing.
followBrowserOnline();
// The patron's saved answers are restored while the page first renders (Dexie loads
// meanwhile, off the first render's path): until they are in the cache, screens' queries
// wait (IsRestoringProvider) and loaders wait (route-params.ts), so nothing is fetched
// twice and, offline, the saved answers show.
// A first visit (nothing saved yet) saves its answers once it has finished loading, or
// before then if Dexie was loaded anyway or the page is being left (lib/startup/start-phases.ts).
const persistence = startQueryPersistence(queryClient, { deferAttach: whenDbWanted });
watchSettled(persistence.restored);

function RestoringGate({ children }: { children: ReactNode }) {
  return <IsRestoringProvider value={!useSettled(persistence.restored)}>{children}</IsRestoringProvider>;
}

async function start(): Promise<void> {
  // The stored session is decrypted before the first request and the route guard; a
  // visitor's token is asked for as soon as it is known there is none.
  const locale = activateLocale(detectBrowserLocale());
  await session.ready;
  if (navigator.onLine) prefetchToken();
  prefetchChromeSettings(queryClient);
  // The first page's loaders (its data requests) start now, not after the first render:
  // the router's provider joins the load already under way (tests/e2e/search.spec.ts).
  router.load().catch((error: unknown) => console.error(error));
  await locale;
  // A transition: React draws the first page in slices of a few milliseconds, so the
  // answers those requests bring are taken in between instead of after one long task.
  const root = createRoot(document.getElementById('root') as HTMLElement);
  startTransition(() => root.render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <RestoringGate>
            <RouterProvider router={router} />
          </RestoringGate>
        </QueryClientProvider>
      </I18nProvider>
    </StrictMode>,
  ));
}

void start();
