/**
 * @fastify/rate-limit's counters in the database instead of each process's memory: with
 * several API processes behind a load balancer, a per-minute budget per client address
 * (sign-in, recovery, exports…) must count every process's requests, or N processes would
 * allow N times the limit. One row per limit and address (`limite_taxa`), counted and
 * reset in one atomic upsert, so concurrent requests never both read the old count. The
 * public traffic's budgets (http/public-limits.ts) count here too (countHits).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { exec, rows } from '../db/query';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;
interface StoreParams { routeInfo?: { method?: string | string[]; url?: string } }

/** Rows older than this are deleted now and then (a window is at most a few minutes). */
const KEEP_MS = 24 * 60 * 60_000;
/** About one call in this many also sweeps the old rows. */
const SWEEP_EVERY = 500;

/** One budget's count in its current window, and the milliseconds left of that window. */
export interface Hits { current: number; ttl: number }

/**
 * Counts one request against each of `keys` (fixed windows of `windowMs`), in one atomic
 * upsert: the counts in the order of `keys`. Used by the plugin's store below and by the
 * public traffic's budgets (http/public-limits.ts).
 */
export async function countHits(db: Db, keys: string[], windowMs: number): Promise<Hits[]> {
  const window = Math.max(1, Math.trunc(windowMs));
  // Rows locked in one order everywhere: two requests counting the same pair never deadlock.
  const values = sql.join([...new Set(keys)].sort().map((key) => sql`(${key}, now(), 1)`), sql`, `);
  const counted = await rows<{ chave: string; contador: number; ttl: number }>(db, sql`
    INSERT INTO limite_taxa AS l (chave, inicio, contador) VALUES ${values}
    ON CONFLICT (chave) DO UPDATE SET
      contador = CASE WHEN l.inicio + ${window} * interval '1 millisecond' <= now() THEN 1 ELSE l.contador + 1 END,
      inicio = CASE WHEN l.inicio + ${window} * interval '1 millisecond' <= now() THEN now() ELSE l.inicio END
    RETURNING chave, contador, greatest(0, ceil(extract(epoch FROM (inicio + ${window} * interval '1 millisecond' - now())) * 1000))::int AS ttl`);
  if (Math.random() * SWEEP_EVERY < 1) {
    void exec(db, sql`DELETE FROM limite_taxa WHERE inicio < now() - ${KEEP_MS} * interval '1 millisecond'`).catch(() => {});
  }
  const byKey = new Map(counted.map((row) => [row.chave, { current: Number(row.contador), ttl: Number(row.ttl) }]));
  return keys.map((key) => byKey.get(key)!);
}

export function databaseRateLimitStore(db: Db) {
  return class DatabaseRateLimitStore {
    /** A route's own budget: its counters are apart from every other route's. */
    private readonly namespace: string;

    constructor(params: StoreParams = {}) {
      const { method, url } = params.routeInfo ?? {};
      this.namespace = url ? `${[method].flat().join(',')} ${url}` : 'limit';
    }

    incr(key: string, callback: Callback, timeWindow: number) {
      countHits(db, [`${this.namespace}|${key}`], timeWindow)
        .then(([hits]) => callback(null, hits), (error: Error) => callback(error));
    }

    read(key: string, callback: Callback, timeWindow: number) {
      const chave = `${this.namespace}|${key}`;
      const window = Math.max(1, Math.trunc(timeWindow));
      rows<{ contador: number; ttl: number }>(db, sql`
        SELECT contador, ceil(extract(epoch FROM (inicio + ${window} * interval '1 millisecond' - now())) * 1000)::int AS ttl
        FROM limite_taxa WHERE chave = ${chave} AND inicio + ${window} * interval '1 millisecond' > now()`)
        .then(([row]) => callback(null, row ? { current: Number(row.contador), ttl: Number(row.ttl) } : { current: 0, ttl: 0 }),
          (error: Error) => callback(error));
    }

    child(params: StoreParams) {
      return new DatabaseRateLimitStore(params);
    }
  };
}
