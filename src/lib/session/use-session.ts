import { useSyncExternalStore } from 'react';
import { session, type SessionState } from './session';

/** The current session, re-rendering when it changes. */
export function useSession(): SessionState {
  return useSyncExternalStore(session.subscribe, session.get, session.get);
}
