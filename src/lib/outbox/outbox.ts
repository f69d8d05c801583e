// Owns the outbox (issue 5, background sync): comments and acquisition suggestions the
// patron wrote, kept in IndexedDB until the server has them. Each item moves
// queued → sending → sent | failed; a network failure puts it back to queued. Only one
// flush runs at a time across tabs and the service worker (a Web Lock), so an item found
// in 'sending' was left by a crash: sending it again is safe because the server knows it
// by its client key (chave_cliente) and answers the first result. Used by the page and
// by the service worker, so no React and no window here.
import { db as appDb, type CatalogueDb, type OutboxKind, type OutboxRecord } from '../storage/db';

export { OUTBOX_FLUSH_MESSAGE, OUTBOX_SYNC_TAG } from './outbox-tags';
/** Sent items are kept this long so the patron sees them as sent, then dropped. */
export const SENT_KEPT_MS = 7 * 24 * 60 * 60_000;

/** What came of one attempt: the server has it, refused it (its message), or try again later. */
export type SendOutcome = { kind: 'sent' } | { kind: 'refused'; message: string } | { kind: 'retry' };
export type OutboxSender = (record: OutboxRecord) => Promise<SendOutcome>;

export interface FlushReport {
  sent: OutboxRecord[];
  failed: OutboxRecord[];
  /** Items of this patron still queued (no connection, or the server could not take them now). */
  waiting: number;
}

export interface NewOutboxItem {
  kind: OutboxKind;
  codPessoa: number;
  body: Record<string, unknown>;
  codAcervo?: number;
}

type Exclusive = <T>(work: () => Promise<T>) => Promise<T>;

/** One flush at a time: a Web Lock where there is one (browsers, workers), else within this realm. */
function defaultExclusive(): Exclusive {
  let chain: Promise<unknown> = Promise.resolve();
  return (work) => {
    const locks = (globalThis.navigator as Navigator | undefined)?.locks;
    if (locks) return locks.request('biblioteca-outbox', work) as ReturnType<typeof work>;
    const run = chain.then(work, work);
    chain = run.catch(() => undefined);
    return run;
  };
}

export interface OutboxOptions {
  exclusive?: Exclusive;
  now?: () => number;
  newId?: () => string;
}

export function createOutbox(database: CatalogueDb = appDb, options: OutboxOptions = {}) {
  const exclusive = options.exclusive ?? defaultExclusive();
  const now = options.now ?? Date.now;
  const newId = options.newId ?? (() => crypto.randomUUID());
  const table = database.outbox;

  /** Moves one item to 'sending' unless someone settled it meanwhile. */
  const claim = (id: string) => database.transaction('rw', table, async () => {
    const record = await table.get(id);
    if (!record || (record.state !== 'queued' && record.state !== 'sending')) return null;
    await table.update(id, { state: 'sending' });
    return { ...record, state: 'sending' as const };
  });

  async function settle(record: OutboxRecord, outcome: SendOutcome): Promise<OutboxRecord> {
    const changes: Partial<OutboxRecord> =
      outcome.kind === 'sent' ? { state: 'sent', sentAt: now(), error: undefined }
        : outcome.kind === 'refused' ? { state: 'failed', error: outcome.message }
          : { state: 'queued' };
    await table.update(record.id, changes);
    return { ...record, ...changes };
  }

  async function attempt(record: OutboxRecord, send: OutboxSender): Promise<SendOutcome> {
    try {
      return await send(record);
    } catch {
      // A sender that throws could not reach the server: the item waits.
      return { kind: 'retry' };
    }
  }

  return {
    async enqueue(item: NewOutboxItem): Promise<OutboxRecord> {
      // Items are sent in the order they were written: two written in the same millisecond
      // must not tie (the tie would fall to their random ids), so each comes after the newest.
      return database.transaction('rw', table, async () => {
        const newest = await table.orderBy('createdAt').last();
        const record: OutboxRecord = { ...item, id: newId(), state: 'queued', createdAt: Math.max(now(), (newest?.createdAt ?? 0) + 1) };
        await table.add(record);
        return record;
      });
    },

    /** Sends the patron's waiting items in the order they were written; stops at the first network failure. */
    flush(codPessoa: number, send: OutboxSender): Promise<FlushReport> {
      return exclusive(async () => {
        const report: FlushReport = { sent: [], failed: [], waiting: 0 };
        const pending = (await table.where('codPessoa').equals(codPessoa).sortBy('createdAt'))
          .filter((r) => r.state === 'queued' || r.state === 'sending');
        for (const [index, item] of pending.entries()) {
          const claimed = await claim(item.id);
          if (!claimed) continue;
          const outcome = await attempt(claimed, send);
          const settled = await settle(claimed, outcome);
          if (settled.state === 'sent') report.sent.push(settled);
          if (settled.state === 'failed') report.failed.push(settled);
          if (outcome.kind === 'retry') {
            report.waiting = pending.length - index;
            break;
          }
        }
        await table.where('state').equals('sent').filter((r) => (r.sentAt ?? 0) < now() - SENT_KEPT_MS).delete();
        return report;
      });
    },

    get: (id: string) => table.get(id),
    /** The patron drops an item (a failed one, or one they no longer want sent). */
    remove: (id: string) => table.delete(id),
    list: (codPessoa: number) => table.where('codPessoa').equals(codPessoa).reverse().sortBy('createdAt'),
    /** Items of any patron still to send (the service worker decides whether to retry the sync). */
    countWaiting: () => table.where('state').anyOf('queued', 'sending').count(),
  };
}

export type Outbox = ReturnType<typeof createOutbox>;

/** The app's outbox. */
export const outbox: Outbox = createOutbox();
