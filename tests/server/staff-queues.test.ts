// The staff queues' one query shape (issue 36 item 6): GET /balcao/filas/{fila} filters,
// searches, sorts and pages every queue, opened by the queue's own role; items are taken
// ("assigned to me") and let go; the note history is the item's moves; comments are
// approved in bulk, each audited; a page stays quick at tens of thousands of rows.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/connect';
import { bearer, login, testApp } from '../support/server-app';
import { backendName } from '../support/test-db';

interface Item { id: number; nome: string; login: string; situacao: string; resumo: string; detalhe: string | null; proximas: string[];
  atribuido: { login: string } | null; notas: { autor: string | null; situacao: string | null; nota: string | null }[] }
interface Page { total: number; pagina: number; por_pagina: number; itens: Item[]; opcoes: { situacoes: string[]; abertas: string[]; tipos: string[] } }

describe(`the staff queues (${backendName})`, () => {
  let app: FastifyInstance;
  let cataloguer: Record<string, string>;
  let clerk: Record<string, string>;
  let admin: Record<string, string>;
  let ana: number;
  const rows = <T>(text: string) => queryRows<T>(app.ctx.database.db, sql.raw(text));
  const page = async (queue: string, auth: Record<string, string>, query = '') => {
    const res = await app.inject({ url: `/api/balcao/filas/${queue}${query ? `?${query}` : ''}`, headers: auth });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Page;
  };

  beforeAll(async () => {
    app = await testApp();
    cataloguer = bearer((await login(app, 'catalogador')).access_token);
    clerk = bearer((await login(app, 'bibliotecario')).access_token);
    admin = bearer((await login(app, 'administrador')).access_token);
    [{ cod_pessoa: ana }] = await rows<{ cod_pessoa: number }>(`SELECT cod_pessoa FROM pessoa WHERE login = 'aluno'`);
    await app.ctx.database.db.execute(sql.raw(`
      INSERT INTO comentario (cod_pessoa, cod_acervo, texto, data_envio)
      SELECT ${ana}, (SELECT min(cod_acervo) FROM acervo), 'zebra-fila ' || n, now() - make_interval(days => 10 - n)
        FROM generate_series(1, 3) n`));
  });
  afterAll(async () => {
    await app?.close();
  });

  it('filters, searches, sorts and pages a queue; the count matches the menu', async () => {
    const counts = (await app.inject({ url: '/api/balcao/filas', headers: cataloguer })).json();
    const open = await page('comentarios', cataloguer);
    expect(open.total).toBe(counts.comentarios);
    expect(open.opcoes.abertas).toEqual(['pendente']);
    expect(open.itens.every((i) => i.situacao === 'pendente')).toBe(true);

    const found = await page('comentarios', cataloguer, 'q=ZEBRA-fila');
    expect(found.total).toBe(3);
    expect(found.itens.map((i) => i.detalhe)).toEqual(['zebra-fila 1', 'zebra-fila 2', 'zebra-fila 3']);
    expect(found.itens[0]).toMatchObject({ login: 'aluno', proximas: ['aprovado', 'rejeitado'], atribuido: null, notas: [] });
    const newest = await page('comentarios', cataloguer, 'q=zebra-fila&ordem=recentes');
    expect(newest.itens.map((i) => i.detalhe)).toEqual(['zebra-fila 3', 'zebra-fila 2', 'zebra-fila 1']);
    const today = new Date().toISOString().slice(0, 10);
    expect((await page('comentarios', cataloguer, `q=zebra-fila&de=${today}&ate=${today}`)).total).toBe(0);
    expect((await page('comentarios', cataloguer, 'q=zebra-fila&situacao=aprovado')).total).toBe(0);
  });

  it("refuses a queue to a role it is not, an unknown queue, and dates out of order", async () => {
    const refused = await app.inject({ url: '/api/balcao/filas/exclusoes', headers: cataloguer });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('error.staff-role-missing');
    expect((await app.inject({ url: '/api/balcao/filas/comentarios', headers: clerk })).statusCode).toBe(403);
    expect((await app.inject({ url: '/api/balcao/filas/nada', headers: admin })).json()).toEqual({ message: 'error.queue-not-found' });
    const dates = await app.inject({ url: '/api/balcao/filas/comentarios?de=2026-02-01&ate=2026-01-01', headers: cataloguer });
    expect(dates.statusCode).toBe(400);
    expect(dates.json().message).toBe('error.dates-order');
    // The clerk's queues answer the clerk.
    expect((await page('solicitacoes', clerk)).opcoes.tipos).toContain('armazem');
    expect((await page('solicitacoes-emprestimo', clerk, 'situacao=todas')).pagina).toBe(1);
    expect((await page('sugestoes', cataloguer, 'situacao=todas&ordem=nome')).opcoes.tipos).toEqual(['professor']);
    expect((await page('exclusoes', admin, 'situacao=todas&ordem=recentes')).opcoes.abertas).toEqual(['aberto']);
  });

  it('takes an item, shows it under "assigned to me", and lets only its holder or an admin let it go', async () => {
    const [first] = (await page('comentarios', cataloguer, 'q=zebra-fila')).itens;
    const claim = (auth: Record<string, string>, atribuir: boolean, id = first.id) =>
      app.inject({ method: 'PUT', url: `/api/balcao/filas/comentarios/${id}/atribuicao`, headers: auth, payload: { atribuir } });
    expect((await claim(cataloguer, true)).json().atribuido).toMatchObject({ login: 'catalogador' });
    const mine = await page('comentarios', cataloguer, 'minhas=true');
    expect(mine.itens.map((i) => i.id)).toEqual([first.id]);
    expect(mine.itens[0].atribuido).toMatchObject({ login: 'catalogador' });
    // The administrator takes it over; the cataloguer may no longer let it go.
    expect((await claim(admin, true)).json().atribuido).toMatchObject({ login: 'administrador' });
    expect((await page('comentarios', cataloguer, 'minhas=true')).total).toBe(0);
    const refused = await claim(cataloguer, false);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('error.queue-claimed-by-other');
    expect((await claim(admin, false)).json()).toEqual({ atribuido: null });
    expect((await claim(cataloguer, true, 2147483647)).json()).toEqual({ message: 'error.queue-item-not-found' });
  });

  it('approves comments in bulk, each audited, and the history shows the move', async () => {
    const items = (await page('comentarios', cataloguer, 'q=zebra-fila')).itens;
    const res = await app.inject({ method: 'POST', url: '/api/balcao/comentarios', headers: cataloguer,
      payload: { ids: [items[0].id, items[1].id, 2147483647], situacao: 'aprovado' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ moderados: [items[0].id, items[1].id], ignorados: [2147483647] });
    const again = await app.inject({ method: 'POST', url: '/api/balcao/comentarios', headers: cataloguer, payload: { ids: [items[0].id], situacao: 'rejeitado' } });
    expect(again.json()).toEqual({ moderados: [], ignorados: [items[0].id] });
    expect((await page('comentarios', cataloguer, 'q=zebra-fila')).total).toBe(1);
    const approved = await page('comentarios', cataloguer, 'q=zebra-fila&situacao=aprovado');
    expect(approved.itens.map((i) => i.notas)).toEqual([[{ quando: expect.any(String), autor: 'catalogador', situacao: 'aprovado', nota: null }],
      [{ quando: expect.any(String), autor: 'catalogador', situacao: 'aprovado', nota: null }]]);
    expect(await rows<{ n: number }>(`SELECT count(*)::int AS n FROM auditoria WHERE acao = 'comment.approve' AND alvo_id IN ('${items[0].id}', '${items[1].id}')`))
      .toEqual([{ n: 2 }]);
    // A patron's token gets nothing.
    const ana = bearer((await login(app, 'aluno')).access_token);
    expect((await app.inject({ method: 'POST', url: '/api/balcao/comentarios', headers: ana, payload: { ids: [items[2].id], situacao: 'aprovado' } })).statusCode).toBe(403);
  });

  it("shows a request's notes after a move with a note", async () => {
    await app.ctx.database.db.execute(sql.raw(`
      INSERT INTO solicitacao (cod_pessoa, tipo, dados) VALUES (${ana}, 'levantamento_bibliografico', '{"assunto_geral": "zebra-pedido"}'::jsonb)`));
    const [request] = (await page('solicitacoes', clerk, 'q=zebra-pedido')).itens;
    expect(request).toBeDefined();
    const next = request.proximas[0];
    const moved = await app.inject({ method: 'PUT', url: `/api/balcao/solicitacoes/${request.id}`, headers: clerk, payload: { situacao: next, observacao: 'Pedido ao acervo central' } });
    expect(moved.statusCode, moved.body).toBe(200);
    const after = (await page('solicitacoes', clerk, 'situacao=todas&q=' + encodeURIComponent(request.login))).itens.find((i) => i.id === request.id)!;
    expect(after).toMatchObject({ situacao: next, resumo: 'zebra-pedido', tipo: 'levantamento_bibliografico' });
    expect(after.notas.at(-1)).toMatchObject({ autor: 'bibliotecario', situacao: next, nota: 'Pedido ao acervo central' });
  });

  it('pages quickly through tens of thousands of items', async () => {
    await app.ctx.database.db.execute(sql.raw(`
      INSERT INTO comentario (cod_pessoa, cod_acervo, texto, data_envio, situacao)
      SELECT ${ana}, NULL, 'carga ' || n, now() - make_interval(mins => n), CASE WHEN n % 4 = 0 THEN 'pendente' ELSE 'aprovado' END
        FROM generate_series(1, 40000) n`));
    await app.ctx.database.db.execute(sql.raw('ANALYZE comentario'));
    const started = performance.now();
    const deep = await page('comentarios', cataloguer, 'pagina=300');
    const took = performance.now() - started;
    console.info(`page 300 of the pending comments: ${Math.round(took)} ms`);
    expect(deep.total).toBeGreaterThanOrEqual(10000);
    expect(deep.itens).toHaveLength(25);
    expect(deep.itens.every((i) => i.situacao === 'pendente')).toBe(true);
    // Generous on a shared machine; an unindexed sort of every row is what it guards against.
    expect(took).toBeLessThan(3000);
  });
});
