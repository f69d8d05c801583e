/**
 * The server's VAPID key pair for web push: generated on the first start and kept in
 * chave_servidor, so every API node signs with the same keys and the browsers'
 * subscriptions (made with the public key) stay valid across restarts.
 */
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Database } from '../../db/connect';
import { chaveServidor } from '../../db/schema';
import type { VapidKeys } from '../../core/services';

export type { VapidKeys };

const KEY_NAME = 'vapid';

export async function loadVapidKeys(database: Database): Promise<VapidKeys> {
  const { db } = database;
  const [stored] = await db.select().from(chaveServidor).where(eq(chaveServidor.nome, KEY_NAME));
  if (stored) return JSON.parse(stored.valor) as VapidKeys;
  const fresh = webpush.generateVAPIDKeys();
  // The first node to start stores its pair; a node racing it keeps the stored one instead.
  await db.insert(chaveServidor).values({ nome: KEY_NAME, valor: JSON.stringify(fresh) }).onConflictDoNothing();
  const [row] = await db.select().from(chaveServidor).where(eq(chaveServidor.nome, KEY_NAME));
  return JSON.parse(row.valor) as VapidKeys;
}

/** VAPID_SUBJECT, or a mailto: built from the address in MAIL_FROM ("Name <a@b>" or "a@b"). */
export function vapidSubject(configured: string | null, mailFrom: string): string {
  if (configured) return configured;
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return `mailto:${address}`;
}
