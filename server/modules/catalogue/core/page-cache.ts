/**
 * Two levels: a per-process cache of search answers (page of title codes, total, labelled
 * facets, suggestions) keyed by the normalised query and the catalogue's version, and on
 * PostgreSQL the table `pagina_busca` shared by every API process (`sharedPageAndTitles`,
 * `computeShared`; PGlite is one process and keeps to the first level).
 *
 * Correct across processes: `catalogo_versao` holds one number that statement triggers
 * bump in the same transaction as any change to titles, copies' libraries, course lists or
 * libraries' campuses (migration search_cache), whoever writes — cataloguing, import,
 * harvest, another API process. A request reads that one row (a primary-key read, in the
 * same statement as the page's titles) and only an entry computed under the same version
 * answers it; the match-set statement reads the
 * version in its own snapshot, so an entry is never filed under a version newer than its data.
 * What changes without an edit of the catalogue — the copies available now — is not cached:
 * the titles of a page are read fresh on every request.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/connect';
import { exec, one, rows, transaction, type Tx } from '../../../db/query';
import { inOrder, summaries, summary, type Row, type TitleSummary } from './title-rows';

/** Entries per database per process; popular searches repeat, the long tail is evicted first. */
const MAX_ENTRIES = 2000;

const caches = new WeakMap<Db, Map<string, { versao: number; value: unknown }>>();

/** The catalogue's current version (one primary-key row). */
export async function catalogueVersion(db: Db): Promise<number> {
  const row = await one<{ versao: number | string }>(db, sql`SELECT versao FROM catalogo_versao WHERE id = 1`);
  return Number(row?.versao ?? 0);
}

export function cachedPage<T>(db: Db, key: string, versao: number): T | undefined {
  const cache = caches.get(db);
  const entry = cache?.get(key);
  if (!entry) return undefined;
  cache!.delete(key);
  if (entry.versao !== versao) return undefined;
  cache!.set(key, entry); // most recently used last
  return entry.value as T;
}

/**
 * The entry filed under `key` whatever its version (null: none), kept as the most recent: the caller
 * reads the catalogue's version together with the page's titles (title-rows.ts
 * `titlesInOrderAtVersion`) and uses the entry only when the two versions agree.
 */
export function peekPage<T>(db: Db, key: string): { versao: number; value: T } | null {
  const cache = caches.get(db);
  const entry = cache?.get(key);
  if (!entry) return null;
  cache!.delete(key);
  cache!.set(key, entry); // most recently used last
  return { versao: entry.versao, value: entry.value as T };
}

export function storePage(db: Db, key: string, versao: number, value: unknown): void {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  cache.delete(key);
  cache.set(key, { versao, value });
  while (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value!);
}

/**
 * The shared level (table `pagina_busca`, migration search_shared_cache): what one process
 * computed answers every other process too, so a popular search costs one computation per
 * catalogue version, not one per process. `hash` names the normalised search (searchKey).
 */
export function searchKey(key: string): string {
  return createHash('sha1').update(key).digest('hex');
}

/**
 * The shared entry of `hash` if it was computed at the catalogue's current version, with the
 * summaries of its page's titles and that version, in one statement (so in one snapshot).
 */
export async function sharedPageAndTitles<T extends { ids: number[] }>(db: Db, hash: string): Promise<{ versao: number; value: T | null; titles: TitleSummary[] }> {
  const found = await rows<Row & { versao_catalogo: number | string | null; entrada: T | null }>(db, sql`
    SELECT v.versao AS versao_catalogo, c.valor AS entrada, s.*
    FROM (SELECT coalesce((SELECT versao FROM catalogo_versao WHERE id = 1), 0) AS versao) v
    LEFT JOIN pagina_busca c ON c.chave = ${hash} AND c.versao = v.versao
    LEFT JOIN LATERAL (${summaries(sql`ARRAY(SELECT jsonb_array_elements_text(c.valor -> 'ids')::int)`)}) s ON true`);
  const versao = Number(found[0]?.versao_catalogo ?? 0);
  const value = found[0]?.entrada ?? null;
  const titles = new Map<number, TitleSummary>();
  for (const { versao_catalogo: _, entrada: __, ...r } of found) if (r.cod_acervo !== null) titles.set(r.cod_acervo, summary(r));
  return { versao, value, titles: value ? inOrder(value.ids, titles) : [] };
}

