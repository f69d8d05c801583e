// Owns the basket (spec §4 "Basket": add one, add many, set, remove by cod_acervo,
// clear). It lives in IndexedDB, so it works offline, survives restarts and is shared by
// every open tab; nothing is sent to the server until the patron exports or saves it.
import type { BasketRecord, CatalogueDb } from '../../../lib/storage/db';
import { loadDb } from '../../../lib/storage/db-access';

/** What a caller knows about a title when putting it in the basket. */
export interface BasketEntry {
  codAcervo: number;
  titulo: string;
  autor?: string | null;
  ano?: number | null;
}

export interface BasketStore {
  /** Titles in the order they were added. */
  list(): Promise<BasketRecord[]>;
  /** Adds the titles not in the basket yet; answers how many were new. */
  addMany(entries: BasketEntry[]): Promise<number>;
  /** Replaces the whole basket. */
  set(entries: BasketEntry[]): Promise<void>;
  remove(codAcervo: number): Promise<void>;
  clear(): Promise<void>;
}

function toRecords(entries: BasketEntry[], now: number): BasketRecord[] {
  const seen = new Set<number>();
  const records: BasketRecord[] = [];
  entries.forEach((entry, index) => {
    if (!Number.isInteger(entry.codAcervo) || entry.codAcervo < 1 || seen.has(entry.codAcervo)) return;
    seen.add(entry.codAcervo);
    records.push({
      cod_acervo: entry.codAcervo,
      titulo: entry.titulo,
      autor: entry.autor ?? null,
      ano_publicacao: entry.ano ?? null,
      // Keeps the callers' order among titles added together.
      addedAt: now + index,
    });
  });
  return records;
}

export function createBasketStore(database: CatalogueDb): BasketStore {
  return {
    list: () => database.basket.orderBy('addedAt').toArray(),
    addMany: (entries) =>
      database.transaction('rw', database.basket, async () => {
        // After the newest title even when the clock has not moved since it was added.
        const newest = await database.basket.orderBy('addedAt').last();
        const records = toRecords(entries, Math.max(Date.now(), (newest?.addedAt ?? 0) + 1));
        const existing = await database.basket.bulkGet(records.map((record) => record.cod_acervo));
        // A title already there keeps its place in the list.
        const fresh = records.filter((_, index) => existing[index] === undefined);
        await database.basket.bulkAdd(fresh);
        return fresh.length;
      }),
    set: (entries) =>
      database.transaction('rw', database.basket, async () => {
        await database.basket.clear();
        await database.basket.bulkAdd(toRecords(entries, Date.now()));
      }),
    remove: (codAcervo) => database.basket.delete(codAcervo),
    clear: () => database.basket.clear(),
  };
}

let appStore: Promise<BasketStore> | null = null;

/** The app's basket over the app's database; Dexie loads on first use (db-access.ts). */
export function appBasketStore(): Promise<BasketStore> {
  appStore ??= loadDb().then(({ db }) => createBasketStore(db));
  return appStore;
}

/**
 * Loads the basket's store (Dexie) when the patron reaches for an add button (pointer over
 * it, or keyboard focus): a first visit has not loaded Dexie yet (lib/startup/start-phases.ts).
 */
export const prefetchBasket = (): void => void appBasketStore().catch(() => undefined);

export const addToBasket = async (entry: BasketEntry): Promise<number> => (await appBasketStore()).addMany([entry]);
/** For result lists: adds every given title not in the basket yet; answers how many were new. */
export const addManyToBasket = async (entries: BasketEntry[]): Promise<number> => (await appBasketStore()).addMany(entries);
export const removeFromBasket = async (codAcervo: number): Promise<void> => (await appBasketStore()).remove(codAcervo);
export const clearBasket = async (): Promise<void> => (await appBasketStore()).clear();
