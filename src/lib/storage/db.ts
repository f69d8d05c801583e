// Owns the app's IndexedDB database: the one place that imports Dexie (statically: startup
// code reaches it through db-access.ts, so Dexie stays off the first render's path). Each feature
// keeps its own table here; to add one, add a new `db.version(n + 1).stores({...})`
// below the existing versions (never edit a released version: browsers upgrade in order).
import { Dexie, liveQuery, type EntityTable } from 'dexie';
import { DB_NAME } from './db-name';

/** A title kept in the basket (spec §3 "Basket": items keyed by cod_acervo). */
export interface BasketRecord {
  cod_acervo: number;
  titulo: string;
  autor: string | null;
  ano_publicacao: number | null;
  /** Milliseconds since the epoch; the basket lists titles in the order they were added. */
  addedAt: number;
}

/**
 * A value of the vault: the session's non-extractable AES-GCM key (a CryptoKey, which
 * IndexedDB stores without ever exposing its bytes) or the encrypted session itself.
 */
export interface VaultRecord {
  id: string;
  value: unknown;
}

/** What the outbox sends: a general comment, a title comment or an acquisition suggestion. */
export type OutboxKind = 'general-comment' | 'title-comment' | 'suggestion';
export type OutboxState = 'queued' | 'sending' | 'sent' | 'failed';

/** Something the patron wrote offline, waiting to be sent exactly once (issue 5, background sync). */
export interface OutboxRecord {
  /** A UUID, also sent to the server as the item's client key so a resend is recognised. */
  id: string;
  kind: OutboxKind;
  /** The patron who wrote it: only their session may send it. */
  codPessoa: number;
  /** The request body as the contract wants it (without the client key). */
  body: Record<string, unknown>;
  /** For a title comment, the title's code. */
  codAcervo?: number;
  state: OutboxState;
  /** The server's message when it refused the item. */
  error?: string;
  createdAt: number;
  sentAt?: number;
}

/**
 * A check-out or return the desk made while offline (issue 36 item 9), waiting to be applied
 * by the server (POST /balcao/offline) exactly once: its id is the transaction's id there.
 * queued → sending → applied (kept a day for the clerk to read) | conflict (the clerk
 * retries it with a reason, or discards it: back to queued with `reason` or `discard`).
 */
export interface DeskQueueRecord {
  id: string;
  /** The staff member who scanned it: only their session applies it, and the desk lists only theirs. */
  clerk: number;
  kind: 'checkout' | 'return';
  /** The patron's login or card (check-outs). */
  patron?: string;
  barcode: string;
  /** When the scan happened at the desk (ISO 8601): the loan's date or the return's. */
  at: string;
  /** Order of the queue (milliseconds, strictly increasing). */
  createdAt: number;
  state: 'queued' | 'sending' | 'applied' | 'conflict';
  /** The server's refusal key, while a conflict; whether a reason may lift it. */
  conflict?: string;
  overridable?: boolean;
  /** The clerk's resolution, sent with the next attempt. */
  reason?: string;
  discard?: boolean;
  /** What the server did, for the clerk to read: the title, the patron, the due date or the fine. */
  outcome?: { titulo: string; nome: string; devolver_ate?: string; multa?: number | null; descartada?: boolean };
  appliedAt?: number;
}

/** The persisted React Query cache, one entry per patron ('visitor' for anonymous use). */
export interface QueryCacheRecord {
  key: string;
  value: string;
}

export type CatalogueDb = Dexie & {
  basket: EntityTable<BasketRecord, 'cod_acervo'>;
  vault: EntityTable<VaultRecord, 'id'>;
  outbox: EntityTable<OutboxRecord, 'id'>;
  queryCache: EntityTable<QueryCacheRecord, 'key'>;
  deskQueue: EntityTable<DeskQueueRecord, 'id'>;
};

export { DB_NAME };

/** Opens (or creates and upgrades) the database; tests pass their own name. */
export function openCatalogueDb(name: string = DB_NAME): CatalogueDb {
  const database = new Dexie(name) as CatalogueDb;
  database.version(1).stores({
    basket: 'cod_acervo, addedAt',
  });
  database.version(2).stores({
    vault: 'id',
    outbox: 'id, state, codPessoa, createdAt',
    queryCache: 'key',
  });
  database.version(3).stores({
    deskQueue: 'id, clerk, createdAt',
  });
  return database;
}

/** The app's database. */
export const db: CatalogueDb = openCatalogueDb();

/** Observes a Dexie query: re-runs it whenever the tables it reads change (any tab). */
export { liveQuery };
