// The offline desk (issue 36 item 9): transactions the desk queued in the browser are applied
// in order through the circulation core, dated at the desk's moment, exactly once by their id
// (concurrent replays included), and each conflict answered on its own for the clerk: copy
// already on loan, patron blocked meanwhile, unknown barcode, an item held behind a conflict
// on its copy, a desk clock out of range; retried with a reason where the role allows, or discarded.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/connect';
import { bearer, login, testApp } from '../support/server-app';
import { backendName } from '../support/test-db';

type Item = { id: string; tipo: 'emprestimo' | 'devolucao'; codigo_barras: string; momento: string; usuario?: string; motivo_liberacao?: string; descartar?: boolean };

describe(`the offline desk (${backendName})`, () => {
  let app: FastifyInstance;
  let librarian: Record<string, string>;
  let clerk: Record<string, string>;
  let shelf: string[];
  const rows = <T>(text: string) => queryRows<T>(app.ctx.database.db, sql.raw(text));
  const run = (text: string) => app.ctx.database.db.execute(sql.raw(text));
  const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
  const apply = async (items: Item[], auth = librarian) => {
    const answer = await app.inject({ method: 'POST', url: '/api/balcao/offline', headers: auth, payload: { transacoes: items } });
    expect(answer.statusCode).toBe(200);
    return answer.json().resultados as Record<string, unknown>[];
  };
  const lend = (barcode: string, usuario: string, momento = daysAgo(0)): Item => ({ id: randomUUID(), tipo: 'emprestimo', codigo_barras: barcode, usuario, momento });
  const giveBack = (barcode: string, momento = daysAgo(0)): Item => ({ id: randomUUID(), tipo: 'devolucao', codigo_barras: barcode, momento });
  const openLoans = (barcode: string) => rows<{ cod_pessoa: number; data_emprestimo: string }>(
    `SELECT cod_pessoa, data_emprestimo::text FROM emprestimo WHERE cod_exemplar = ${Number(barcode)} AND data_devolucao IS NULL`);

  beforeAll(async () => {
    app = await testApp();
    await run(`UPDATE pessoa SET papel = 'bibliotecario', permissoes = '{circulation}' WHERE login = 'funcionario'`);
    librarian = bearer((await login(app, 'bibliotecario')).access_token);
    clerk = bearer((await login(app, 'funcionario')).access_token);
    shelf = (await rows<{ cod_exemplar: number }>(`
      SELECT min(e.cod_exemplar) AS cod_exemplar FROM exemplar e
      WHERE NOT EXISTS (SELECT 1 FROM reserva r WHERE r.cod_acervo = e.cod_acervo) AND e.codigo_barras IS NULL
      GROUP BY e.cod_acervo HAVING bool_and(e.situacao = 'disponivel' AND e.tipo_emprestimo = 'normal')
      ORDER BY e.cod_acervo LIMIT 9`)).map((r) => String(r.cod_exemplar));
    expect(shelf).toHaveLength(9);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('applies a queue in order, dated at the desk: a loan lent 20 days ago and returned 19 days ago owes nothing', async () => {
    const [a, b] = shelf;
    const queue = [lend(a, 'tecnico', daysAgo(20)), giveBack(a, daysAgo(19)), lend(b, 'tecnico', daysAgo(1))];
    const results = await apply(queue);
    expect(results.map((r) => r.situacao)).toEqual(['aplicada', 'aplicada', 'aplicada']);
    const lent = results[0].emprestimo as { emprestimo: { cod_emprestimo: number; data_emprestimo: string; data_devolucao: string } };
    expect(lent.emprestimo.data_emprestimo).toBe(daysAgo(20).slice(0, 10));
    expect(lent.emprestimo.data_devolucao > lent.emprestimo.data_emprestimo).toBe(true);
    expect(results[1].devolucao).toMatchObject({ data_devolucao: daysAgo(19).slice(0, 10), dias_atraso: 0, multa: null });
    expect(await openLoans(b)).toEqual([expect.objectContaining({ data_emprestimo: daysAgo(1).slice(0, 10) })]);
    const audit = await rows<{ acao: string; depois: { transacao_offline: string } }>(`
      SELECT acao, depois FROM auditoria WHERE depois->>'transacao_offline' IN ('${queue.map((q) => q.id).join("','")}') ORDER BY id`);
    expect(audit.map((r) => r.acao)).toEqual(['loan.checkout', 'loan.return', 'loan.checkout']);
  });

  it('applies a transaction once however many requests replay it at the same time', async () => {
    const c = shelf[2];
    const item = lend(c, 'professor');
    const answers = await Promise.all([apply([item]), apply([item]), apply([item], clerk)]);
    const results = answers.map(([r]) => r);
    expect(results.every((r) => r.situacao === 'aplicada')).toBe(true);
    expect(results.filter((r) => r.repetida === false)).toHaveLength(1);
    const loanIds = new Set(results.map((r) => (r.emprestimo as { emprestimo: { cod_emprestimo: number } }).emprestimo.cod_emprestimo));
    expect(loanIds.size).toBe(1);
    expect(await openLoans(c)).toHaveLength(1);
    const [again] = await apply([item]);
    expect(again).toMatchObject({ situacao: 'aplicada', repetida: true });
    expect(await rows(`SELECT 1 FROM auditoria WHERE acao = 'loan.checkout' AND depois->>'transacao_offline' = '${item.id}'`)).toHaveLength(1);
  });

  it('answers each conflict on its own and holds what follows on the same copy; the rest applies', async () => {
    const [d, e, f] = shelf.slice(3, 6);
    await apply([lend(d, 'aluno')]);
    await run(`UPDATE pessoa SET bloqueado = true WHERE login = 'professor'`);
    const onLoan = lend(d, 'tecnico');
    const heldReturn = giveBack(d);
    const blocked = lend(e, 'professor');
    const unknown = lend('999999999', 'tecnico');
    const future = lend(f, 'tecnico', new Date(Date.now() + 3_600_000).toISOString());
    const fine = lend(f, 'tecnico');
    const results = await apply([onLoan, heldReturn, blocked, unknown, future, fine, lend(f, 'tecnico', '0000-01-01T00:00:00Z')]);
    expect(results.map((r) => [r.situacao, r.conflito ?? null])).toEqual([
      ['conflito', 'error.desk-copy-on-loan'],
      ['conflito', 'error.offline-held'],
      ['conflito', 'error.desk-patron-blocked'],
      ['conflito', 'error.copy-not-found'],
      ['conflito', 'error.offline-desk-time'],
      ['conflito', 'error.offline-held'],
      ['conflito', 'error.offline-held'],
    ]);
    expect(results.map((r) => r.liberavel)).toEqual([false, false, true, false, false, false, false]);
    // A year no desk lives in is the same conflict, never a server error.
    expect((await apply([lend(f, 'tecnico', '0000-01-01T00:00:00Z')]))[0]).toMatchObject({ situacao: 'conflito', conflito: 'error.offline-desk-time' });
    // Nothing of a conflict stays: the copy is still aluno's, nothing was lent to the blocked patron.
    expect(await openLoans(d)).toHaveLength(1);
    expect(await openLoans(e)).toHaveLength(0);
    expect(await rows(`SELECT 1 FROM transacao_offline WHERE id IN ('${onLoan.id}', '${blocked.id}')`)).toHaveLength(0);
    const audited = await rows<{ conflito: string }>(`
      SELECT depois->>'conflito' AS conflito FROM auditoria WHERE acao = 'desk.offline-conflict' AND alvo_id = '${blocked.id}'`);
    expect(audited).toEqual([{ conflito: 'error.desk-patron-blocked' }]);
    // Alone, the same held item applies.
    expect((await apply([fine]))[0]).toMatchObject({ situacao: 'aplicada', repetida: false });
  });

  it('resolves a conflict: a clerk without the patrons role may not override, the librarian may, audited; a discard never applies later', async () => {
    const [g, h] = shelf.slice(6, 8);
    const blocked = lend(g, 'professor');
    const [byClerk] = await apply([blocked], clerk);
    expect(byClerk).toMatchObject({ situacao: 'conflito', conflito: 'error.desk-patron-blocked', liberavel: false });
    const [forbidden] = await apply([{ ...blocked, motivo_liberacao: 'Autorizado' }], clerk);
    expect(forbidden).toMatchObject({ situacao: 'conflito', conflito: 'error.desk-override-forbidden' });
    const [overridden] = await apply([{ ...blocked, motivo_liberacao: 'Prova amanhã, chefe autorizou' }]);
    expect(overridden).toMatchObject({ situacao: 'aplicada', repetida: false });
    const [audit] = await rows<{ motivo: string; depois: { recusa_liberada: string } }>(`
      SELECT motivo, depois FROM auditoria WHERE acao = 'loan.checkout' AND depois->>'transacao_offline' = '${blocked.id}'`);
    expect(audit).toMatchObject({ motivo: 'Prova amanhã, chefe autorizou', depois: { recusa_liberada: 'error.desk-patron-blocked' } });

    const dropped = lend(h, 'professor');
    expect((await apply([dropped]))[0].situacao).toBe('conflito');
    expect((await apply([{ ...dropped, descartar: true }]))[0]).toMatchObject({ situacao: 'descartada', repetida: false });
    await run(`UPDATE pessoa SET bloqueado = false WHERE login = 'professor'`);
    expect((await apply([dropped]))[0]).toMatchObject({ situacao: 'descartada', repetida: true });
    expect(await openLoans(h)).toHaveLength(0);
    expect(await rows(`SELECT 1 FROM auditoria WHERE acao = 'desk.offline-discard' AND alvo_id = '${dropped.id}'`)).toHaveLength(1);
  });

  it('never closes a newer loan: a return scanned offline before the copy was lent again elsewhere is a conflict', async () => {
    const x = shelf[8];
    const online = (url: string, payload: Record<string, string>) => app.inject({ method: 'POST', url: `/api/balcao/${url}`, headers: librarian, payload });
    expect((await online('emprestimos', { usuario: 'professor', codigo_barras: x, motivo_liberacao: 'Outro balcão' })).statusCode).toBe(201);
    // The desk offline scans the copy back at T; meanwhile another desk, online, takes it back and lends it to another patron.
    const scannedBack = giveBack(x, new Date(Date.now() - 60_000).toISOString());
    expect((await online('devolucoes', { codigo_barras: x })).statusCode).toBe(200);
    expect((await online('emprestimos', { usuario: 'tecnico', codigo_barras: x, motivo_liberacao: 'Outro balcão' })).statusCode).toBe(201);
    const [tecnico] = await rows<{ cod_pessoa: number }>(`SELECT cod_pessoa FROM pessoa WHERE login = 'tecnico'`);

    const [replayed] = await apply([scannedBack]);
    expect(replayed).toMatchObject({ situacao: 'conflito', conflito: 'error.offline-copy-lent-again', liberavel: false });
    expect(await openLoans(x)).toEqual([expect.objectContaining({ cod_pessoa: tecnico.cod_pessoa })]);
    expect(await rows(`SELECT 1 FROM transacao_offline WHERE id = '${scannedBack.id}'`)).toHaveLength(0);
    // A return scanned after the newer loan was made is that loan's.
    const [later] = await apply([giveBack(x)]);
    expect(later).toMatchObject({ situacao: 'aplicada' });
    expect(await openLoans(x)).toHaveLength(0);
  });

  it('is for circulation staff: a patron is refused, and a malformed id is a 400', async () => {
    const patron = bearer((await login(app, 'aluno')).access_token);
    const refused = await app.inject({ method: 'POST', url: '/api/balcao/offline', headers: patron, payload: { transacoes: [lend(shelf[0], 'aluno')] } });
    expect(refused.statusCode).toBe(403);
    const bad = await app.inject({ method: 'POST', url: '/api/balcao/offline', headers: librarian, payload: { transacoes: [{ ...lend(shelf[0], 'aluno'), id: 'x' }] } });
    expect(bad.statusCode).toBe(400);
  });
});
