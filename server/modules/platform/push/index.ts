/** Web push for other modules and the app: the server's VAPID keys and sending to a patron's devices. */
export { loadVapidKeys, vapidSubject, type VapidKeys } from './keys';
export { sendPush, type PushLanguage, type PushPayload, type PushSettings } from './service';
