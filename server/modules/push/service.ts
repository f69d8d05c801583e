/**
 * Web push: the patrons' device subscriptions and sending to them. sendPush is what other
 * modules call (the hold release alerts); one dead or failing endpoint never makes it throw.
 */
import type { Agent } from 'node:https';
import { and, eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { AppContext } from '../../context';
import { pushInscricao } from '../../db/schema';
import type { VapidKeys } from './keys';

export type PushLanguage = 'pt' | 'en' | 'es' | 'fr' | 'it';

/** What the app context carries for push: the key pair, the VAPID subject and how to reach push services. */
export interface PushSettings {
  keys: VapidKeys;
  subject: string;
  /** An HTTPS agent for the push services (tests trust their local receiver through it). */
  agent?: Agent;
  /** How long a push service keeps an undelivered message, in seconds. */
  ttlSeconds: number;
}

export interface PushPayload {
  title: string;
  body: string;
  /** A same-origin path the notification opens, e.g. /meu-pergamum. */
  url: string;
  /** Notifications with the same tag replace each other on the device. */
  tag?: string;
}

export interface NewSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  idioma?: PushLanguage;
}

export interface SendReport {
  sent: number;
  /** Subscriptions the push service said are gone (404/410), now deleted. */
  removed: number;
  failed: number;
}

export async function subscribe(ctx: AppContext, codPessoa: number, sub: NewSubscription) {
  const values = { codPessoa, endpoint: sub.endpoint, p256dh: sub.keys.p256dh, auth: sub.keys.auth, idioma: sub.idioma ?? 'pt' };
  await ctx.database.db.insert(pushInscricao).values(values).onConflictDoUpdate({
    target: pushInscricao.endpoint,
    set: { codPessoa, p256dh: values.p256dh, auth: values.auth, idioma: values.idioma, criadoEm: new Date() },
  });
}

/** False when the endpoint is not one of the patron's subscriptions. */
export async function unsubscribe(ctx: AppContext, codPessoa: number, endpoint: string): Promise<boolean> {
  const gone = await ctx.database.db.delete(pushInscricao)
    .where(and(eq(pushInscricao.endpoint, endpoint), eq(pushInscricao.codPessoa, codPessoa)))
    .returning({ id: pushInscricao.id });
  return gone.length > 0;
}

export async function isSubscribed(ctx: AppContext, codPessoa: number, endpoint: string): Promise<boolean> {
  const rows = await ctx.database.db.select({ id: pushInscricao.id }).from(pushInscricao)
    .where(and(eq(pushInscricao.endpoint, endpoint), eq(pushInscricao.codPessoa, codPessoa)));
  return rows.length > 0;
}

/** Swaps a renewed subscription in, proven by the old one's auth secret; false when none matches. */
export async function renew(ctx: AppContext, old: { endpoint: string; auth: string }, next: NewSubscription): Promise<boolean> {
  const { db } = ctx.database;
  const [row] = await db.select().from(pushInscricao)
    .where(and(eq(pushInscricao.endpoint, old.endpoint), eq(pushInscricao.auth, old.auth)));
  if (!row) return false;
  await db.delete(pushInscricao).where(eq(pushInscricao.id, row.id));
  await subscribe(ctx, row.codPessoa, { ...next, idioma: (row.idioma as PushLanguage) ?? next.idioma });
  return true;
}

/**
 * Sends one notification to every device of the patron. The payload may depend on the
 * device's language, so each device reads it in the language it subscribed with.
 */
export async function sendPush(
  ctx: AppContext,
  codPessoa: number,
  payload: PushPayload | ((idioma: PushLanguage) => PushPayload),
): Promise<SendReport> {
  const { db } = ctx.database;
  const { keys, subject, agent, ttlSeconds } = ctx.push;
  const subscriptions = await db.select().from(pushInscricao).where(eq(pushInscricao.codPessoa, codPessoa));
  const report: SendReport = { sent: 0, removed: 0, failed: 0 };
  await Promise.all(subscriptions.map(async (sub) => {
    const message = typeof payload === 'function' ? payload(sub.idioma as PushLanguage) : payload;
    try {
      await webpush.sendNotification(
        { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
        JSON.stringify(message),
        {
          vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
          TTL: ttlSeconds,
          urgency: 'high',
          contentEncoding: 'aes128gcm',
          timeout: 10_000,
          ...(message.tag ? { topic: topicOf(message.tag) } : {}),
          ...(agent ? { agent } : {}),
        },
      );
      report.sent += 1;
    } catch (error) {
      const status = (error as { statusCode?: number }).statusCode;
      if (status === 404 || status === 410) {
        await db.delete(pushInscricao).where(eq(pushInscricao.id, sub.id));
        report.removed += 1;
      } else {
        report.failed += 1;
      }
    }
  }));
  return report;
}

/** A push service Topic header allows only 32 URL-safe base64 characters. */
const topicOf = (tag: string) => tag.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32) || undefined;
