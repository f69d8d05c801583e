// Fresh after a change (issue 37): an alert names the page of what changed (a hold released,
// a loan due, a loan request ready), so a new alert, seen in the alerts list or arriving as
// a push while the personal area is open, refreshes the lists of that page at once instead
// of leaving them as they were fetched.
import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ALERT_ROUTE_PATHS, alertPath } from '../../../../../openapi/alert-routes';
import { alertKeys } from '../../alerts';
import { debtKeys } from '../../../circulation/debts';
import { holdKeys } from '../../../circulation/holds';
import { loanRequestKeys } from '../../../circulation/loan-requests';
import { loanKeys } from '../../../circulation/loans';

/** The lists a page shows, by the page an alert opens. */
const LISTS_BY_PATH: Record<string, () => QueryKey[]> = {
  [ALERT_ROUTE_PATHS.reservas]: () => [holdKeys.all()],
  [ALERT_ROUTE_PATHS.emprestimos]: () => [loanKeys.all(), debtKeys.all()],
  [ALERT_ROUTE_PATHS.solicitacoes]: () => [loanRequestKeys.all()],
};

/** The lists to refresh for an alert that opens `path` (a path, or a push's URL). */
export function listsNamedBy(path: string | undefined): QueryKey[] {
  if (!path) return [];
  const pathname = path.split(/[?#]/)[0];
  return LISTS_BY_PATH[pathname]?.() ?? [];
}

interface AlertLike { id: number; rota?: string | null; url?: string }

const alertTarget = (alert: AlertLike) => (alert.rota ? alertPath(alert.rota) : alert.url);

/** Refreshes every list the given paths name, each once. */
async function refresh(client: QueryClient, paths: readonly (string | undefined)[]): Promise<void> {
  const keys = new Map(paths.flatMap(listsNamedBy).map((key) => [JSON.stringify(key), key]));
  await Promise.all([...keys.values()].map((queryKey) => client.invalidateQueries({ queryKey })));
}

/**
 * Follows the alerts lists in the cache: an alert id not seen before in an answer (the
 * first answer of each list only teaches the ids) refreshes the lists its page shows.
 * Returns the unsubscribe.
 */
export function followAlerts(client: QueryClient): () => void {
  const seen = new Map<string, Set<number>>();
  const learn = (hash: string, alerts: readonly AlertLike[]) => {
    const known = seen.get(hash);
    seen.set(hash, new Set(alerts.map((alert) => alert.id)));
    return known ? alerts.filter((alert) => !known.has(alert.id)) : [];
  };
  for (const query of client.getQueryCache().findAll({ queryKey: alertKeys.all() })) {
    if (Array.isArray(query.state.data)) learn(query.queryHash, query.state.data as AlertLike[]);
  }
  return client.getQueryCache().subscribe((event) => {
    const { query } = event;
    if (event.type !== 'updated' && event.type !== 'added') return;
    if (query.queryKey[0] !== alertKeys.all()[0] || !Array.isArray(query.state.data)) return;
    const fresh = learn(query.queryHash, query.state.data as AlertLike[]);
    if (fresh.length) void refresh(client, fresh.map(alertTarget));
  });
}

/** A push shown by the service worker while a page is open (src/sw/push.ts posts it). */
export interface PushedMessage { type: 'push'; url: string }

const isPushed = (data: unknown): data is PushedMessage =>
  !!data && typeof data === 'object' && (data as PushedMessage).type === 'push' && typeof (data as PushedMessage).url === 'string';

/** While the personal area is open: new alerts and pushes refresh the lists they name. */
export function useAlertsRefreshLists(): void {
  const client = useQueryClient();
  useEffect(() => {
    const stop = followAlerts(client);
    const onMessage = (event: MessageEvent) => {
      if (!isPushed(event.data)) return;
      void client.invalidateQueries({ queryKey: alertKeys.all() });
      void refresh(client, [event.data.url]);
    };
    navigator.serviceWorker?.addEventListener('message', onMessage);
    return () => {
      stop();
      navigator.serviceWorker?.removeEventListener('message', onMessage);
    };
  }, [client]);
}
