/**
 * Read replicas (DATABASE_READ_URL, issue 27 item 3): which database a request reads.
 *
 * - Writes, and every call of a staff operation, go to the primary; so do sign-in's checks,
 *   session liveness and the request limits (their services hold the primary itself).
 * - A GET of a public, visitor or patron operation reads the replica...
 * - ...unless its client wrote something the replica has not replayed yet (read-your-writes).
 *   Every successful write answers the primary's log position after it (`pg_current_wal_insert_lsn()`)
 *   in a cookie (`catalogo_escrita`, HttpOnly, path /api, 5 minutes) and the header
 *   `x-read-after`; a later GET carrying either one (cookie from browsers, header from other
 *   clients) reads the replica only once `pg_last_wal_replay_lsn()` there has reached it, else
 *   the primary. So a patron who renews a loan on one node and lists loans on another at once
 *   sees the renewal, while searches keep going to the replica however far it lags.
 *   The mark carries a position in the log, nothing about the patron; a forged one can only
 *   send its own client's reads to the primary.
 * - A handler that turns out to write during a GET (the replica's transactions are read-only:
 *   SQLSTATE 25006) is run again on the primary.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import type { Replica } from '../db/connect';

export const WRITE_MARK_COOKIE = 'catalogo_escrita';
export const WRITE_MARK_HEADER = 'x-read-after';
const MARK_MAX_AGE_SECONDS = 300;
/** How long a replica's replay position is taken as current (one query per process per this). */
const REPLAY_CACHE_MS = 50;

/** A log position "16/B374D848" as a number that compares. */
export function lsnValue(lsn: string): bigint | null {
  const match = /^([0-9A-F]{1,8})\/([0-9A-F]{1,8})$/i.exec(lsn.trim());
  return match ? (BigInt(`0x${match[1]}`) << 32n) + BigInt(`0x${match[2]}`) : null;
}

function markOf(req: FastifyRequest): bigint | null {
  const header = req.headers[WRITE_MARK_HEADER];
  const fromHeader = typeof header === 'string' ? lsnValue(header) : null;
  const cookie = req.headers.cookie?.split(';').map((c) => c.trim()).find((c) => c.startsWith(`${WRITE_MARK_COOKIE}=`));
  const fromCookie = cookie ? lsnValue(decodeURIComponent(cookie.slice(WRITE_MARK_COOKIE.length + 1))) : null;
  if (fromHeader === null) return fromCookie;
  return fromCookie === null || fromHeader > fromCookie ? fromHeader : fromCookie;
}

export function readRouting(ctx: AppContext, replica: Replica) {
  const readCtx: AppContext = { ...ctx, database: { ...ctx.database, db: replica.db } };
  let replayed: { at: number; value: bigint | null } | null = null;
  const replayedNow = async (): Promise<bigint | null> => {
    if (!replayed || Date.now() - replayed.at > REPLAY_CACHE_MS) {
      const lsn = await replica.replayedLsn();
      replayed = { at: Date.now(), value: lsn === null ? null : lsnValue(lsn) };
    }
    return replayed.value;
  };
  return {
    /** The context a GET's handler gets: the replica's, or the primary's when the client's last write is not there yet. */
    async contextFor(req: FastifyRequest): Promise<AppContext> {
      const mark = markOf(req);
      if (mark === null) return readCtx;
      const at = await replayedNow().catch(() => 0n);
      // null: the "replica" is no standby (e.g. the primary itself), as fresh as the primary.
      return at === null || at >= mark ? readCtx : ctx;
    },
    isReplica: (c: AppContext) => c === readCtx,
    /** After a successful write: the client's mark, so its next reads wait for the replica or go to the primary. */
    async markWrite(req: FastifyRequest, reply: FastifyReply): Promise<void> {
      const lsn = await replica.primaryLsn();
      const secure = req.protocol === 'https' ? '; Secure' : '';
      reply.header(WRITE_MARK_HEADER, lsn);
      reply.header('set-cookie', `${WRITE_MARK_COOKIE}=${encodeURIComponent(lsn)}; Path=/api; Max-Age=${MARK_MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure}`);
    },
  };
}

/** A write attempted on the replica's read-only connection. */
export const isReadOnlyRefusal = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '25006' || e?.cause?.code === '25006';
};
