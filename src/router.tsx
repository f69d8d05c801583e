import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { PageLoading } from './components/loading';
import { RouteError } from './components/route-error';
import { NotFoundPage } from './features/platform/chrome';
import type { TitleTab } from './features/catalogue/title';
import { session } from './lib/session/session';
import { routeTree } from './routeTree.gen';

/** How long a navigation keeps the old page on screen before showing "Loading…" (the router's default), and the least time that notice then stays. */
const NAVIGATION_PENDING = { defaultPendingMs: 1000, defaultPendingMinMs: 500 } as const;

export function createAppRouter(queryClient: QueryClient) {
  const router = createRouter({
    routeTree,
    context: { queryClient, session },
    defaultPreload: 'intent',
    // The query cache decides freshness; the router always asks it.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: PageLoading,
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: NotFoundPage,
    scrollRestoration: true,
    // The first page has no old page to keep on screen while its loader waits for the
    // network: the chrome and "Loading…" paint at once, not after a blank second.
    defaultPendingMs: 0,
    defaultPendingMinMs: 0,
  });
  const settled = router.subscribe('onResolved', () => {
    settled();
    router.update({ ...router.options, ...NAVIGATION_PENDING });
  });
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
  interface StaticDataRouteOption {
    /** The title sub-page's tab code (spec §2). */
    tab?: TitleTab;
  }
}
