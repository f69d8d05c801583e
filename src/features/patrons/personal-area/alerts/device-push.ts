// This device's web push subscription, seen from the page: whether the browser can do
// push at all, whether the server alerts the signed-in patron here, and turning it on or
// off. No React here; use-device-alerts.ts turns it into screen state.
import { api } from '../../../../api/client';
import { unwrap } from '../../../../api/errors';
import { i18n, toLocale } from '../../../../lib/i18n';

export type DeviceAlertState = 'unsupported' | 'denied' | 'no-worker' | 'off' | 'on';

/** Why turning alerts on or off did not happen; `detail` is the browser's own words, if any. */
export class DevicePushError extends Error {
  constructor(readonly reason: 'dismissed' | 'denied' | 'no-worker' | 'refused' | 'unreachable' | 'timeout', readonly detail = '') {
    super(reason);
    this.name = 'DevicePushError';
  }
}

/** How long to wait for the service worker to become active before saying it is missing. */
const WORKER_WAIT_MS = 10_000;
/**
 * How long the browser may take to register with its push service. On a closed network
 * Chromium's subscribe() neither resolves nor fails (it keeps trying to reach Google), so
 * the patron is told after this long instead of waiting forever.
 */
export const SUBSCRIBE_WAIT_MS = 20_000;

export function pushSupported(): boolean {
  return typeof window !== 'undefined' && window.isSecureContext && 'serviceWorker' in navigator
    && 'PushManager' in window && 'Notification' in window;
}

async function activeWorker(): Promise<ServiceWorkerRegistration | null> {
  if (!(await navigator.serviceWorker.getRegistration())) return null;
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), WORKER_WAIT_MS));
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

const sameKey = (a: ArrayBuffer | null, b: Uint8Array) =>
  !!a && a.byteLength === b.length && new Uint8Array(a).every((byte, i) => byte === b[i]);

export async function readDeviceState(): Promise<DeviceAlertState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration) return 'no-worker';
  const subscription = await registration.pushManager.getSubscription();
  if (!subscription || Notification.permission !== 'granted') return 'off';
  const { ativa } = await unwrap(api.GET('/notificacoes/inscricao', { params: { query: { endpoint: subscription.endpoint } } }));
  return ativa ? 'on' : 'off';
}

export async function turnOn(): Promise<void> {
  const permission = await Notification.requestPermission();
  if (permission === 'denied') throw new DevicePushError('denied');
  if (permission !== 'granted') throw new DevicePushError('dismissed');
  const registration = await activeWorker();
  if (!registration) throw new DevicePushError('no-worker');
  const { chavePublica } = await unwrap(api.GET('/notificacoes/chave-publica'));
  const key = keyBytes(chavePublica);
  let subscription = await registration.pushManager.getSubscription();
  // A subscription made with another server key (keys reset) can no longer be sent to.
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  if (!subscription) {
    subscription = await subscribeWithin(registration, key, SUBSCRIBE_WAIT_MS);
  }
  const { endpoint, keys } = subscription.toJSON();
  await unwrap(api.POST('/notificacoes/inscricao', {
    body: { endpoint: endpoint!, keys: { p256dh: keys!.p256dh, auth: keys!.auth }, idioma: toLocale(i18n.locale) ?? 'pt' },
  }));
}

/** The browser reaches its vendor's push service here: the step that fails on closed networks. */
async function subscribeWithin(registration: ServiceWorkerRegistration, key: Uint8Array<ArrayBuffer>, waitMs: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DevicePushError('timeout')), waitMs);
  });
  try {
    return await Promise.race([registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }), timeout]);
  } catch (error) {
    if (error instanceof DevicePushError) throw error;
    const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    // Chromium's answer in private (incognito) windows, where push is switched off.
    if (/permission denied/i.test(detail)) throw new DevicePushError('refused', detail);
    throw new DevicePushError('unreachable', detail);
  } finally {
    clearTimeout(timer);
  }
}

export { removeDeviceSubscription as turnOff } from '../../alerts';
