// The page's side of the outbox: writes an item, tries to send it at once when online,
// and otherwise asks the service worker for a Background Sync. The page owns the
// patron's session and its refresh token, so whenever a page is open it is the one that
// sends (on start, on login, on 'online', and when the service worker asks).
// It sends through the app's API client (src/api/outbox-sender.ts), which main.tsx provides
// at start: src/lib never imports src/api.
import type { OutboxRecord } from '../storage/db';
import type { FlushReport, NewOutboxItem, Outbox } from './outbox';
import { OUTBOX_FLUSH_MESSAGE, OUTBOX_SYNC_TAG } from './outbox-tags';
import { session } from '../session/session';
import { outboxSender } from './outbox-sender-slot';

interface SyncRegistration extends ServiceWorkerRegistration {
  sync?: { register(tag: string): Promise<void> };
}

export { provideOutboxSender } from './outbox-sender-slot';
const sender = outboxSender;

/**
 * The app's outbox. It is loaded on first use, with Dexie: a visitor's page never needs it,
 * and a patron's only once the page has started (the footer's triggers, a dialog's list).
 */
export const appOutbox = (): Promise<Outbox> => import('./outbox').then((module) => module.outbox);

const reportListeners = new Set<(report: FlushReport) => void>();

/** Called after each flush that settled something (the chrome shows 'sent' toasts). */
export function onOutboxReport(listener: (report: FlushReport) => void): () => void {
  reportListeners.add(listener);
  return () => reportListeners.delete(listener);
}

/** Asks the service worker to send when the connection returns (no-op without one). */
export async function requestBackgroundSync(): Promise<void> {
  try {
    const registration = (await navigator.serviceWorker?.getRegistration()) as SyncRegistration | undefined;
    await registration?.sync?.register(OUTBOX_SYNC_TAG);
  } catch {
    // No Background Sync here: the page still sends on 'online' and at the next start.
  }
}

/**
 * Sends the signed-in patron's waiting items; null when nobody is signed in. What still
 * waits gets a Background Sync, except when the worker's sync asked for this flush: its
 * failed sync event already makes the browser retry later, while registering again would
 * fire it again at once, over and over while the server stays unreachable.
 */
export async function flushOutbox({ fromSync = false } = {}): Promise<FlushReport | null> {
  const { user } = session.get();
  if (!user) return null;
  const report = await (await appOutbox()).flush(user.cod_pessoa, sender());
  if (report.sent.length || report.failed.length) reportListeners.forEach((listener) => listener(report));
  if (report.waiting && !fromSync) await requestBackgroundSync();
  return report;
}

/** Keeps the item, tries it now when online, and answers its state after that attempt. */
export async function submitToOutbox(item: Omit<NewOutboxItem, 'codPessoa'>): Promise<OutboxRecord> {
  const { user } = session.get();
  if (!user) throw new Error('outbox: no patron signed in');
  const outbox = await appOutbox();
  const record = await outbox.enqueue({ ...item, codPessoa: user.cod_pessoa });
  if (navigator.onLine) await flushOutbox();
  else await requestBackgroundSync();
  return (await outbox.get(record.id)) ?? record;
}

/** Starts the page's triggers; returns the function that stops them. */
export function startOutboxSync(): () => void {
  const flush = () => void flushOutbox().catch(() => undefined);
  const onMessage = (event: MessageEvent) => {
    if ((event.data as { type?: string } | null)?.type !== OUTBOX_FLUSH_MESSAGE) return;
    const port = event.ports[0];
    void flushOutbox({ fromSync: true })
      .then((report) => port?.postMessage({ waiting: report?.waiting ?? 0 }))
      .catch(() => port?.postMessage({ waiting: 1 }));
  };
  let patron = session.get().user ? (session.get().user as { cod_pessoa: number }).cod_pessoa : null;
  const stopSession = session.subscribe(() => {
    const { user } = session.get();
    const next = user ? user.cod_pessoa : null;
    if (next !== patron && next !== null) flush();
    patron = next;
  });
  window.addEventListener('online', flush);
  navigator.serviceWorker?.addEventListener('message', onMessage);
  void session.ready.then(flush);
  return () => {
    stopSession();
    window.removeEventListener('online', flush);
    navigator.serviceWorker?.removeEventListener('message', onMessage);
  };
}
