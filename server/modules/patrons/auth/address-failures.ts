/**
 * Failed logins per client address (issues 4 and 21): the per-account delays
 * (account-failures.ts) stop guessing one password, this one stops an address trying
 * many accounts. Past LOGIN_ADDRESS_MAX_FAILURES in the window, sign-ins from the address
 * must solve the captcha — not a refusal: a campus behind one NAT address is every
 * student, and the owner is let in by solving it (or by a known device). Kept in the
 * database so every API node counts together. The window is fixed: it starts at the
 * first failure and, once over, the count restarts.
 */
import { sql } from 'drizzle-orm';
import { HttpError } from '../../../http/errors';
import type { AppContext } from '../../../context';
import { one, exec } from '../../../db/query';

export const TOO_MANY_ATTEMPTS = 'error.too-many-failed-logins';

/** 429 §8 "too many consecutive attempts"; the route sends retryAfter as Retry-After. */
export class RetryLaterError extends HttpError {
  constructor(readonly retryAfter: number) { super(429, TOO_MANY_ATTEMPTS); }
}

/**
 * True when the address used up its failures in the current window. `address` is always
 * request.ip: the socket's address, or the forwarded one only from a trusted proxy
 * (TRUST_PROXY), so a client cannot pick a new one per request.
 */
export async function addressNeedsCaptcha(ctx: AppContext, address: string): Promise<boolean> {
  const row = await one(ctx.database.db, sql`SELECT 1 FROM falha_login
    WHERE endereco = ${address} AND falhas >= ${ctx.config.loginAddressMaxFailures}
      AND desde > now() - make_interval(secs => ${ctx.config.loginAddressWindowMinutes * 60})`);
  return !!row;
}

/** Counts one failure of the address (a new window when the last one is over). */
export async function recordAddressFailure(ctx: AppContext, address: string): Promise<void> {
  const over = sql`f.desde < now() - make_interval(secs => ${ctx.config.loginAddressWindowMinutes * 60})`;
  await exec(ctx.database.db, sql`INSERT INTO falha_login AS f (endereco, falhas) VALUES (${address}, 1)
    ON CONFLICT (endereco) DO UPDATE SET
      falhas = CASE WHEN ${over} THEN 1 ELSE f.falhas + 1 END,
      desde = CASE WHEN ${over} THEN now() ELSE f.desde END`);
}
