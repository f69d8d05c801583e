// The protected-route guard (spec §2): no session user, temporary or remembered, means
// a trip to the login page, which comes back to the wanted page afterwards.
import { redirect } from '@tanstack/react-router';
import type { SessionStore } from '../../../lib/session/session';

export function requireUser(session: SessionStore, wantedHref: string): void {
  if (!session.get().user) {
    throw redirect({ to: '/login', search: { redirect: wantedHref }, replace: true });
  }
}
