import type { QueryClient } from '@tanstack/react-query';
import type { SessionStore } from '../session/session';

/** What every route's beforeLoad and loader receive. */
export interface RouterContext {
  queryClient: QueryClient;
  session: SessionStore;
}
