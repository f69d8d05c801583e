/// <reference lib="webworker" />
// Background Sync of the offline desk's queue (issue 36): the page registers the tag when a
// scan is queued offline; when the connection returns the browser wakes the worker. An open
// desk page applies (it owns the clerk's session and its refresh token); with pages open but
// none of them a desk, the worker applies with the stored access token as it is (never
// refreshing beside a page); with no page open, it applies with the remembered session and
// may renew it. The session is only remembered ("remember me"): otherwise the worker has no
// token and the desk applies the queue when it next opens. A sync that leaves items waiting
// fails, so the browser retries it.
import { createDeskQueue } from '../lib/desk-queue/desk-queue';
import { DESK_QUEUE_APPLY_MESSAGE, DESK_QUEUE_SYNC_TAG } from '../lib/desk-queue/desk-queue-tags';
import { readPersistedSession, writePersistedSession } from '../lib/session/session-vault';
import { db } from '../lib/storage/db';
import { applyDeskQueueWithRememberedSession } from './desk-queue-worker-apply';

declare const self: ServiceWorkerGlobalScope;

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

/** How long a page has to say it is a desk that applied; a page without the desk never answers. */
const DESK_PAGE_ANSWER_MS = 10_000;

/** Asks one page to apply; resolves with how many items still wait, or null when it is not a desk page. */
function askDeskPage(client: Client): Promise<number | null> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(null), DESK_PAGE_ANSWER_MS);
    channel.port1.onmessage = (event) => {
      clearTimeout(timer);
      resolve(Number((event.data as { waiting?: number }).waiting ?? 0));
    };
    client.postMessage({ type: DESK_QUEUE_APPLY_MESSAGE }, [channel.port2]);
  });
}

async function onDeskSync(): Promise<void> {
  const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const answers = (await Promise.all(pages.map(askDeskPage))).filter((waiting): waiting is number => waiting !== null);
  const waiting = answers.length
    ? Math.min(...answers)
    : await applyDeskQueueWithRememberedSession({
      queue: createDeskQueue(db),
      baseUrl: new URL('/api', self.location.origin).href,
      fetch: (request) => fetch(request),
      load: readPersistedSession,
      save: writePersistedSession,
      refresh: pages.length === 0,
    });
  if (waiting > 0) throw new Error(`desk queue: ${waiting} item(s) still waiting`);
}

export function registerDeskQueueSync(): void {
  self.addEventListener('sync', (event) => {
    const sync = event as SyncEvent;
    if (sync.tag === DESK_QUEUE_SYNC_TAG) sync.waitUntil(onDeskSync());
  });
}
