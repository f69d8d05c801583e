// The personal area's core lists kept for offline use (issue 37): when any personal-area
// page opens online, the loans, holds, debts, alerts and the card's token are fetched, so a
// patron who opened only the dashboard finds each of those pages offline, with the time its
// data was fetched (the pages' OfflineNotice). The persister saves them with the patron's
// other answers and logout deletes them (lib/storage/persister.ts).
import { useQueryClient, type FetchQueryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useOnline } from '../../../../lib/online';
import { useSession } from '../../../../lib/session/use-session';
import { alertQueries } from '../../alerts';
import { libraryCardQueries } from '../../library-card';
import { calendarQueries } from '../../../circulation/calendar';
import { debtQueries } from '../../../circulation/debts';
import { holdQueries } from '../../../circulation/holds';
import { loanQueries } from '../../../circulation/loans';
import { appLayersQuery, layersOn } from './entries';

/** An answer fetched this recently is not asked for again by the prefetch (the page may have just read it). */
const RECENT_MS = 30_000;

/** What each page needs on its first screen, by the layer that turns the page on. */
const LISTS: Record<string, (client: QueryClient) => Promise<void>[]> = {
  emprestimo: (client) => [
    prefetch(client, loanQueries.current()), prefetch(client, loanQueries.renewable()), prefetch(client, loanQueries.history()),
    // The loans page's calendar section: the subscription's state, and the address this device was given (never fetched).
    prefetch(client, calendarQueries.status()), prefetch(client, calendarQueries.address(client)),
  ],
  emprestimos_pendentes: (client) => [prefetch(client, loanQueries.currentDetailed())],
  solicitacoes: (client) => [prefetch(client, holdQueries.list()), prefetch(client, holdQueries.history())],
  debito: (client) => [prefetch(client, debtQueries.list())],
  alertas: (client) => [prefetch(client, alertQueries.list())],
  token_emprestimo: (client) => [prefetch(client, libraryCardQueries.token())],
};

function prefetch<TData, TKey extends QueryKey>(client: QueryClient, options: FetchQueryOptions<TData, Error, TData, TKey>): Promise<void> {
  return client.prefetchQuery({ ...options, staleTime: RECENT_MS });
}

/** Fetches the core lists of the layers on for this person (those already fresh are not asked again). */
export async function prefetchForOffline(client: QueryClient): Promise<void> {
  const { layers } = await client.fetchQuery(appLayersQuery());
  const on = layersOn(layers);
  await Promise.all(Object.entries(LISTS).flatMap(([layer, lists]) => (on.has(layer) ? lists(client) : [])));
}

/** Runs the prefetch whenever the personal area is open online for a signed-in patron. */
export function usePrefetchForOffline(): void {
  const client = useQueryClient();
  const online = useOnline();
  const { user } = useSession();
  const code = user ? user.cod_pessoa : null;
  useEffect(() => {
    if (!online || code === null) return;
    // After the page's own requests: the prefetch waits for the next idle moment.
    const timer = setTimeout(() => void prefetchForOffline(client).catch(() => undefined), 500);
    return () => clearTimeout(timer);
  }, [client, online, code]);
}
