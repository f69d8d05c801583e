/**
 * A per-process cache of search answers (page of title codes, total, labelled facets,
 * suggestions) keyed by the normalised query and the catalogue's version.
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
import { sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { one } from '../db/query';

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
