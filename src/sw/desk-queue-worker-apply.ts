// The worker's own application of the offline desk's queue (issue 36), on a Background Sync:
// the remembered clerk's items, in queue order, through POST /balcao/offline with the same
// client ids as the page would send (so the server's once-per-id holds whoever sends first),
// one sender at a time across the page and the worker (the queue's Web Lock). No window or
// worker globals here, so it is tested with a fake fetch.
import type { DeskQueue, DeskQueueSender } from '../lib/desk-queue/desk-queue';
import type { OfflineDeskResult } from '../lib/desk-queue/desk-queue-types';
import { queueSummary } from '../lib/desk-queue/queue-rules';
import { openRememberedSession, type RememberedSessionDeps } from './remembered-session';

export interface WorkerDeskApplyDeps extends RememberedSessionDeps {
  queue: DeskQueue;
  /** Whether the worker may renew an expired access token (only when no page of the app is open). */
  refresh: boolean;
}

/**
 * Applies the remembered clerk's waiting items; answers how many still wait for the network or
 * the session (0 when nobody is remembered: the desk applies them when it next opens). Conflicts
 * are not counted: they wait for the clerk, and sending again would only meet them again.
 */
export async function applyDeskQueueWithRememberedSession(deps: WorkerDeskApplyDeps): Promise<number> {
  const session = await openRememberedSession(deps, { refresh: deps.refresh });
  if (!session) return 0;
  const send: DeskQueueSender = async (transacoes) => {
    const answer = await session.post('/balcao/offline', { transacoes });
    if (answer.status !== 200) throw new Error(`desk queue: HTTP ${answer.status}`);
    return (answer.body as { resultados: OfflineDeskResult[] }).resultados;
  };
  try {
    await deps.queue.apply(session.codPessoa, send);
  } finally {
    await session.done();
  }
  return queueSummary(await deps.queue.list(session.codPessoa)).waiting;
}
