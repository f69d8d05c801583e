/**
 * Stateless resumption tokens: the list's arguments and the keyset cursor (the last record's
 * datestamp in microseconds and its id), how many records went before, the list's size and
 * an expiry, as base64url JSON signed with HMAC-SHA256 under a key every API process shares
 * (chave_servidor 'oai'). Nothing is kept per harvest, so any process answers the next page;
 * a token edited, cut, of another list or out of date is badResumptionToken.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Database } from '../../../db/connect';
import { serverKey } from '../../../core/server-keys';

export interface ListCursor {
  /** ListIdentifiers, ListRecords or ListSets: a token answers only the verb that issued it. */
  verb: string;
  prefix: string;
  set: string | null;
  fromMs: number | null;
  untilMs: number | null;
  /** The last record's datestamp to the microsecond (exact: the keyset compares it), YYYY-MM-DDThh:mm:ss.ffffffZ. */
  after: string;
  afterId: number;
  /** Records already sent (the next page's cursor attribute). */
  cursor: number;
  completeListSize: number | null;
  /** Expiry, milliseconds since the epoch. */
  expires: number;
}

export async function tokenKey(database: Database): Promise<Buffer> {
  return Buffer.from(await serverKey(database, 'oai', () => randomBytes(32).toString('base64url')), 'base64url');
}

const sign = (key: Buffer, body: string) => createHmac('sha256', key).update(body).digest('base64url').slice(0, 22);

export function encodeToken(key: Buffer, c: ListCursor): string {
  const body = Buffer.from(JSON.stringify([1, c.verb, c.prefix, c.set, c.fromMs, c.untilMs, c.after, c.afterId, c.cursor,
    c.completeListSize, c.expires])).toString('base64url');
  return `${body}.${sign(key, body)}`;
}

export const STAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const isInt = (v: unknown) => typeof v === 'number' && Number.isSafeInteger(v);
const intOrNull = (v: unknown) => v === null || isInt(v);

/** The cursor of a genuine, unexpired token, else null. */
export function decodeToken(key: Buffer, token: string, now = Date.now()): ListCursor | null {
  const match = /^([A-Za-z0-9_-]{1,1500})\.([A-Za-z0-9_-]{22})$/.exec(token);
  if (!match) return null;
  const expected = Buffer.from(sign(key, match[1]));
  const given = Buffer.from(match[2]);
  if (!timingSafeEqual(expected, given)) return null;
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(match[1], 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(parts) || parts.length !== 11 || parts[0] !== 1) return null;
  const [, verb, prefix, set, fromMs, untilMs, after, afterId, cursor, completeListSize, expires] = parts;
  if (typeof verb !== 'string' || typeof prefix !== 'string' || !(set === null || typeof set === 'string')) return null;
  if (!intOrNull(fromMs) || !intOrNull(untilMs) || typeof after !== 'string' || !STAMP.test(after)) return null;
  if (!isInt(afterId) || !isInt(cursor) || !intOrNull(completeListSize) || !isInt(expires)) return null;
  if ((expires as number) < now) return null;
  return { verb, prefix, set, fromMs, untilMs, after, afterId, cursor, completeListSize, expires } as ListCursor;
}
