// Subscribed databases (issue 24 item 5): kept by staff (cataloguing, audited), the active
// ones listed to patrons with their library and access notes.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/connect';
import { backendName } from '../support/test-db';
import { bearer, login, testApp } from '../support/server-app';

describe(`subscribed databases (${backendName})`, () => {
  let app: FastifyInstance;
  let aluno: Record<string, string>;
  let staff: Record<string, string>;
  let circulationOnly: Record<string, string>;
  const input = { nome: '  IEEE Xplore ', base: 'IEEE', descricao: 'Somente na rede do campus.', url: 'https://ieeexplore.ieee.org/', acesso_restrito: false, cod_biblioteca: null, ativo: true };

  beforeAll(async () => {
    app = await testApp();
    await app.ctx.database.db.execute(sql`UPDATE pessoa SET papel = 'bibliotecario', permissoes = '{circulation}' WHERE login = 'monitor'`);
    [aluno, staff, circulationOnly] = await Promise.all(['aluno', 'catalogador', 'monitor'].map(async (l) => bearer((await login(app, l)).access_token)));
  });
  afterAll(() => app?.close());

  it('lists the active databases to a patron, every library first, with access notes', async () => {
    const res = await app.inject({ url: '/api/acervo/meu-pergamum/bases-dados', headers: aluno });
    expect(res.statusCode).toBe(200);
    const names = res.json().map((d: { nome: string }) => d.nome);
    expect(names.slice(0, 2)).toEqual(['Portal de Periódicos CAPES', 'SciELO']);
    expect(res.json()[0]).toMatchObject({ cod_biblioteca: null, desc_biblioteca: null, descricao: expect.stringContaining('CAFe'), acesso_restrito: false });
    expect(res.json().find((d: { base: string }) => d.base === 'pearson')).toMatchObject({ acesso_restrito: true, desc_biblioteca: expect.any(String) });
  });

  it('staff with cataloguing add, change and remove one, each audited; a patron and another role cannot', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/balcao/bases-dados', headers: aluno, payload: input })).statusCode).toBe(403);
    expect((await app.inject({ method: 'POST', url: '/api/balcao/bases-dados', headers: circulationOnly, payload: input })).statusCode).toBe(403);
    const blank = await app.inject({ method: 'POST', url: '/api/balcao/bases-dados', headers: staff, payload: { ...input, nome: '  ' } });
    expect([blank.statusCode, blank.json().message]).toEqual([422, 'error.required-field.nome']);
    const badUrl = await app.inject({ method: 'POST', url: '/api/balcao/bases-dados', headers: staff, payload: { ...input, url: 'javascript:alert(1)' } });
    expect([badUrl.statusCode, badUrl.json().message]).toEqual([422, 'error.database-url-invalid']);
    const created = await app.inject({ method: 'POST', url: '/api/balcao/bases-dados', headers: staff, payload: input });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ nome: 'IEEE Xplore', base: 'ieee', ativo: true });
    const id = created.json().codigo;
    const hidden = await app.inject({ method: 'PUT', url: `/api/balcao/bases-dados/${id}`, headers: staff, payload: { ...input, ativo: false } });
    expect(hidden.json().ativo).toBe(false);
    const patronList = (await app.inject({ url: '/api/acervo/meu-pergamum/bases-dados', headers: aluno })).json();
    expect(patronList.some((d: { codigo: number }) => d.codigo === id)).toBe(false);
    const staffList = (await app.inject({ url: '/api/balcao/bases-dados', headers: staff })).json();
    expect(staffList.find((d: { codigo: number }) => d.codigo === id)).toMatchObject({ ativo: false });
    expect((await app.inject({ method: 'DELETE', url: `/api/balcao/bases-dados/${id}`, headers: staff })).statusCode).toBe(204);
    expect((await app.inject({ method: 'DELETE', url: `/api/balcao/bases-dados/${id}`, headers: staff })).statusCode).toBe(404);
    const audit = await queryRows<{ acao: string }>(app.ctx.database.db, sql`
      SELECT acao FROM auditoria WHERE alvo_tipo = 'base_dados' AND alvo_id = ${String(id)} ORDER BY id`);
    expect(audit.map((a) => a.acao)).toEqual(['database.create', 'database.update', 'database.delete']);
  });
});
