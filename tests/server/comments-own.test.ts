import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/connect';
import { backendName } from '../support/test-db';
import { bearer, login, publicToken, testApp } from '../support/server-app';

interface Comment { cod_comentario: number; cod_acervo: number; texto: string; situacao: string; nome_pessoa: string | null }

describe(`a patron's own title comments (${backendName})`, () => {
  let app: FastifyInstance;
  let aluno: Record<string, string>;
  let posgrad: Record<string, string>;
  let visitor: Record<string, string>;
  let title: number;
  beforeAll(async () => {
    app = await testApp();
    aluno = bearer((await login(app, 'aluno')).access_token);
    posgrad = bearer((await login(app, 'posgrad')).access_token);
    visitor = bearer(await publicToken(app));
    [{ id: title }] = await queryRows<{ id: number }>(app.ctx.database.db,
      sql`SELECT cod_acervo AS id FROM acervo WHERE cod_acervo NOT IN (SELECT cod_acervo FROM comentario WHERE cod_acervo IS NOT NULL) ORDER BY cod_acervo LIMIT 1`);
  });
  afterAll(() => app.close());

  const comment = (content: string, key?: string) => app.inject({
    method: 'POST', url: `/api/comentarios/acervo/${title}`, headers: aluno, payload: { content, ...(key ? { chave_cliente: key } : {}) },
  });

  it('keeps a new comment pending: the patron sees it, visitors do not until it is approved', async () => {
    const key = randomUUID();
    const sent = await comment('  Ótima introdução ao tema.  ', key);
    expect(sent.statusCode).toBe(201);
    const created: Comment = sent.json();
    expect(created).toMatchObject({ cod_acervo: title, texto: 'Ótima introdução ao tema.', situacao: 'pendente', nome_pessoa: 'Ana' });
    const resent = await comment('  Ótima introdução ao tema.  ', key);
    expect(resent.json().cod_comentario).toBe(created.cod_comentario);

    const mine: Comment[] = (await app.inject({ url: `/api/comentarios/usuario/acervo/${title}`, headers: aluno })).json();
    expect(mine.map((c) => c.cod_comentario)).toEqual([created.cod_comentario]);
    const publicList = () => app.inject({ url: `/api/comentarios/acervo/${title}`, headers: visitor });
    expect((await publicList()).json()).toEqual([]);
    await queryRows(app.ctx.database.db, sql`UPDATE comentario SET situacao = 'aprovado' WHERE cod_comentario = ${created.cod_comentario}`);
    expect((await publicList()).json().map((c: Comment) => c.texto)).toEqual(['Ótima introdução ao tema.']);

    const titles = (await app.inject({ url: '/api/comentarios/usuario/acervos', headers: aluno })).json();
    expect(titles).toContainEqual(expect.objectContaining({ cod_acervo: title, total_comentarios: 1, pendentes: 0 }));
  });

  it('refuses a blank comment and a key already used for another item', async () => {
    const blank = await comment('  ');
    expect([blank.statusCode, blank.json().message]).toEqual([422, 'error.comment-empty']);
    const key = randomUUID();
    const [library] = await queryRows<{ cod: number }>(app.ctx.database.db, sql`SELECT cod_biblioteca AS cod FROM biblioteca LIMIT 1`);
    await app.inject({ method: 'POST', url: '/api/unidade-informacao/comentario', headers: aluno, payload: { content: 'Geral', b: library.cod, chave_cliente: key } });
    const reused = await comment('No título', key);
    expect([reused.statusCode, reused.json().message]).toEqual([422, 'error.client-key-reused']);
  });

  it("never shows or deletes another patron's comment (404 as if it did not exist)", async () => {
    const created: Comment = (await comment('Comentário da Ana')).json();
    const theirs: Comment[] = (await app.inject({ url: `/api/comentarios/usuario/acervo/${title}`, headers: posgrad })).json();
    expect(theirs).toEqual([]);
    const theirTitles = (await app.inject({ url: '/api/comentarios/usuario/acervos', headers: posgrad })).json();
    expect(theirTitles.map((t: { cod_acervo: number }) => t.cod_acervo)).not.toContain(title);

    const stolen = await app.inject({ method: 'DELETE', url: `/api/comentarios/usuario/${created.cod_comentario}`, headers: posgrad });
    const missing = await app.inject({ method: 'DELETE', url: '/api/comentarios/usuario/987654321', headers: posgrad });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json()).toEqual(missing.json());
    expect((await app.inject({ method: 'DELETE', url: `/api/comentarios/usuario/${created.cod_comentario}`, headers: visitor })).statusCode).toBe(403);

    const own = await app.inject({ method: 'DELETE', url: `/api/comentarios/usuario/${created.cod_comentario}`, headers: aluno });
    expect(own.statusCode).toBe(204);
    const after: Comment[] = (await app.inject({ url: `/api/comentarios/usuario/acervo/${title}`, headers: aluno })).json();
    expect(after.map((c) => c.cod_comentario)).not.toContain(created.cod_comentario);
  });
});
