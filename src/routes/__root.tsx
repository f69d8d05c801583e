import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { BasketCount } from '../features/basket';
import { AppLayout } from '../features/chrome/components/app-layout';
import { NotFoundPage } from '../features/chrome/components/not-found-page';
import type { RouterContext } from '../lib/router-context';

// The modal login (its form and captcha widget, ~30 KB gzip) loads after the first render:
// it is not part of the home route's initial JavaScript (bench/bundle.ts).
const LoginDialog = lazy(() => import('../features/auth/components/login-dialog').then((m) => ({ default: m.LoginDialog })));

export const Route = createRootRouteWithContext<RouterContext>()({
  component: () => (
    // The root route composes features: the chrome shows the basket's live count and the modal login.
    <AppLayout
      basketLink={<BasketCount />}
      loginButton={
        <Suspense fallback={null}>
          <LoginDialog />
        </Suspense>
      }
    >
      <Outlet />
    </AppLayout>
  ),
  notFoundComponent: NotFoundPage,
});
