/// <reference lib="webworker" />
// Web push in the service worker: shows the server's alerts (hold released, …) as
// notifications, opens their page on a click, and follows the browser when it renews a
// subscription. The payload is the contract's PushPayload ({title, body, rota, tag?}): the
// words already in this device's language, the page as a route id the PWA's route table
// (openapi/alert-routes.ts) turns into a path.
import { alertPath } from '../../openapi/alert-routes';
import type { PushPayload } from '../api/types';

declare const self: ServiceWorkerGlobalScope;

/** What a notification shows and where it leads. */
export interface ShownMessage {
  title: string;
  body?: string;
  url: string;
  tag?: string;
}

const ICON = '/icons/icon-192.png';
const SUBSCRIPTION_URL = '/api/notificacoes/inscricao';

const isPayload = (value: unknown): value is PushPayload => {
  const p = value as Partial<PushPayload> | null;
  return !!p && typeof p === 'object' && typeof p.title === 'string' && p.title !== ''
    && (p.body === undefined || typeof p.body === 'string') && (p.tag === undefined || typeof p.tag === 'string');
};

/** The payload as the notification shows it; a plain text message is still worth showing as it came. */
export function readMessage(text: string): ShownMessage | null {
  try {
    const parsed: unknown = JSON.parse(text);
    if (isPayload(parsed)) return { title: parsed.title, body: parsed.body, url: alertPath(parsed.rota), tag: parsed.tag };
  } catch {
    // Not JSON: shown below as text.
  }
  return text.trim() ? { title: text.trim(), url: '/' } : null;
}

/** Only paths of this site: a message can never send the patron elsewhere. */
export function sameOriginTarget(url: string | undefined, origin: string): string {
  if (!url) return '/';
  try {
    const target = new URL(url, origin);
    return target.origin === origin ? target.pathname + target.search + target.hash : '/';
  } catch {
    return '/';
  }
}

async function openTarget(url: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (open) {
    // navigate() needs no user activation; focus() does, so a failed focus still leaves the page navigated.
    const navigated = await open.navigate(url).catch(() => null);
    await open.focus().catch(() => undefined);
    if (navigated) return;
  }
  await self.clients.openWindow(url);
}

/**
 * Tells the open pages a push arrived (`{ type: 'push', url }`): the personal area refreshes
 * the lists of the page it names (a released hold) without waiting for a click.
 */
async function tellOpenPages(url: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window' });
  for (const client of windows) client.postMessage({ type: 'push', url });
}

/** Lets the event outlive the handler; untrusted events (dispatched by a script) cannot, and just run. */
function keepAlive(event: ExtendableEvent, work: Promise<unknown>) {
  try {
    event.waitUntil(work);
  } catch {
    void work;
  }
}

const base64url = (key: ArrayBuffer | null) =>
  key ? btoa(String.fromCharCode(...new Uint8Array(key))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '') : '';

export interface RenewDeps {
  subscribe(options: PushSubscriptionOptionsInit): Promise<PushSubscription>;
  fetch(url: string, init: RequestInit): Promise<Response>;
}

const workerDeps = (): RenewDeps => ({
  subscribe: (options) => self.registration.pushManager.subscribe(options),
  fetch: (url, init) => fetch(url, init),
});

/**
 * Resubscribes (unless the browser already did) and tells the server, proving the old
 * subscription by its auth secret. Answers whether the server was told.
 */
export async function renewSubscription(
  old: PushSubscription | null,
  next: PushSubscription | null,
  deps: RenewDeps = workerDeps(),
): Promise<boolean> {
  const key = old?.options.applicationServerKey;
  const fresh = next ?? (key ? await deps.subscribe({ userVisibleOnly: true, applicationServerKey: key }) : null);
  // Without the old subscription the server cannot tell whose device this is; the personal
  // area offers to turn alerts back on at the patron's next visit.
  if (!old || !fresh) return false;
  const json = fresh.toJSON();
  const answer = await deps.fetch(SUBSCRIPTION_URL, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      antiga: { endpoint: old.endpoint, auth: base64url(old.getKey('auth')) },
      nova: { endpoint: fresh.endpoint, keys: { p256dh: json.keys?.p256dh, auth: json.keys?.auth } },
    }),
  });
  return answer.ok;
}

interface SubscriptionChangeEvent extends ExtendableEvent {
  oldSubscription: PushSubscription | null;
  newSubscription: PushSubscription | null;
}

export function registerPush(): void {
  self.addEventListener('push', (event) => {
    const message = event.data ? readMessage(event.data.text()) : null;
    if (!message) return;
    const url = sameOriginTarget(message.url, self.location.origin);
    keepAlive(event, Promise.all([
      self.registration.showNotification(message.title, {
        body: message.body,
        icon: ICON,
        badge: ICON,
        tag: message.tag,
        data: { url },
      }),
      tellOpenPages(url),
    ]));
  });

  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const url = sameOriginTarget((event.notification.data as { url?: string } | null)?.url, self.location.origin);
    keepAlive(event, openTarget(url));
  });

  self.addEventListener('pushsubscriptionchange', (event) => {
    const change = event as SubscriptionChangeEvent;
    keepAlive(change, renewSubscription(change.oldSubscription ?? null, change.newSubscription ?? null).catch(() => undefined));
  });
}
