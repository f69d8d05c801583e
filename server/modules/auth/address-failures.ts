/**
 * Failed logins per client address (issue 4, brute force): the per-account delays
 * (account-failures.ts) stop guessing one password, this one stops an address trying
 * many accounts. Kept in the database so every API node counts together. The
 * window is fixed: it starts at the first failure and, once over, the count restarts.
 */
import { eq, sql } from 'drizzle-orm';
import { falhaLogin } from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { AppContext } from '../../context';

export const TOO_MANY_ATTEMPTS = 'error.too-many-failed-logins';

/** 429 §8 "too many consecutive attempts"; the route sends retryAfter as Retry-After. */
export class RetryLaterError extends HttpError {
  constructor(readonly retryAfter: number) { super(429, TOO_MANY_ATTEMPTS); }
}

/**
 * 429 when the address used up its failures in the current window. `address` is always
 * request.ip: the socket's address, or the forwarded one only from a trusted proxy
 * (TRUST_PROXY), so a client cannot pick a new one per request.
 */
export async function assertAddressAllowed(ctx: AppContext, address: string): Promise<void> {
  const [row] = await ctx.database.db.select().from(falhaLogin).where(eq(falhaLogin.endereco, address));
  if (!row || row.falhas < ctx.config.loginAddressMaxFailures) return;
  const windowEnd = row.desde.getTime() + ctx.config.loginAddressWindowMinutes * 60_000;
  if (windowEnd > Date.now()) throw new RetryLaterError(Math.ceil((windowEnd - Date.now()) / 1000));
}

/** Counts one failure of the address (a new window when the last one is over). */
export async function recordAddressFailure(ctx: AppContext, address: string): Promise<void> {
  const minutes = ctx.config.loginAddressWindowMinutes;
  await ctx.database.db.insert(falhaLogin).values({ endereco: address, falhas: 1 })
    .onConflictDoUpdate({
      target: falhaLogin.endereco,
      set: {
        falhas: sql`CASE WHEN ${falhaLogin.desde} < now() - make_interval(mins => ${minutes}) THEN 1 ELSE ${falhaLogin.falhas} + 1 END`,
        desde: sql`CASE WHEN ${falhaLogin.desde} < now() - make_interval(mins => ${minutes}) THEN now() ELSE ${falhaLogin.desde} END`,
      },
    });
}
