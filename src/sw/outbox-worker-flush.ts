// The worker's own flush, for when no page of the app is open: it sends the remembered
// patron's items with the remembered session (remembered-session.ts: an expired access token
// renewed by the refresh grant, the rotated credentials written back at once).
import type { Outbox } from '../lib/outbox/outbox';
import { createSender } from '../lib/outbox/outbox-transport';
import { openRememberedSession, type RememberedSessionDeps } from './remembered-session';

export interface WorkerFlushDeps extends RememberedSessionDeps {
  outbox: Outbox;
}

/** Sends the remembered patron's items; answers how many still wait (0 when nobody is remembered). */
export async function flushWithRememberedSession(deps: WorkerFlushDeps): Promise<number> {
  const session = await openRememberedSession(deps);
  if (!session) return 0;
  const report = await deps.outbox.flush(session.codPessoa, createSender(session.post));
  await session.done();
  return report.waiting;
}
