import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/connect';
import { backendName } from '../support/test-db';
import { bearer, publicToken, testApp } from '../support/server-app';

interface Comment { cod_comentario: number; cod_acervo: number; texto: string; data_envio: string; situacao: string; nome_pessoa: string | null }

describe(`title comments as visitors read them (${backendName})`, () => {
  let app: FastifyInstance;
  let auth: Record<string, string>;
  let title: number;
  beforeAll(async () => {
    app = await testApp();
    auth = bearer(await publicToken(app));
    // A title with an approved demo comment; give it a pending one and an older approved one too.
    [{ id: title }] = await queryRows<{ id: number }>(app.ctx.database.db,
      sql`SELECT cod_acervo AS id FROM comentario WHERE situacao = 'aprovado' AND cod_acervo IS NOT NULL ORDER BY cod_comentario LIMIT 1`);
    await queryRows(app.ctx.database.db, sql`
      INSERT INTO comentario (cod_pessoa, cod_acervo, texto, situacao, data_envio)
      SELECT cod_pessoa, ${title}::int, 'Comentário ainda não aprovado', 'pendente', now() FROM pessoa WHERE login = 'aluno'
      UNION ALL
      SELECT cod_pessoa, ${title}::int, 'Comentário antigo aprovado', 'aprovado', now() - interval '3 years' FROM pessoa WHERE login = 'professor'`);
  });
  afterAll(() => app.close());

  it('lists only approved comments, newest first, signed with the first name only', async () => {
    const res = await app.inject({ url: `/api/comentarios/acervo/${title}`, headers: auth });
    expect(res.statusCode).toBe(200);
    const comments: Comment[] = res.json();
    expect(comments.length).toBeGreaterThanOrEqual(2);
    expect(comments.every((c) => c.situacao === 'aprovado' && c.cod_acervo === title)).toBe(true);
    expect(comments.map((c) => c.texto)).not.toContain('Comentário ainda não aprovado');
    expect(comments.at(-1)!.texto).toBe('Comentário antigo aprovado');
    const dates = comments.map((c) => Date.parse(c.data_envio));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    const [professor] = await queryRows<{ nome: string; login: string; email: string | null }>(app.ctx.database.db,
      sql`SELECT nome, login, email FROM pessoa WHERE login = 'professor'`);
    const signed = comments.at(-1)!.nome_pessoa!;
    expect(signed).toBe(professor.nome.split(' ')[0]);
    expect(res.body).not.toContain(`"${professor.login}"`);
    if (professor.email) expect(res.body).not.toContain(professor.email);
  });

  it('answers 404 for an unknown title', async () => {
    expect((await app.inject({ url: '/api/comentarios/acervo/987654321', headers: auth })).statusCode).toBe(404);
  });
});
