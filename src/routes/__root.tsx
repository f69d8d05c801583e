import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import { AppLayout } from '../features/chrome/components/app-layout';
import { NotFoundPage } from '../features/chrome/components/not-found-page';
import type { RouterContext } from '../lib/router-context';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: () => (
    <AppLayout>
      <Outlet />
    </AppLayout>
  ),
  notFoundComponent: NotFoundPage,
});
