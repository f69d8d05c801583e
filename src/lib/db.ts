// Owns the app's IndexedDB database: the one place that imports Dexie. Each feature
// keeps its own table here; to add one, add a new `db.version(n + 1).stores({...})`
// below the existing versions (never edit a released version: browsers upgrade in order).
import { Dexie, liveQuery, type EntityTable } from 'dexie';

/** A title kept in the basket (spec §3 "Basket": items keyed by cod_acervo). */
export interface BasketRecord {
  cod_acervo: number;
  titulo: string;
  autor: string | null;
  ano_publicacao: number | null;
  /** Milliseconds since the epoch; the basket lists titles in the order they were added. */
  addedAt: number;
}

export type CatalogueDb = Dexie & {
  basket: EntityTable<BasketRecord, 'cod_acervo'>;
};

export const DB_NAME = 'biblioteca';

/** Opens (or creates and upgrades) the database; tests pass their own name. */
export function openCatalogueDb(name: string = DB_NAME): CatalogueDb {
  const database = new Dexie(name) as CatalogueDb;
  database.version(1).stores({
    basket: 'cod_acervo, addedAt',
  });
  return database;
}

/** The app's database. */
export const db: CatalogueDb = openCatalogueDb();

/** Observes a Dexie query: re-runs it whenever the tables it reads change (any tab). */
export { liveQuery };
