/**
 * Budgets per minute of the traffic anyone may send (issue 33 item 4), counted in the
 * database (rate-limit-store.ts) so they hold across API processes:
 *
 * - token grants per client address, each kind apart: visitors' (client_credentials) —
 *   a campus's NAT address is a thousand students opening the catalogue —, refreshes (a
 *   signed-in campus's tokens renewing) and passwords (a person typing one);
 * - requests made with a visitor's token: per token (a person never comes near it, a
 *   scraper hammering with one token does), and per address, a ceiling sized for a
 *   campus's peak, which holds a scraper that takes a new token every few hundred requests.
 *
 * The address is request.ip: the socket's, or the forwarded one only from a trusted proxy
 * (TRUST_PROXY), so no header picks a new budget. docs/manual/security.md gives the
 * numbers and why.
 */
import { isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import type { PublicCaller } from './caller-types';
import { HttpError } from './errors';
import { countHits } from './rate-limit-store';

const MINUTE = 60_000;

/** 429 with Retry-After (app.ts's error handler sends retryAfter as the header). */
export class OverBudgetError extends HttpError {
  constructor(readonly retryAfter: number) { super(429, 'error.too-many-attempts'); }
}

/**
 * One client's address as the budgets count it: an IPv6 client holds a whole /64 (one
 * home, one phone), so its addresses count together; IPv4 as it is.
 */
export function addressBucket(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const [head, tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

async function spend(ctx: AppContext, budgets: { key: string; max: number }[]): Promise<void> {
  const hits = await countHits(ctx.database.db, budgets.map((b) => b.key), MINUTE);
  const over = hits.map((h, i) => (h.current > budgets[i].max ? h.ttl : -1)).filter((ttl) => ttl >= 0);
  if (over.length) throw new OverBudgetError(Math.max(1, Math.ceil(Math.max(...over) / 1000)));
}

/** createToken's preHandler (the body is read by then): the grant's budget for the address. */
export function limitTokenGrant(ctx: AppContext) {
  return async (req: FastifyRequest) => {
    const grant = (req.body as { grant_type?: unknown } | undefined)?.grant_type;
    const address = addressBucket(req.ip);
    await spend(ctx, [grant === 'client_credentials'
      ? { key: `public-token|${address}`, max: ctx.config.publicTokenGrantsPerMinute }
      : grant === 'refresh_token'
        ? { key: `refresh-token|${address}`, max: ctx.config.refreshGrantsPerMinute }
        : { key: `sign-in-token|${address}`, max: ctx.config.loginRateLimitPerMinute }]);
  };
}

/**
 * The first-access screen (a code from the desk and a new password): it spends the address's
 * sign-in budget, as typing a password at the sign-in does, so guessing codes is held like
 * guessing passwords.
 */
export async function limitFirstAccess(ctx: AppContext, req: FastifyRequest): Promise<void> {
  await spend(ctx, [{ key: `sign-in-token|${addressBucket(req.ip)}`, max: ctx.config.loginRateLimitPerMinute }]);
}

/** A request carrying a visitor's token: its token's budget and its address's ceiling. */
export async function limitPublicRequest(ctx: AppContext, req: FastifyRequest, caller: PublicCaller): Promise<void> {
  const { publicRequestsPerTokenPerMinute: perToken, publicRequestsPerAddressPerMinute: perAddress } = ctx.config;
  await spend(ctx, [
    // Every visitor's token has its id (auth/tokens.ts); one without is counted by its address alone.
    ...(caller.tokenId ? [{ key: `public-token-requests|${caller.tokenId}`, max: perToken }] : []),
    { key: `public-requests|${addressBucket(req.ip)}`, max: perAddress },
  ]);
}
