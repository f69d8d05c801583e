/**
 * The server's VAPID key pair for web push: generated on the first start and kept in
 * chave_servidor, so every API node signs with the same keys and the browsers'
 * subscriptions (made with the public key) stay valid across restarts.
 */
import webpush from 'web-push';
import type { Database } from '../../../db/connect';
import { readOrCreateServerKey } from '../../../core/server-keys';
import type { VapidKeys } from '../../../core/services';

export type { VapidKeys };

export async function loadVapidKeys(database: Database): Promise<VapidKeys> {
  return JSON.parse(await readOrCreateServerKey(database, 'vapid', () => JSON.stringify(webpush.generateVAPIDKeys()))) as VapidKeys;
}

/** VAPID_SUBJECT, or a mailto: built from the address in MAIL_FROM ("Name <a@b>" or "a@b"). */
export function vapidSubject(configured: string | null, mailFrom: string): string {
  if (configured) return configured;
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return `mailto:${address}`;
}
