// The offline desk's queue rules (issue 36 item 9), without storage: what to send next, what a
// server's answer makes of an item, how a conflict is resolved. desk-queue.ts keeps the
// records; the hold-behind-a-conflict rule is the one the server applies (openapi/offline-desk.ts).
import { OFFLINE_DESK_BATCH, holdBehindConflicts } from '../../../openapi/offline-desk';
import type { OfflineDeskResult, OfflineDeskTransaction } from './desk-queue-types';
import type { DeskQueueRecord } from '../storage/db';

/** Applied items stay listed this long, for the clerk to read what happened, then go. */
export const APPLIED_KEPT_MS = 24 * 60 * 60_000;

const waiting = (r: DeskQueueRecord) => r.state === 'queued' || r.state === 'sending';
const inOrder = (records: readonly DeskQueueRecord[]) => [...records].sort((a, b) => a.createdAt - b.createdAt);

/** Each not-yet-applied item in queue order, and whether it waits behind an open conflict on its copy. */
export function pendingItems(records: readonly DeskQueueRecord[]): { item: DeskQueueRecord; held: boolean }[] {
  const pending = inOrder(records).filter((r) => r.state !== 'applied');
  return holdBehindConflicts(pending.map((r) => ({ ...r, codigo_barras: r.barcode })), (r) => r.state === 'conflict')
    .map(({ item, held }) => ({ item: pending.find((r) => r.id === item.id)!, held }));
}

/** The next request: waiting items not held behind a conflict, in queue order, at most one batch. */
export function nextBatch(records: readonly DeskQueueRecord[]): DeskQueueRecord[] {
  return pendingItems(records).filter(({ item, held }) => !held && waiting(item)).map(({ item }) => item).slice(0, OFFLINE_DESK_BATCH);
}

/** An item as the contract's transaction, with the clerk's resolution if any. */
export function toTransaction(record: DeskQueueRecord): OfflineDeskTransaction {
  return {
    id: record.id,
    tipo: record.kind === 'checkout' ? 'emprestimo' : 'devolucao',
    codigo_barras: record.barcode,
    momento: record.at,
    ...(record.kind === 'checkout' && record.patron ? { usuario: record.patron } : {}),
    ...(record.reason ? { motivo_liberacao: record.reason } : {}),
    ...(record.discard ? { descartar: true } : {}),
  };
}

/** What the server's answer makes of the item: changes to store, or null to drop it (discarded). */
export function afterResult(result: OfflineDeskResult, now: number): Partial<DeskQueueRecord> | null {
  const cleared = { conflict: undefined, overridable: undefined, reason: undefined, discard: undefined };
  if (result.situacao === 'descartada') return null;
  if (result.situacao === 'aplicada') {
    const lent = result.emprestimo;
    const back = result.devolucao;
    const outcome = lent
      ? { titulo: lent.emprestimo.titulo, nome: lent.nome, devolver_ate: lent.emprestimo.data_devolucao }
      : back ? { titulo: back.titulo, nome: back.nome, multa: back.multa } : undefined;
    return { ...cleared, state: 'applied', appliedAt: now, outcome };
  }
  // Held behind an earlier conflict on its copy: it waits, unchanged, for that one's resolution.
  if (result.conflito === 'error.offline-held') return { state: 'queued' };
  return { ...cleared, state: 'conflict', conflict: result.conflito ?? 'error.unexpected', overridable: result.liberavel === true };
}

/** The clerk's resolution of a conflict: send it again with a reason (where allowed), or give it up. */
export function resolution(record: DeskQueueRecord, choice: { reason: string } | { discard: true }): Partial<DeskQueueRecord> | null {
  if (record.state !== 'conflict') return null;
  if ('discard' in choice) return { state: 'queued', discard: true };
  const reason = choice.reason.trim();
  if (!record.overridable || reason.length < 3) return null;
  return { state: 'queued', reason };
}

/** What the desk says about its queue. */
export function queueSummary(records: readonly DeskQueueRecord[]) {
  const pending = pendingItems(records);
  return {
    waiting: pending.filter(({ item }) => waiting(item)).length,
    conflicts: pending.filter(({ item }) => item.state === 'conflict').length,
    applied: records.filter((r) => r.state === 'applied').length,
  };
}
