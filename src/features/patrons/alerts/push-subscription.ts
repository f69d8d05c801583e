// Removing this device's push subscription, needed both by the personal area's alerts
// control and by logout (auth), which reach it through the alerts feature's index.ts.
import { api } from '../../../api/client';
import { unwrap } from '../../../api/errors';

/** Tells the server to stop, then unsubscribes the browser; nothing to do without one. */
export async function removeDeviceSubscription(): Promise<void> {
  const registration = await navigator.serviceWorker?.getRegistration();
  const subscription = await registration?.pushManager?.getSubscription();
  if (!subscription) return;
  const answer = await api.DELETE('/notificacoes/inscricao', { body: { endpoint: subscription.endpoint } });
  // 404: the server already forgot it (or it alerts another patron); either way stop here.
  if (!answer.response.ok && answer.response.status !== 404) await unwrap(Promise.resolve(answer));
  await subscription.unsubscribe();
}
