import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import { Suspense } from 'react';
import { lazyPart } from '../components/lazy-part';
import { LoginButton } from '../features/patrons/auth/components/login-button';
import { BasketCount } from '../features/patrons/basket/components/basket-count';
import { MyLibraryButton } from '../features/patrons/personal-area/personal-area/my-library-button';
import { AppLayout } from '../features/platform/chrome/components/app-layout';
import { NotFoundPage } from '../features/platform/chrome/components/not-found-page';
import { hasPermission } from '../lib/session/session';
import { useSession } from '../lib/session/use-session';
import type { RouterContext } from '../lib/startup/router-context';

// Only a signed-in patron has alerts: a visitor's page never loads the count's code.
const AlertsCount = lazyPart(() => import('../features/patrons/alerts/components/alerts-count').then((m) => m.AlertsCount));

function PatronAlertsCount() {
  const state = useSession();
  if (!state.user) return null;
  return (
    <Suspense fallback={null}>
      <AlertsCount />
    </Suspense>
  );
}

/** Activity 8 grants the personal area (spec §6): its sections one tap away in the phone header. */
function PatronMyLibrary() {
  const state = useSession();
  return state.user && hasPermission(state, 8) ? <MyLibraryButton /> : null;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: () => (
    // The root route composes features: the chrome shows the basket's live count and the modal login.
    <AppLayout
      basketLink={<BasketCount />}
      loginButton={<LoginButton />}
      phoneCounts={
        <>
          <BasketCount compact />
          <PatronAlertsCount />
          <PatronMyLibrary />
        </>
      }
    >
      <Outlet />
    </AppLayout>
  ),
  notFoundComponent: NotFoundPage,
});
