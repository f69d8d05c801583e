// Addresses written outside the router that must stay its routes: a renamed or removed
// route breaks the typecheck here, not a patron's notification.
import { ALERT_ROUTE_PATHS, type AlertRoute } from '../openapi/alert-routes';
import type { FileRouteTypes } from './routeTree.gen';

export const alertRoutesAreRoutes: Record<AlertRoute, FileRouteTypes['to']> = ALERT_ROUTE_PATHS;
