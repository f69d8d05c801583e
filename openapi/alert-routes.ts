/**
 * The pages an alert opens, by the contract's route id (`AlertRoute`): the PWA's route
 * table for alerts, shared as password-rules.ts is. The push payload and the alert list
 * carry the id; the service worker and the alerts page open the path; the server's alert
 * e-mail links to it. `src/route-checks.ts` makes the typecheck fail when a path stops being
 * a route of the PWA's router.
 */
import type { components } from './schema.gen';

export type AlertRoute = components['schemas']['AlertRoute'];

export const ALERT_ROUTE_PATHS = {
  reservas: '/meupergamum/reservas',
  solicitacoes: '/meupergamum/solicitacoes',
  emprestimos: '/meupergamum/emprestimos',
  alertas: '/meupergamum/alertas',
  pedidos: '/meupergamum/pedidos',
  'conferir-titulos': '/meupergamum/conferir-titulos',
  sugestoes: '/meupergamum/sugestoes',
  debitos: '/meupergamum/debitos',
} as const satisfies Record<AlertRoute, `/${string}`>;

/** The path of a route id; the alerts page for anything unknown (an old worker, a newer server). */
export function alertPath(route: unknown): string {
  return typeof route === 'string' && Object.hasOwn(ALERT_ROUTE_PATHS, route)
    ? ALERT_ROUTE_PATHS[route as AlertRoute]
    : ALERT_ROUTE_PATHS.alertas;
}