/** Rows the shared level keeps at most; past it (checked now and then) the oldest go. */
const MAX_SHARED = 20_000;
let storesSinceSweep = 0;

/**
 * Computes the answer of `hash` once, files it and returns it. Within a process, concurrent
 * askers of one key share one computation. Across processes (PostgreSQL only: PGlite is one
 * process and keeps to its own cache, search/service.ts) a transaction holds an advisory lock per key while the
 * row is looked for again (another process may have just filed it) and, only when still
 * missing, computed by `compute` (on the pool: the lock's session only waits) and filed
 * under the version its statement read; the other processes' askers wait for the lock and
 * find the row. `gate` bounds how many computations run at once (service.ts).
 */
export function computeShared<T>(
  db: Db, hash: string, compute: () => Promise<{ versao: number; value: T }>,
  options: { gate?: <R>(work: () => Promise<R>) => Promise<R> } = {},
): Promise<{ versao: number; value: T }> {
  let flights = inFlight.get(db);
  if (!flights) inFlight.set(db, (flights = new Map()));
  const running = flights.get(hash) as Promise<{ versao: number; value: T }> | undefined;
  if (running) return running;
  const file = (ex: Tx, computed: { versao: number; value: T }) => exec(ex, sql`
    INSERT INTO pagina_busca (chave, versao, valor) VALUES (${hash}, ${computed.versao}, ${JSON.stringify(computed.value)}::jsonb)
    ON CONFLICT (chave) DO UPDATE SET versao = excluded.versao, valor = excluded.valor, criado_em = now()
    WHERE pagina_busca.versao <= excluded.versao`);
  const work = () =>
    transaction(db, async (tx) => {
      // On a read replica (read-only transactions) the answer is computed and kept by this
      // process only: the shared row is filed by searches that reach the primary.
      const [{ somente_leitura: readOnly }] = await rows<{ somente_leitura: boolean }>(tx, sql`
        SELECT current_setting('transaction_read_only') = 'on' AS somente_leitura, pg_advisory_xact_lock(hashtext('pagina_busca'), hashtext(${hash})) IS NULL AS bloqueio`);
      if (readOnly) return compute();
      const filed = await one<{ versao: number | string; valor: T }>(tx, sql`
        SELECT c.versao, c.valor FROM pagina_busca c
        WHERE c.chave = ${hash} AND c.versao = (SELECT versao FROM catalogo_versao WHERE id = 1)`);
      if (filed) return { versao: Number(filed.versao), value: filed.valor };
      const computed = await compute();
      await file(tx, computed);
      return computed;
    });
  const flight = (options.gate ? options.gate(work) : work()).finally(() => flights!.delete(hash));
  flights.set(hash, flight);
  if (++storesSinceSweep >= 200) {
    storesSinceSweep = 0;
    void flight.then(() => sweep(db), () => undefined);
  }
  return flight;
}

/**
 * Drops the rows of older versions and the oldest past MAX_SHARED, after the computation's
 * transaction (never inside one: two processes' sweeps would wait on each other's new rows).
 * Best effort: a sweep that fails (e.g. the pool closing) leaves rows no search reads.
 */
async function sweep(db: Db): Promise<void> {
  try {
    await exec(db, sql`DELETE FROM pagina_busca WHERE versao < (SELECT versao FROM catalogo_versao WHERE id = 1)`);
    await exec(db, sql`DELETE FROM pagina_busca WHERE chave IN (SELECT chave FROM pagina_busca ORDER BY criado_em DESC OFFSET ${MAX_SHARED})`);
  } catch { /* the next sweep tries again */ }
}

const inFlight = new WeakMap<Db, Map<string, Promise<unknown>>>();
