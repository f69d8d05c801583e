/**
 * Issue 13 item 6: the LGPD rights — one download of everything held about the patron
 * (their data only, no secrets), and a deletion request recorded for the staff desk.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryRows } from '../../server/db/connect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERBS } from '../../server/desk-cli';
import { bearer, login, testApp } from '../support/server-app';
import { backendName } from '../support/test-db';

describe(`privacy rights (${backendName})`, () => {
  let app: FastifyInstance;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    app = await testApp();
    for (const who of ['aluno', 'posgrad', 'bibliotecario']) tokens[who] = (await login(app, who)).access_token;
  });
  afterAll(() => app?.close());

  const exportOf = (who: string) => app.inject({ url: '/api/pessoas/meu-pergamum/privacidade/exportacao', headers: bearer(tokens[who]) });
  const ask = (who: string, payload: object = {}) => app.inject({
    method: 'POST', url: '/api/pessoas/meu-pergamum/privacidade/exclusao', headers: bearer(tokens[who]), payload,
  });
  const mine = (who: string) => app.inject({ url: '/api/pessoas/meu-pergamum/privacidade/exclusao', headers: bearer(tokens[who]) });
  const deskList = (who: string, status = '') => app.inject({ url: `/api/balcao/exclusoes${status}`, headers: bearer(tokens[who]) });
  const handle = (who: string, id: number, resposta: string) => app.inject({
    method: 'PUT', url: `/api/balcao/exclusoes/${id}`, headers: bearer(tokens[who]), payload: { resposta },
  });

  it('downloads everything held about the patron as a JSON attachment: loans, holds, fines, comments, sessions…', async () => {
    const res = await exportOf('aluno');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="meus-dados-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.headers['cache-control']).toMatch(/no-store/);
    const data = res.json();
    expect(data.pessoa).toMatchObject({ login: 'aluno', nome: 'Ana Beatriz Souza', email: 'aluno@ufdemo.edu.br' });
    expect(data.pessoa.dados_pessoais.cpf).toMatch(/^\d{11}$/);
    // aluno's demo record (demo-accounts.ts): loans out and returned, holds, an open and a paid fine, comments.
    expect(data.emprestimos.length).toBeGreaterThanOrEqual(3);
    expect(data.emprestimos.some((l: { data_devolucao: unknown }) => l.data_devolucao === null)).toBe(true);
    expect(data.reservas.length).toBeGreaterThanOrEqual(3);
    expect(data.multas.length).toBeGreaterThanOrEqual(2);
    expect(data.comentarios.length).toBeGreaterThanOrEqual(1);
    expect(data.sessoes.length).toBeGreaterThanOrEqual(1);
    expect(data.instituicao).toBe('Universidade Federal de Demonstração');
  });

  it('holds no secret: no password hash, no token or code hashes, no push keys', async () => {
    const body = (await exportOf('aluno')).body;
    expect(body).not.toMatch(/argon2|senha_hash|senhas_anteriores|codigo_hash|p256dh|"hash"|"token"|"auth"/);
    const [row] = await queryRows<{ senha_hash: string }>(app.ctx.database.db, sql`SELECT senha_hash FROM pessoa WHERE login = 'aluno'`);
    expect(body).not.toContain(row.senha_hash);
  });

  it('holds only the caller\'s data: another patron\'s download is theirs', async () => {
    const other = (await exportOf('posgrad')).json();
    expect(other.pessoa.login).toBe('posgrad');
    const mineData = (await exportOf('aluno')).json();
    const ids = (list: { cod_emprestimo: number }[]) => new Set(list.map((l) => l.cod_emprestimo));
    const overlap = [...ids(other.emprestimos)].filter((id) => ids(mineData.emprestimos).has(id));
    expect(overlap).toEqual([]);
    expect(JSON.stringify(other)).not.toContain('Ana Beatriz Souza');
    expect((await app.inject({ url: '/api/pessoas/meu-pergamum/privacidade/exportacao' })).statusCode).toBe(401);
  });

  it('records a deletion request once, shows it at the desk, and the patron sees the answer', async () => {
    const created = await ask('aluno', { motivo: '  Quero apagar meus comentários e o histórico que não for obrigatório.  ' });
    expect(created.statusCode).toBe(201);
    const request = created.json();
    expect(request).toMatchObject({ situacao: 'aberto', motivo: 'Quero apagar meus comentários e o histórico que não for obrigatório.', resposta: null });
    const twice = await ask('aluno');
    expect(twice.statusCode).toBe(422);
    expect(twice.json().message).toBe('error.deletion-already-open');

    const open = (await deskList('bibliotecario')).json();
    expect(open).toEqual([expect.objectContaining({ id: request.id, login: 'aluno', nome: 'Ana Beatriz Souza', situacao: 'aberto' })]);
    // A patron is no desk.
    expect((await deskList('posgrad')).statusCode).toBe(403);
    expect((await handle('posgrad', request.id, 'feito')).statusCode).toBe(403);

    const done = await handle('bibliotecario', request.id, 'Comentários apagados; empréstimos mantidos por obrigação legal.');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ situacao: 'atendido', atendido_por: 'bibliotecario', atendido_em: expect.any(String) });
    expect((await handle('bibliotecario', request.id, 'de novo')).json().message).toBe('error.deletion-already-handled');
    expect((await handle('bibliotecario', 999999, 'x')).statusCode).toBe(404);
    expect((await deskList('bibliotecario')).json()).toEqual([]);
    expect((await deskList('bibliotecario', '?status=todas')).json()).toHaveLength(1);

    const seen = (await mine('aluno')).json();
    expect(seen).toEqual([expect.objectContaining({ situacao: 'atendido', resposta: 'Comentários apagados; empréstimos mantidos por obrigação legal.' })]);
    expect((await mine('posgrad')).json()).toEqual([]);
    // Handled, a new request may be made.
    expect((await ask('aluno')).statusCode).toBe(201);
    expect((await exportOf('aluno')).json().pedidos_exclusao).toHaveLength(2);
  });

  it('the desk verbs list and handle requests too (npm run desk -- deletions | deletion-handled)', async () => {
    const created = (await ask('posgrad')).json();
    const ctx = app.ctx;
    const listed = await VERBS.deletions.run(ctx, []) as { id: number; login: string }[];
    expect(listed.map((r) => r.login)).toContain('posgrad');
    const handled = await VERBS['deletion-handled'].run(ctx, [String(created.id), 'Dados', 'apagados']) as { situacao: string; resposta: string };
    expect(handled).toMatchObject({ situacao: 'atendido', resposta: 'Dados apagados' });
    await expect((async () => VERBS['deletion-handled'].run(ctx, [String(created.id)]))()).rejects.toThrow(/deletion-handled <request>/);
  });
});
