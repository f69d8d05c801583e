// Owns the offline desk's queue (issue 36 item 9): check-outs and returns scanned while the
// network was down, kept in IndexedDB (table deskQueue) per clerk, so they survive a reload
// or an expired session, until the server applied them exactly once (their id is the
// transaction's id there). One application at a time across tabs (a Web Lock); an item left
// 'sending' by a closed tab is sent again, which the server recognises by its id.
import type { OfflineDeskResult, OfflineDeskTransaction } from './desk-queue-types';
import type { CatalogueDb, DeskQueueRecord } from '../storage/db';
import { APPLIED_KEPT_MS, afterResult, nextBatch, resolution, toTransaction } from './queue-rules';

/** Sends one batch; throws when the server could not be reached or would not take it (no session). */
export type DeskQueueSender = (transacoes: OfflineDeskTransaction[]) => Promise<OfflineDeskResult[]>;

export interface ApplyReport {
  applied: number;
  conflicts: number;
  /** Why the rest still waits (the network, the session), or null when nothing was left behind by a failure. */
  failure: unknown;
}

type Exclusive = <T>(work: () => Promise<T>) => Promise<T>;

function defaultExclusive(): Exclusive {
  let chain: Promise<unknown> = Promise.resolve();
  return (work) => {
    const locks = (globalThis.navigator as Navigator | undefined)?.locks;
    if (locks) return locks.request('biblioteca-desk-queue', work) as ReturnType<typeof work>;
    const run = chain.then(work, work);
    chain = run.catch(() => undefined);
    return run;
  };
}

export interface DeskQueueOptions {
  exclusive?: Exclusive;
  now?: () => number;
  newId?: () => string;
}

export function createDeskQueue(database: CatalogueDb, options: DeskQueueOptions = {}) {
  const exclusive = options.exclusive ?? defaultExclusive();
  const now = options.now ?? Date.now;
  const newId = options.newId ?? (() => crypto.randomUUID());
  const table = database.deskQueue;
  const list = (clerk: number) => table.where('clerk').equals(clerk).sortBy('createdAt');

  return {
    list,

    /** A scan at the desk, now: queued behind every earlier one (never tying with it). */
    enqueue(item: Pick<DeskQueueRecord, 'clerk' | 'kind' | 'barcode' | 'patron' | 'reason'>): Promise<DeskQueueRecord> {
      return database.transaction('rw', table, async () => {
        const newest = await table.orderBy('createdAt').last();
        const at = now();
        const record: DeskQueueRecord = {
          ...item, barcode: item.barcode.trim(), ...(item.patron ? { patron: item.patron.trim() } : {}),
          id: newId(), at: new Date(at).toISOString(), createdAt: Math.max(at, (newest?.createdAt ?? 0) + 1), state: 'queued',
        };
        await table.add(record);
        return record;
      });
    },

    /** The clerk resolves a conflict; false when that resolution is not allowed (no reason, or not overridable). */
    resolve(id: string, choice: { reason: string } | { discard: true }): Promise<boolean> {
      return database.transaction('rw', table, async () => {
        const record = await table.get(id);
        const changes = record ? resolution(record, choice) : null;
        if (!changes) return false;
        await table.update(id, changes);
        return true;
      });
    },

    /** Applies the clerk's waiting items, batch after batch in queue order, until none is left or a batch could not be sent. */
    apply(clerk: number, send: DeskQueueSender): Promise<ApplyReport> {
      return exclusive(async () => {
        const report: ApplyReport = { applied: 0, conflicts: 0, failure: null };
        for (;;) {
          const batch = nextBatch(await list(clerk));
          if (!batch.length) break;
          await table.bulkUpdate(batch.map((r) => ({ key: r.id, changes: { state: 'sending' as const } })));
          let results: OfflineDeskResult[];
          try {
            results = await send(batch.map(toTransaction));
          } catch (failure) {
            await table.bulkUpdate(batch.map((r) => ({ key: r.id, changes: { state: 'queued' as const } })));
            report.failure = failure;
            break;
          }
          let progressed = false;
          for (const result of results) {
            const changes = afterResult(result, now());
            if (changes === null) await table.delete(result.id);
            else await table.update(result.id, changes);
            if (changes?.state === 'applied') report.applied += 1;
            if (changes?.state === 'conflict') report.conflicts += 1;
            if (changes?.state !== 'queued') progressed = true;
          }
          // Everything held by the server waits for the clerk: asking again would only hold it again.
          if (!progressed) break;
        }
        await table.where('clerk').equals(clerk).filter((r) => r.state === 'applied' && (r.appliedAt ?? 0) < now() - APPLIED_KEPT_MS).delete();
        return report;
      });
    },

    /** The clerk clears what was applied from the list. */
    clearApplied: (clerk: number) => table.where('clerk').equals(clerk).filter((r) => r.state === 'applied').delete(),
  };
}

export type DeskQueue = ReturnType<typeof createDeskQueue>;
