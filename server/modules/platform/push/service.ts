/**
 * Web push: the patrons' device subscriptions and sending to them. sendPush is what other
 * modules call (the hold release alerts); one dead or failing endpoint never makes it throw.
 */
import { sql } from 'drizzle-orm';
import webpush from 'web-push';
import type { AppContext } from '../../../context';
import { exec, one, rows, transaction } from '../../../db/query';
import type { Schema } from '../../../http/handlers';
import type { PushSettings } from '../../../core/services';
import { pushFailed, pushSent } from '../../../counters';

export type PushLanguage = 'pt' | 'en' | 'es' | 'fr' | 'it';

export type { PushSettings };

/** What a push carries: the contract's PushPayload, which the service worker (src/sw/push.ts) reads. */
export type PushPayload = Schema<'PushPayload'>;

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

/** The endpoint is another patron's: it stays theirs until they remove it (logout does). */
export class EndpointTakenError extends Error {
  readonly key = 'error.push-endpoint-taken';
}

type SubscriptionRow = { id: number; cod_pessoa: number; endpoint: string; p256dh: string; auth: string; idioma: string };

/**
 * Binds the endpoint to the patron, or renews its keys and language when it is already
 * theirs. An endpoint another patron subscribed is refused: knowing an endpoint (it travels
 * in logs and to the push service) must not be enough to take someone's alerts.
 */
export async function subscribe(ctx: AppContext, codPessoa: number, sub: NewSubscription): Promise<void> {
  const bound = await one<{ cod_pessoa: number }>(ctx.database.db, sql`
    INSERT INTO push_inscricao (cod_pessoa, endpoint, p256dh, auth, idioma)
    VALUES (${codPessoa}, ${sub.endpoint}, ${sub.keys.p256dh}, ${sub.keys.auth}, ${sub.idioma ?? 'pt'})
    ON CONFLICT (endpoint) DO UPDATE SET p256dh = excluded.p256dh, auth = excluded.auth, idioma = excluded.idioma, criado_em = now()
      WHERE push_inscricao.cod_pessoa = excluded.cod_pessoa
    RETURNING cod_pessoa`);
  if (!bound) throw new EndpointTakenError();
}

/** False when the endpoint is not one of the patron's subscriptions. */
export async function unsubscribe(ctx: AppContext, codPessoa: number, endpoint: string): Promise<boolean> {
  const gone = await rows(ctx.database.db, sql`
    DELETE FROM push_inscricao WHERE endpoint = ${endpoint} AND cod_pessoa = ${codPessoa} RETURNING id`);
  return gone.length > 0;
}

export async function isSubscribed(ctx: AppContext, codPessoa: number, endpoint: string): Promise<boolean> {
  return !!(await one(ctx.database.db, sql`SELECT id FROM push_inscricao WHERE endpoint = ${endpoint} AND cod_pessoa = ${codPessoa}`));
}

/** Swaps a renewed subscription in, proven by the old one's auth secret; false when none matches. */
export async function renew(ctx: AppContext, old: { endpoint: string; auth: string }, next: NewSubscription): Promise<boolean> {
  return transaction(ctx, async (tx) => {
    const row = await one<SubscriptionRow>(tx, sql`
      DELETE FROM push_inscricao WHERE endpoint = ${old.endpoint} AND auth = ${old.auth} RETURNING *`);
    if (!row) return false;
    // The renewed endpoint keeps the old one's patron and language; never another patron's endpoint.
    const bound = await one(tx, sql`
      INSERT INTO push_inscricao (cod_pessoa, endpoint, p256dh, auth, idioma)
      VALUES (${row.cod_pessoa}, ${next.endpoint}, ${next.keys.p256dh}, ${next.keys.auth}, ${row.idioma})
      ON CONFLICT (endpoint) DO UPDATE SET p256dh = excluded.p256dh, auth = excluded.auth, criado_em = now()
        WHERE push_inscricao.cod_pessoa = excluded.cod_pessoa
      RETURNING id`);
    if (!bound) throw new EndpointTakenError();
    return true;
  }).catch((error: unknown) => {
    if (error instanceof EndpointTakenError) return false;
    throw error;
  });
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
  const { keys, subject, agent, ttlSeconds } = ctx.push;
  const subscriptions = await rows<SubscriptionRow>(ctx.database.db, sql`SELECT * FROM push_inscricao WHERE cod_pessoa = ${codPessoa}`);
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
      pushSent.inc();
    } catch (error) {
      const status = (error as { statusCode?: number }).statusCode;
      if (status === 404 || status === 410) {
        await exec(ctx.database.db, sql`DELETE FROM push_inscricao WHERE id = ${sub.id}`);
        report.removed += 1;
        pushFailed.inc({ kind: 'gone' });
      } else {
        report.failed += 1;
        pushFailed.inc({ kind: 'failed' });
      }
    }
  }));
  return report;
}

/** A push service Topic header allows only 32 URL-safe base64 characters. */
const topicOf = (tag: string) => tag.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32) || undefined;
