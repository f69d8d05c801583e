import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import { LoginButton } from '../features/auth/components/login-button';
import { AlertsCount } from '../features/alerts/components/alerts-count';
import { BasketCount } from '../features/basket';
import { AppLayout } from '../features/chrome/components/app-layout';
import { NotFoundPage } from '../features/chrome/components/not-found-page';
import type { RouterContext } from '../lib/startup/router-context';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: () => (
    // The root route composes features: the chrome shows the basket's live count and the modal login.
    <AppLayout
      basketLink={<BasketCount />}
      loginButton={<LoginButton />}
      phoneCounts={
        <>
          <BasketCount compact />
          <AlertsCount />
        </>
      }
    >
      <Outlet />
    </AppLayout>
  ),
  notFoundComponent: NotFoundPage,
});
