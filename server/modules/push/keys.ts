/**
 * The server's VAPID key pair for web push: generated on the first start and kept in
 * chave_servidor, so every API node signs with the same keys and the browsers'
 * subscriptions (made with the public key) stay valid across restarts.
 */
import { sql } from 'drizzle-orm';
import webpush from 'web-push';
import type { Database } from '../../db/connect';
import { exec, one } from '../../db/query';
import type { VapidKeys } from '../../core/services';

export type { VapidKeys };

const KEY_NAME = 'vapid';

export async function loadVapidKeys(database: Database): Promise<VapidKeys> {
  const { db } = database;
  const stored = () => one<{ valor: string }>(db, sql`SELECT valor FROM chave_servidor WHERE nome = ${KEY_NAME}`);
  const kept = await stored();
  if (kept) return JSON.parse(kept.valor) as VapidKeys;
  const fresh = webpush.generateVAPIDKeys();
  // The first node to start stores its pair; a node racing it keeps the stored one instead.
  await exec(db, sql`INSERT INTO chave_servidor (nome, valor) VALUES (${KEY_NAME}, ${JSON.stringify(fresh)}) ON CONFLICT DO NOTHING`);
  return JSON.parse((await stored())!.valor) as VapidKeys;
}

/** VAPID_SUBJECT, or a mailto: built from the address in MAIL_FROM ("Name <a@b>" or "a@b"). */
export function vapidSubject(configured: string | null, mailFrom: string): string {
  if (configured) return configured;
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return `mailto:${address}`;
}
