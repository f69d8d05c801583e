// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { openCatalogueDb, type CatalogueDb, type OutboxRecord } from '../storage/db';
import { createOutbox, type OutboxSender, type SendOutcome } from './outbox';
import { createSender, outboxRequest, outcomeOf } from './outbox-transport';

const opened: CatalogueDb[] = [];
let counter = 0;
function freshDb(): CatalogueDb {
  const database = openCatalogueDb(`outbox-test-${++counter}`);
  opened.push(database);
  return database;
}
afterEach(async () => {
  await Promise.all(opened.splice(0).map((database) => database.delete()));
});

/** A fake server that records what it received and answers from a script. */
function fakeServer(answers: SendOutcome[] = []) {
  const received: OutboxRecord[] = [];
  const send: OutboxSender = async (record) => {
    received.push(record);
    return answers.shift() ?? { kind: 'sent' };
  };
  return { received, send };
}

const comment = (codPessoa: number, content: string) =>
  ({ kind: 'general-comment' as const, codPessoa, body: { content, b: 1 } });

describe('outbox', () => {
  it('sends each queued item once, in the order written, and marks it sent', async () => {
    let clock = 1000;
    const box = createOutbox(freshDb(), { now: () => ++clock });
    const a = await box.enqueue(comment(7, 'first'));
    const b = await box.enqueue(comment(7, 'second'));
    const server = fakeServer();
    const report = await box.flush(7, server.send);
    expect(server.received.map((r) => r.id)).toEqual([a.id, b.id]);
    expect(report).toMatchObject({ waiting: 0, failed: [] });
    expect((await box.list(7)).map((r) => r.state)).toEqual(['sent', 'sent']);
    await box.flush(7, server.send);
    expect(server.received).toHaveLength(2);
  });

  it('puts an item back to queued when the network fails, and stops there', async () => {
    const box = createOutbox(freshDb());
    const a = await box.enqueue(comment(7, 'a'));
    await box.enqueue(comment(7, 'b'));
    const server = fakeServer([{ kind: 'retry' }]);
    const report = await box.flush(7, server.send);
    expect(report.waiting).toBe(2);
    expect(server.received.map((r) => r.id)).toEqual([a.id]);
    expect((await box.list(7)).every((r) => r.state === 'queued')).toBe(true);
    const thrower: OutboxSender = async () => { throw new TypeError('Failed to fetch'); };
    expect((await box.flush(7, thrower)).waiting).toBe(2);
    expect((await box.get(a.id))?.state).toBe('queued');
  });

  it("keeps the server's message when it refuses an item, and goes on with the next", async () => {
    const box = createOutbox(freshDb());
    const a = await box.enqueue(comment(7, 'a'));
    const b = await box.enqueue(comment(7, 'b'));
    const report = await box.flush(7, fakeServer([{ kind: 'refused', message: 'error.comment-limit-exceeded' }]).send);
    expect(report.failed.map((r) => r.id)).toEqual([a.id]);
    expect(await box.get(a.id)).toMatchObject({ state: 'failed', error: 'error.comment-limit-exceeded' });
    expect((await box.get(b.id))?.state).toBe('sent');
    const again = fakeServer();
    await box.flush(7, again.send);
    expect(again.received).toEqual([]);
  });

  it("sends only the given patron's items: another patron's wait for their login", async () => {
    const box = createOutbox(freshDb());
    const mine = await box.enqueue(comment(7, 'mine'));
    const theirs = await box.enqueue(comment(8, 'theirs'));
    const server = fakeServer();
    await box.flush(7, server.send);
    expect(server.received.map((r) => r.id)).toEqual([mine.id]);
    expect((await box.get(theirs.id))?.state).toBe('queued');
  });

  it("resends an item left in 'sending' by a crash, with the same client key", async () => {
    const database = freshDb();
    const box = createOutbox(database);
    const item = await box.enqueue(comment(7, 'crash'));
    await database.outbox.update(item.id, { state: 'sending' });
    const server = fakeServer();
    await box.flush(7, server.send);
    expect(server.received).toHaveLength(1);
    expect(outboxRequest(server.received[0]).body.chave_cliente).toBe(item.id);
    expect((await box.get(item.id))?.state).toBe('sent');
  });

  it('never lets two flushes send the same item twice', async () => {
    const box = createOutbox(freshDb());
    await box.enqueue(comment(7, 'once'));
    const server = fakeServer();
    await Promise.all([box.flush(7, server.send), box.flush(7, server.send), box.flush(7, server.send)]);
    expect(server.received).toHaveLength(1);
  });

  it('drops sent items after a week', async () => {
    let clock = 0;
    const box = createOutbox(freshDb(), { now: () => clock });
    const old = await box.enqueue(comment(7, 'old'));
    await box.flush(7, fakeServer().send);
    clock = 8 * 24 * 60 * 60_000;
    await box.enqueue(comment(7, 'new'));
    await box.flush(7, fakeServer().send);
    expect(await box.get(old.id)).toBeUndefined();
    expect(await box.list(7)).toHaveLength(1);
  });
});

describe('outbox transport', () => {
  it('posts each kind to its contract path with the item id as chave_cliente', () => {
    const base = { id: 'k', codPessoa: 1, state: 'queued' as const, createdAt: 0 };
    expect(outboxRequest({ ...base, kind: 'title-comment', codAcervo: 42, body: { content: 'x' } }))
      .toEqual({ path: '/comentarios/acervo/42', body: { content: 'x', chave_cliente: 'k' } });
    expect(outboxRequest({ ...base, kind: 'suggestion', body: { titulo: 't' } }).path).toBe('/unidade-informacao/sugestao-aquisicao');
    expect(outboxRequest({ ...base, kind: 'general-comment', body: {} }).path).toBe('/unidade-informacao/comentario');
  });

  it('reads answers: sent, refused with the message, or retry later', async () => {
    expect(outcomeOf(201, {})).toEqual({ kind: 'sent' });
    expect(outcomeOf(422, { message: 'error.required-field.titulo' })).toEqual({ kind: 'refused', message: 'error.required-field.titulo' });
    for (const status of [0, 401, 429, 500, 503]) expect(outcomeOf(status, null)).toEqual({ kind: 'retry' });
    const offline = createSender(async () => { throw new TypeError('Failed to fetch'); });
    const record = { id: 'k', codPessoa: 1, state: 'queued' as const, createdAt: 0, kind: 'general-comment' as const, body: {} };
    expect(await offline(record)).toEqual({ kind: 'retry' });
  });
});
