import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/connect';
import { backendName } from '../support/test-db';
import { bearer, login, publicToken, testApp } from '../support/server-app';

const one = async <T>(app: FastifyInstance, query: ReturnType<typeof sql>) => (await queryRows<T>(app.ctx.database.db, query))[0];

describe(`general comments and acquisition suggestions (${backendName})`, () => {
  let app: FastifyInstance;
  let aluno: Record<string, string>;
  let library: { cod: number; campus: number };
  let otherCampusLibrary: number;
  const post = (url: string, payload: object, headers = aluno) => app.inject({ method: 'POST', url, payload, headers });
  const pending = async () => Number((await one<{ n: number }>(app,
    sql`SELECT count(*)::int AS n FROM comentario c JOIN pessoa p USING (cod_pessoa) WHERE p.login = 'aluno' AND c.situacao = 'pendente'`)).n);

  beforeAll(async () => {
    app = await testApp();
    aluno = bearer((await login(app, 'aluno')).access_token);
    library = await one(app, sql`SELECT cod_biblioteca AS cod, cod_campus AS campus FROM biblioteca ORDER BY cod_biblioteca LIMIT 1`);
    ({ cod: otherCampusLibrary } = await one<{ cod: number }>(app,
      sql`SELECT cod_biblioteca AS cod FROM biblioteca WHERE cod_campus <> ${library.campus} ORDER BY cod_biblioteca LIMIT 1`));
  });
  afterAll(() => app.close());

  it('stores a trimmed general comment awaiting approval, once per client key', async () => {
    const key = randomUUID();
    const before = await pending();
    const body = { content: '  Faltam tomadas na sala de estudos.  ', b: library.cod, chave_cliente: key };
    const first = await post('/api/unidade-informacao/comentario', body);
    expect(first.statusCode).toBe(201);
    expect(first.json().message).toBeTruthy();
    const again = await post('/api/unidade-informacao/comentario', body);
    expect(again.statusCode).toBe(201);
    const rows = await queryRows<{ texto: string; situacao: string; cod_biblioteca: number }>(app.ctx.database.db,
      sql`SELECT texto, situacao, cod_biblioteca FROM comentario WHERE chave_cliente = ${key}`);
    expect(rows).toEqual([{ texto: 'Faltam tomadas na sala de estudos.', situacao: 'pendente', cod_biblioteca: library.cod }]);
    expect(await pending()).toBe(before + 1);
  });

  it('refuses a blank comment, an unknown library and a visitor', async () => {
    const blank = await post('/api/unidade-informacao/comentario', { content: '   ', b: library.cod });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().message).toBe('error.comment-empty');
    const unknown = await post('/api/unidade-informacao/comentario', { content: 'Olá', b: 987654 });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toBe('error.required-field.biblioteca');
    const visitor = await post('/api/unidade-informacao/comentario', { content: 'Olá', b: library.cod }, bearer(await publicToken(app)));
    expect(visitor.statusCode).toBe(403);
  });

  it('stops at the limit of comments awaiting approval, but still answers a resend of an accepted one', async () => {
    const accepted: string[] = [];
    while ((await pending()) < 5) {
      const key = randomUUID();
      expect((await post('/api/unidade-informacao/comentario', { content: 'Mais um', b: library.cod, chave_cliente: key })).statusCode).toBe(201);
      accepted.push(key);
    }
    const over = await post('/api/unidade-informacao/comentario', { content: 'Um a mais', b: library.cod, chave_cliente: randomUUID() });
    expect(over.statusCode).toBe(422);
    expect(over.json().message).toBe('error.comment-limit-exceeded');
    const title = await one<{ id: number }>(app, sql`SELECT cod_acervo AS id FROM acervo ORDER BY cod_acervo LIMIT 1`);
    const onTitle = await post(`/api/comentarios/acervo/${title.id}`, { content: 'Também conta' });
    expect(onTitle.json().message).toBe('error.comment-limit-exceeded');
    if (accepted.length) {
      const resend = await post('/api/unidade-informacao/comentario', { content: 'Mais um', b: library.cod, chave_cliente: accepted[0] });
      expect(resend.statusCode).toBe(201);
    }
    expect(await pending()).toBe(5);
  });

  it('stores an acquisition suggestion with trimmed fields, once per client key', async () => {
    const key = randomUUID();
    const body = {
      campus: library.campus, biblioteca: library.cod, titulo: ' Estruturas de dados ', editor: 'Bookman ', autor: '  ',
      isbn_issn: '9788582600191', chave_cliente: key,
    };
    expect((await post('/api/unidade-informacao/sugestao-aquisicao', body)).statusCode).toBe(201);
    expect((await post('/api/unidade-informacao/sugestao-aquisicao', body)).statusCode).toBe(201);
    const rows = await queryRows(app.ctx.database.db,
      sql`SELECT titulo, editor, autor, isbn_issn, cod_biblioteca FROM sugestao WHERE chave_cliente = ${key}`);
    expect(rows).toEqual([{ titulo: 'Estruturas de dados', editor: 'Bookman', autor: null, isbn_issn: '9788582600191', cod_biblioteca: library.cod }]);
  });

  it('names the missing field of a suggestion and refuses a library of another campus', async () => {
    const base = { campus: library.campus, biblioteca: library.cod, titulo: 'Algoritmos', editor: 'MIT Press' };
    const noTitle = await post('/api/unidade-informacao/sugestao-aquisicao', { ...base, titulo: '  ' });
    expect([noTitle.statusCode, noTitle.json().message]).toEqual([422, 'error.required-field.titulo']);
    const noPublisher = await post('/api/unidade-informacao/sugestao-aquisicao', { ...base, editor: ' ' });
    expect([noPublisher.statusCode, noPublisher.json().message]).toEqual([422, 'error.required-field.editor']);
    const elsewhere = await post('/api/unidade-informacao/sugestao-aquisicao', { ...base, biblioteca: otherCampusLibrary });
    expect([elsewhere.statusCode, elsewhere.json().message]).toEqual([422, 'error.required-field.biblioteca']);
    const missing = await post('/api/unidade-informacao/sugestao-aquisicao', { campus: library.campus, biblioteca: library.cod, titulo: 'X' });
    expect(missing.statusCode).toBe(400);
  });
});
