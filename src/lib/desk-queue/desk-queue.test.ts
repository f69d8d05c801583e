// @vitest-environment happy-dom
// The offline desk's queue (issue 36 item 9): scans kept in order per clerk, sent in batches
// through a fake server that behaves like POST /balcao/offline, conflicts kept for the clerk,
// later items on a conflicting copy held, a network failure leaving everything queued.
import { afterEach, describe, expect, it } from 'vitest';
import type { OfflineDeskResult, OfflineDeskTransaction } from './desk-queue-types';
import { openCatalogueDb, type CatalogueDb } from '../storage/db';
import { createDeskQueue, type DeskQueueSender } from './desk-queue';
import { queueSummary } from './queue-rules';

const opened: CatalogueDb[] = [];
let counter = 0;
function freshQueue() {
  const database = openCatalogueDb(`desk-queue-test-${++counter}`);
  opened.push(database);
  let clock = Date.parse('2026-11-28T14:00:00Z');
  let id = 0;
  return createDeskQueue(database, { now: () => (clock += 1000), newId: () => `00000000-0000-4000-8000-${String(++id).padStart(12, '0')}` });
}
afterEach(async () => {
  await Promise.all(opened.splice(0).map((database) => database.delete()));
});

const lent = (t: OfflineDeskTransaction): OfflineDeskResult => ({
  id: t.id, situacao: 'aplicada', repetida: false,
  emprestimo: { cod_pessoa: 1, nome: 'Rafael', reserva_atendida: null, emprestimo: { titulo: `Título ${t.codigo_barras}`, data_devolucao: '2026-12-05' } as never },
});

/** Answers like the server: a scripted conflict per barcode, later items on that copy held, the rest applied. */
function fakeServer(conflicts: Record<string, { conflito: string; liberavel?: boolean }> = {}) {
  const batches: OfflineDeskTransaction[][] = [];
  const send: DeskQueueSender = async (transacoes) => {
    batches.push(transacoes);
    const conflicted = new Set<string>();
    return transacoes.map((t) => {
      if (conflicted.has(t.codigo_barras)) return { id: t.id, situacao: 'conflito', repetida: false, conflito: 'error.offline-held', liberavel: false };
      if (t.descartar) return { id: t.id, situacao: 'descartada', repetida: false };
      const conflict = conflicts[t.codigo_barras];
      if (conflict && t.tipo === 'emprestimo' && !t.motivo_liberacao) {
        conflicted.add(t.codigo_barras);
        return { id: t.id, situacao: 'conflito', repetida: false, liberavel: false, ...conflict };
      }
      return lent(t);
    });
  };
  return { batches, send };
}

describe('the offline desk queue', () => {
  it('keeps each scan with its clerk, patron, barcode and desk time, in scan order', async () => {
    const queue = freshQueue();
    await queue.enqueue({ clerk: 7, kind: 'checkout', patron: ' tecnico ', barcode: ' 101 ' });
    await queue.enqueue({ clerk: 7, kind: 'return', barcode: '102' });
    await queue.enqueue({ clerk: 8, kind: 'return', barcode: '103' });
    const mine = await queue.list(7);
    expect(mine.map((r) => [r.kind, r.patron, r.barcode, r.state])).toEqual([['checkout', 'tecnico', '101', 'queued'], ['return', undefined, '102', 'queued']]);
    expect(mine[0].at).toBe('2026-11-28T14:00:01.000Z');
    expect(mine[0].createdAt).toBeLessThan(mine[1].createdAt);
  });

  it('applies in order, once: a second apply sends nothing', async () => {
    const queue = freshQueue();
    const server = fakeServer();
    await queue.enqueue({ clerk: 7, kind: 'checkout', patron: 'tecnico', barcode: '101' });
    await queue.enqueue({ clerk: 7, kind: 'return', barcode: '102' });
    expect(await queue.apply(7, server.send)).toMatchObject({ applied: 2, conflicts: 0, failure: null });
    expect(server.batches).toHaveLength(1);
    expect(server.batches[0].map((t) => [t.tipo, t.codigo_barras, t.usuario])).toEqual([['emprestimo', '101', 'tecnico'], ['devolucao', '102', undefined]]);
    expect((await queue.list(7)).map((r) => [r.state, r.outcome?.devolver_ate])).toEqual([['applied', '2026-12-05'], ['applied', '2026-12-05']]);
    await queue.apply(7, server.send);
    expect(server.batches).toHaveLength(1);
  });

  it('leaves everything queued when the network fails, and sends it all later with the same ids', async () => {
    const queue = freshQueue();
    await queue.enqueue({ clerk: 7, kind: 'return', barcode: '102' });
    const offline: DeskQueueSender = async () => {
      throw new TypeError('Failed to fetch');
    };
    const report = await queue.apply(7, offline);
    expect(report.failure).toBeInstanceOf(TypeError);
    const [item] = await queue.list(7);
    expect(item.state).toBe('queued');
    const server = fakeServer();
    await queue.apply(7, server.send);
    expect(server.batches[0][0].id).toBe(item.id);
  });

  it('keeps a conflict for the clerk, holds the later item on that copy, applies the rest', async () => {
    const queue = freshQueue();
    const server = fakeServer({ '101': { conflito: 'error.desk-patron-blocked', liberavel: true } });
    await queue.enqueue({ clerk: 7, kind: 'checkout', patron: 'professor', barcode: '101' });
    await queue.enqueue({ clerk: 7, kind: 'return', barcode: '101' });
    await queue.enqueue({ clerk: 7, kind: 'checkout', patron: 'tecnico', barcode: '202' });
    const report = await queue.apply(7, server.send);
    expect(report).toMatchObject({ applied: 1, conflicts: 1 });
    const items = await queue.list(7);
    expect(items.map((r) => [r.barcode, r.state, r.conflict])).toEqual([
      ['101', 'conflict', 'error.desk-patron-blocked'], ['101', 'queued', undefined], ['202', 'applied', undefined],
    ]);
    expect(queueSummary(items)).toEqual({ waiting: 1, conflicts: 1, applied: 1 });
    // Asked again, the held item is not sent: it waits for the clerk.
    await queue.apply(7, server.send);
    expect(server.batches).toHaveLength(1);

    // Resolved with a reason, the conflict and then the held return go, in that order.
    expect(await queue.resolve(items[0].id, { reason: 'ok' })).toBe(false);
    expect(await queue.resolve(items[0].id, { reason: 'Chefe autorizou' })).toBe(true);
    await queue.apply(7, server.send);
    expect(server.batches[1].map((t) => [t.codigo_barras, t.tipo, t.motivo_liberacao])).toEqual([['101', 'emprestimo', 'Chefe autorizou'], ['101', 'devolucao', undefined]]);
    expect((await queue.list(7)).every((r) => r.state === 'applied')).toBe(true);
  });

  it('discards a conflict: the server is told, the item leaves the queue, and reasons are refused where no override is allowed', async () => {
    const queue = freshQueue();
    const server = fakeServer({ '999': { conflito: 'error.copy-not-found' } });
    const item = await queue.enqueue({ clerk: 7, kind: 'checkout', patron: 'tecnico', barcode: '999' });
    await queue.apply(7, server.send);
    expect(await queue.resolve(item.id, { reason: 'Quero emprestar' })).toBe(false);
    expect(await queue.resolve(item.id, { discard: true })).toBe(true);
    await queue.apply(7, server.send);
    expect(server.batches[1]).toEqual([expect.objectContaining({ id: item.id, descartar: true })]);
    expect(await queue.list(7)).toEqual([]);
  });
});
