/// <reference lib="webworker" />
// Background sync of the outbox (issue 5). On a 'sync' event: when a page of the app is
// open, that page sends (it owns the session and its refresh token: two refreshers of one
// token family would get it revoked); when none is, the worker sends with the remembered
// session from the encrypted vault, renewing an expired access token with the refresh
// grant and writing the rotated credentials back. Items of another patron wait for that
// patron's next login. A sync that leaves items waiting fails, so the browser retries it.
import { OUTBOX_FLUSH_MESSAGE, OUTBOX_SYNC_TAG, outbox } from '../lib/outbox/outbox';
import { readPersistedSession, writePersistedSession } from '../lib/session/session-vault';
import { flushWithRememberedSession } from './outbox-worker-flush';

declare const self: ServiceWorkerGlobalScope;

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

const PAGE_ANSWER_TIMEOUT_MS = 60_000;

/** Asks one page to flush; resolves with how many of its patron's items still wait. */
function askPage(client: Client): Promise<number> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(1), PAGE_ANSWER_TIMEOUT_MS);
    channel.port1.onmessage = (event) => {
      clearTimeout(timer);
      resolve(Number((event.data as { waiting?: number }).waiting ?? 0));
    };
    client.postMessage({ type: OUTBOX_FLUSH_MESSAGE }, [channel.port2]);
  });
}

async function onSync(): Promise<void> {
  const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const waiting = pages.length
    ? Math.min(...(await Promise.all(pages.map(askPage))))
    : await flushWithRememberedSession({
      outbox,
      baseUrl: new URL('/api', self.location.origin).href,
      fetch: (request) => fetch(request),
      load: readPersistedSession,
      save: writePersistedSession,
    });
  if (waiting > 0) throw new Error(`outbox: ${waiting} item(s) still waiting`);
}

export function registerOutboxSync(): void {
  self.addEventListener('sync', (event) => {
    const sync = event as SyncEvent;
    if (sync.tag === OUTBOX_SYNC_TAG) sync.waitUntil(onSync());
  });
}
