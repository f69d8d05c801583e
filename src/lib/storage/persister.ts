// Owns the persisted React Query cache (ARCHITECTURE "Offline"): the cache is saved in
// IndexedDB (Dexie's queryCache table, behind the async-storage persister), one record
// per patron ('visitor' or 'pessoa:<cod_pessoa>'), and restored at start, so screens
// show their saved data offline. Only successful queries are saved.
// Privacy: a patron's answers never reach another key. When the session moves away from
// a patron (logout, refused refresh), the in-memory cache is cleared before the next key
// is restored, and at most the visitor and the current patron keep a record on disk
// (other patrons' records are deleted whenever a key is attached): so logging out deletes
// the patron's record even before the logout page calls clearPersistedQueries().
// Offline: queries pause (see online.ts), so screens show the restored answers with the
// time they were fetched; gcTime is raised to maxAge so that a query left unused is not
// dropped from memory, and so from the next save, long before it expires.
// Fresh: a patron's restored answers are shown at once but never count as fresh (issue 37):
// each is marked invalidated, so the page that reads it asks the server again as it opens
// online, whatever its staleTime (a suspense query's is at least a second, the default a
// minute). The visitor's public answers keep their staleTime.
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { Query, QueryClient } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
  type PersistQueryClientOptions,
} from '@tanstack/react-query-persist-client';
import { version } from '../../../package.json';
import type { CatalogueDb } from './db';
import { hasRecord, loadDb } from './db-access';
import { session as appSession, type SessionState, type SessionStore } from '../session/session';

export const VISITOR_KEY = 'visitor';
const PATRON_PREFIX = 'pessoa:';
/** Saved answers older than this are not restored (and gcTime is raised to match). */
export const PERSIST_MAX_AGE = 7 * 24 * 60 * 60_000;
/** A new app version may change answers' shapes: its first start drops the old cache. */
export const PERSIST_BUSTER = version;
/** Writes are batched: at most one IndexedDB write per second. */
const THROTTLE_MS = 1000;
/** The app starts without saved data rather than wait on a stuck IndexedDB. */
const RESTORE_WAIT_MS = 2000;

type QueryCacheTable = CatalogueDb['queryCache'];

/** The cache record of the session's patron. */
export function patronKey(state: SessionState): string {
  return state.user ? `${PATRON_PREFIX}${state.user.cod_pessoa}` : VISITOR_KEY;
}

const isPatronKey = (key: string) => key.startsWith(PATRON_PREFIX);

/** Successful queries only; a query may opt out with `meta: { persist: false }`. */
export function shouldPersistQuery(query: Query): boolean {
  return query.state.status === 'success' && query.meta?.persist !== false;
}

/** When each query in memory was last answered, by its hash. */
function answeredAt(queryClient: QueryClient): Map<string, number> {
  return new Map(queryClient.getQueryCache().getAll().map((query) => [query.queryHash, query.state.dataUpdatedAt]));
}

/**
 * Marks the answers the restore brought (a query that was not in memory, or whose answer the
 * restore replaced with a newer saved one) as invalidated: shown, but asked for again by the
 * first screen that reads them online. Answers fetched by this page are left alone.
 */
export function markRestoredStale(queryClient: QueryClient, before: ReadonlyMap<string, number>): void {
  for (const query of queryClient.getQueryCache().getAll()) {
    if (query.state.data === undefined) continue;
    if (before.get(query.queryHash) !== query.state.dataUpdatedAt) query.invalidate();
  }
}

/** The app's queryCache table; Dexie loads on first use, off the first render's path. */
const appTable = async (): Promise<QueryCacheTable> => (await loadDb()).db.queryCache;

/** The AsyncStorage the persister wants, over Dexie; writes stop once `isOpen` says so. */
function dexieStorage(table: () => Promise<QueryCacheTable>, isOpen: () => boolean) {
  return {
    getItem: async (key: string) => (await (await table()).get(key))?.value ?? null,
    setItem: async (key: string, value: string) => {
      // A throttled write may land after the key was closed (logout): it must not
      // bring the patron's record back.
      if (isOpen()) await (await table()).put({ key, value });
    },
    removeItem: async (key: string) => {
      await (await table()).delete(key);
    },
  };
}

export interface PersistenceOptions {
  session?: SessionStore;
  table?: QueryCacheTable;
  buster?: string;
  maxAge?: number;
  throttleTime?: number;
  /**
   * When nothing is saved for the first key, attaching to it (which loads Dexie) waits for
   * this; main.tsx passes afterFirstPaint. Default: at once.
   */
  deferAttach?: () => Promise<void>;
}

export interface QueryPersistence {
  /**
   * Settles once the first key's saved cache is in the client (never rejects); at once
   * when nothing is saved under it.
   */
  restored: Promise<void>;
  /** The key being saved to now, or null while a key is being restored. */
  key(): string | null;
  /** Stops saving to `key` (its record is being deleted). */
  close(key: string): void;
  stop(): void;
}

