import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useOnline } from '../../../../lib/online';
import { useSession } from '../../../../lib/session/use-session';
import { feedbackQueries } from './queries';

/**
 * Loads campuses and each campus's libraries once a patron is signed in and online, so the
 * comment and suggestion modals still offer their selects offline (the query cache is
 * persisted). Fresh data is not fetched again (staleTime), so this costs nothing per page.
 */
export function usePrefetchLibraries(): void {
  const queryClient = useQueryClient();
  const signedIn = Boolean(useSession().user);
  const online = useOnline();
  useEffect(() => {
    if (!signedIn || !online) return;
    const timer = setTimeout(() => {
      void queryClient.fetchQuery(feedbackQueries.campuses())
        .then((campuses) => Promise.all(campuses.map((c) => queryClient.prefetchQuery(feedbackQueries.libraries(c.cod_campus)))))
        .catch(() => undefined);
    }, 2000);
    return () => clearTimeout(timer);
  }, [queryClient, signedIn, online]);
}
