// The desk's view of its offline queue (issue 36 item 9): the signed-in clerk's items, live
// across tabs; applied as soon as the connection is back (and when the desk opens online, so
// items queued before a reload or a new login go then); the clerk's resolutions.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../../api/errors';
import type { DeskQueueRecord } from '../../../../lib/storage/db';
import { loadDb } from '../../../../lib/storage/db-access';
import { useOnline } from '../../../../lib/online';
import { useSession } from '../../../../lib/session/use-session';
import { deskActions } from '../queries';
import { createDeskQueue, type DeskQueue } from '../../../../lib/desk-queue/desk-queue';
import { queueSummary } from '../../../../lib/desk-queue/queue-rules';
import { DESK_QUEUE_APPLY_MESSAGE, requestDeskQueueSync } from '../../../../lib/desk-queue/desk-queue-tags';

let queue: Promise<DeskQueue> | null = null;
/** The app's desk queue, with Dexie loaded on first use. */
export const deskQueue = (): Promise<DeskQueue> => (queue ??= loadDb().then(({ db }) => createDeskQueue(db)));

/** The signed-in clerk, whose items the desk queues and lists (null when nobody is signed in). */
export function useClerk(): number | null {
  const { user } = useSession();
  return user ? user.cod_pessoa : null;
}

/** Queues a scan made offline for the signed-in clerk, and asks for a Background Sync so it is applied even if the desk is closed. */
export async function queueScan(clerk: number, scan: Pick<DeskQueueRecord, 'kind' | 'barcode' | 'patron' | 'reason'>): Promise<DeskQueueRecord> {
  const record = await (await deskQueue()).enqueue({ ...scan, clerk });
  void requestDeskQueueSync();
  return record;
}

/** What came of the last attempt to apply: still going, refused for the session, failed otherwise. */
export type ApplyState = 'idle' | 'applying' | 'session-ended' | 'failed';

export function useDeskQueue() {
  const clerk = useClerk();
  const online = useOnline();
  const queryClient = useQueryClient();
  const [records, setRecords] = useState<DeskQueueRecord[]>([]);
  const [applyState, setApplyState] = useState<ApplyState>('idle');
  const running = useRef(false);

  useEffect(() => {
    if (clerk === null) return;
    let live = true;
    let unsubscribe = () => {};
    void Promise.all([loadDb(), deskQueue()]).then(([{ liveQuery }, q]) => {
      if (!live) return;
      const subscription = liveQuery(() => q.list(clerk)).subscribe({ next: setRecords, error: () => setRecords([]) });
      unsubscribe = () => subscription.unsubscribe();
    });
    return () => {
      live = false;
      unsubscribe();
    };
  }, [clerk]);

  // A connection that has just come back often drops the first request: a failed attempt
  // (not a refused session) is tried again after 2, 4, 8 and 16 s while the desk is online.
  const attempts = useRef(0);
  const retry = useRef<ReturnType<typeof setTimeout> | null>(null);
  const applyRef = useRef<() => Promise<void>>(async () => {});
  const apply = useCallback(async () => {
    if (clerk === null || running.current) return;
    if (retry.current) clearTimeout(retry.current);
    retry.current = null;
    running.current = true;
    setApplyState('applying');
    let state: ApplyState = 'failed';
    try {
      const report = await (await deskQueue()).apply(clerk, (transacoes) => deskActions.applyOffline(queryClient, transacoes));
      const failure = report.failure;
      state = failure === null ? 'idle' : isApiError(failure) && failure.status === 401 ? 'session-ended' : 'failed';
    } catch {
      state = 'failed';
    } finally {
      running.current = false;
    }
    setApplyState(state);
    if (state !== 'failed') attempts.current = 0;
    else if (attempts.current < 4 && navigator.onLine) {
      attempts.current += 1;
      retry.current = setTimeout(() => void applyRef.current(), 1000 * 2 ** attempts.current);
    }
  }, [clerk, queryClient]);
  applyRef.current = apply;
  useEffect(() => () => { if (retry.current) clearTimeout(retry.current); }, []);

  // The service worker's Background Sync asks an open desk to apply (the page owns the session): answer how many still wait.
  useEffect(() => {
    if (clerk === null) return;
    const onMessage = (event: MessageEvent) => {
      if ((event.data as { type?: string } | null)?.type !== DESK_QUEUE_APPLY_MESSAGE) return;
      const port = event.ports[0];
      void applyRef.current()
        .then(async () => port?.postMessage({ waiting: queueSummary(await (await deskQueue()).list(clerk)).waiting }))
        .catch(() => port?.postMessage({ waiting: 1 }));
    };
    navigator.serviceWorker?.addEventListener('message', onMessage);
    return () => navigator.serviceWorker?.removeEventListener('message', onMessage);
  }, [clerk]);

  const summary = queueSummary(records);
  // Back online, or opened online with items waiting: apply them (once per change; a failure is retried a few times, above, never in an endless loop).
  useEffect(() => {
    if (online && summary.waiting > 0) void apply();
  }, [online, summary.waiting, apply]);

  const resolve = useCallback(async (id: string, choice: { reason: string } | { discard: true }) => {
    const done = await (await deskQueue()).resolve(id, choice);
    if (done && online) await apply();
    return done;
  }, [apply, online]);

  const clearApplied = useCallback(async () => {
    if (clerk !== null) await (await deskQueue()).clearApplied(clerk);
  }, [clerk]);

  return { clerk, records, summary, online, applyState, apply, resolve, clearApplied };
}