interface Slot {
  key: string;
  open: boolean;
  /** True once restored and saving. */
  saving: boolean;
  unsubscribe: () => void;
}

let active: QueryPersistence | null = null;

/** Restores the session's patron's cache and keeps saving to it, switching with the session. */
export function startQueryPersistence(queryClient: QueryClient, options: PersistenceOptions = {}): QueryPersistence {
  const store = options.session ?? appSession;
  const given = options.table;
  const table = given ? async () => given : appTable;
  const maxAge = options.maxAge ?? PERSIST_MAX_AGE;
  // A query dropped from memory is dropped from the next save: keep them as long as saved.
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, gcTime: maxAge } });

  let slot: Slot | null = null;
  let lastKey: string | null = null;

  function detach(): void {
    if (!slot) return;
    slot.open = false;
    slot.unsubscribe();
    slot = null;
  }

  async function attach(key: string): Promise<void> {
    const mine: Slot = { key, open: true, saving: false, unsubscribe: () => undefined };
    slot = mine;
    const persister = createAsyncStoragePersister({
      storage: dexieStorage(table, () => mine.open),
      key,
      throttleTime: options.throttleTime ?? THROTTLE_MS,
    });
    const persistOptions: PersistQueryClientOptions = {
      queryClient,
      persister,
      buster: options.buster ?? PERSIST_BUSTER,
      maxAge,
      dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
    };
    try {
      await (await table()).where('key').noneOf([VISITOR_KEY, key]).delete();
      const before = answeredAt(queryClient);
      await persistQueryClientRestore(persistOptions);
      if (isPatronKey(key)) markRestoredStale(queryClient, before);
    } catch {
      // No IndexedDB (private mode, quota): the app works, just without saved data.
    }
    if (!mine.open) return;
    mine.unsubscribe = persistQueryClientSubscribe(persistOptions);
    mine.saving = true;
    // Answers that arrived while the key attached (a first visit does not wait for it)
    // are saved now, not at the next change.
    if (queryClient.getQueryCache().getAll().some(shouldPersistQuery)) await persistQueryClientSave(persistOptions).catch(() => undefined);
  }

  // The stored session is read asynchronously (decrypted): before it is, the patron is
  // unknown, and attaching 'visitor' would delete a remembered patron's record.
  let stopped = false;
  // Whether anything is saved under a key, asked without Dexie (db-access.ts): a first
  // visit then waits for nothing, while Dexie loads and the key attaches meanwhile.
  const hasSaved = given
    ? async (key: string) => (await given.get(key)) !== undefined
    : (key: string) => hasRecord('queryCache', key);
  const first = store.ready
    .catch(() => undefined)
    .then(async () => {
      if (stopped) return;
      const key = patronKey(store.get());
      lastKey = key;
      if (await hasSaved(key).catch(() => true)) {
        await attach(key);
        return;
      }
      // Nothing to restore: the start goes on, and the key attaches later, unless the
      // session moved on meanwhile (its own attach then runs).
      const defer = options.deferAttach ?? (() => Promise.resolve());
      void defer().then(() => {
        if (!stopped && lastKey === key && slot === null) void attach(key);
      });
    });
  const restored = Promise.race([first, new Promise<void>((resolve) => setTimeout(resolve, RESTORE_WAIT_MS))]);
  const stopSession = store.subscribe(() => {
    const key = patronKey(store.get());
    // Before the first key is attached, the first attach reads the settled session itself.
    if (lastKey === null || key === lastKey) return;
    const leftPatron = isPatronKey(lastKey);
    lastKey = key;
    detach();
    // The patron's answers must not be saved under the next key nor shown to it.
    if (leftPatron) queryClient.clear();
    void attach(key);
  });

  const persistence: QueryPersistence = {
    restored,
    key: () => (slot?.saving ? slot.key : null),
    close(key) {
      if (slot?.key === key) detach();
    },
    stop() {
      stopped = true;
      stopSession();
      detach();
      if (active === persistence) active = null;
    },
  };
  active = persistence;
  return persistence;
}

/**
 * Settles once the saved cache of the start is in the client (or was given up on). Loaders
 * await it before ensuring their data (route-params.ts): opened offline, a page then finds
 * its saved answer instead of a query paused for ever; screens' queries wait for it
 * through React Query's IsRestoringProvider (main.tsx).
 */
export function whenRestored(): Promise<void> {
  return active?.restored ?? Promise.resolve();
}

/**
 * Deletes saved caches: the given key's, or, without one, every patron's (the visitor's
 * public answers stay). Call it at logout, before or after `session.logout()`:
 * `await clearPersistedQueries()`.
 */
export async function clearPersistedQueries(key?: string, given?: QueryCacheTable): Promise<void> {
  const current = active?.key();
  if (current && (key ? current === key : isPatronKey(current))) active?.close(current);
  const table = given ?? (await appTable());
  if (key) await table.delete(key);
  else await table.where('key').startsWith(PATRON_PREFIX).delete();
}
