// The app's database without Dexie on the first render's path (issue 5 "Speed"): Dexie
// (~31 KB gzip) is loaded on first use, in parallel with the first render, and the few
// records the start needs before it (the encrypted session) are read with plain IndexedDB.
// db.ts stays the only module that imports Dexie and the one that creates and upgrades
// the database.
//
// Where db.ts comes from is provided, not imported here: pages load it lazily
// (db-lazy.ts), the service worker bundles it (a classic worker cannot run the dynamic
// import() a lazy load compiles to), unit tests import it (tests/support/unit-setup.ts).

import { afterStartOrBeforeLeaving } from '../startup/start-phases';
import type * as Db from './db';
import { DB_NAME } from './db-name';

export { DB_NAME };

type DbModule = typeof Db;
let source: (() => Promise<DbModule>) | null = null;
let loading: Promise<DbModule> | null = null;
let markLoaded: () => void = () => undefined;
let loaded = new Promise<void>((resolve) => (markLoaded = resolve));

/** Says how to get db.ts; called once, before anything uses the database. */
export function provideDb(load: () => Promise<DbModule>): void {
  source = load;
  loading = null;
  loaded = new Promise<void>((resolve) => (markLoaded = resolve));
}

/** db.ts (Dexie and the app's database), loaded once, on first use. */
export function loadDb(): Promise<DbModule> {
  if (!source) return Promise.reject(new Error('db.ts was not provided (provideDb)'));
  if (!loading) {
    loading = source();
    loading.then(() => markLoaded(), () => undefined);
  }
  return loading;
}

/**
 * When a first visit's work that may wait for Dexie (the cache's saving, the basket's live
 * query) goes ahead: once the start is over or the page is being left
 * (afterStartOrBeforeLeaving), or at once when db.ts has loaded for another reason (a
 * title put in the basket, a login), its cost already paid.
 */
export function whenDbWanted(): Promise<void> {
  return Promise.race([loaded, afterStartOrBeforeLeaving()]);
}

/**
 * Runs one request on a table of the app's database with plain IndexedDB; null when the
 * database or the table does not exist yet. It never creates the database (Dexie does,
 * with its schema) nor waits for Dexie: a first visit finds nothing.
 */
function requestOnTable<T>(table: string, name: string, run: (store: IDBObjectStore) => IDBRequest): Promise<T | null> {
  return new Promise((resolve) => {
    let request: IDBOpenDBRequest;
    try {
      request = indexedDB.open(name);
    } catch {
      // No IndexedDB (some private modes, old test environments).
      resolve(null);
      return;
    }
    // The database does not exist yet: opening it would create an empty version 1, so
    // the open is cancelled and the database left for Dexie to create.
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onerror = (event) => {
      event.preventDefault();
      resolve(null);
    };
    request.onblocked = () => resolve(null);
    request.onsuccess = () => {
      const database = request.result;
      // Never hold up Dexie's upgrade of a newer version.
      database.onversionchange = () => database.close();
      try {
        if (!database.objectStoreNames.contains(table)) throw new Error('no such table yet');
        const transaction = database.transaction(table, 'readonly');
        const read = run(transaction.objectStore(table));
        read.onsuccess = () => resolve((read.result as T | undefined) ?? null);
        read.onerror = () => resolve(null);
        transaction.oncomplete = () => database.close();
        transaction.onabort = () => {
          database.close();
          resolve(null);
        };
      } catch {
        database.close();
        resolve(null);
      }
    };
  });
}

/** One record of a table (plain IndexedDB, see requestOnTable), or null. */
export function readRecord<T>(table: string, key: IDBValidKey, name: string = DB_NAME): Promise<T | null> {
  return requestOnTable<T>(table, name, (store) => store.get(key));
}

/** Whether a table holds any record (plain IndexedDB, see requestOnTable). */
export async function hasRecords(table: string, name: string = DB_NAME): Promise<boolean> {
  return ((await requestOnTable<number>(table, name, (store) => store.count())) ?? 0) > 0;
}

/** Whether a table holds a record under `key`, without reading it (plain IndexedDB). */
export async function hasRecord(table: string, key: IDBValidKey, name: string = DB_NAME): Promise<boolean> {
  return ((await requestOnTable<number>(table, name, (store) => store.count(key))) ?? 0) > 0;
}
