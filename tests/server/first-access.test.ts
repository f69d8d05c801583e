// Issue 35 item 3: a patron loaded without an e-mail gets in. Staff at the desk issue a
// first-access code (shown once, stored hashed, audited, never for a staff account); the
// patron sets a password with it on the public screen; the code works once, dies after too
// many wrong guesses, and the screen spends the address's sign-in budget.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/connect';
import { loadPatrons } from '../../server/loaders/patrons';
import { bearer, login, publicToken, testApp } from '../support/server-app';
import { backendName } from '../support/test-db';

const NEW_PASSWORD = 'Primeiro#Acesso2026';

describe(`first access with a code from the desk (${backendName})`, () => {
  let app: FastifyInstance;
  let clerk: Record<string, string>;
  let visitor: Record<string, string>;
  const codes: Record<string, number> = {};
  const q = <T>(text: ReturnType<typeof sql>) => queryRows<T>(app.ctx.database.db, text);
  const issue = (cod: number, auth = clerk) => app.inject({ method: 'POST', url: `/api/balcao/pessoas/${cod}/primeiro-acesso`, headers: auth });
  const redeem = (usuario: string, codigo: string, senha = NEW_PASSWORD) =>
    app.inject({ method: 'POST', url: '/api/pessoas/primeiro-acesso', headers: visitor, payload: { usuario, codigo, senha } });
  const signIn = (username: string, password: string) => app.inject({
    method: 'POST', url: '/api/oauth/token', payload: { grant_type: 'password', client_id: '4', username, password },
  });

  beforeAll(async () => {
    app = await testApp();
    clerk = bearer((await login(app, 'bibliotecario')).access_token);
    visitor = bearer(await publicToken(app));
    const file = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'first-access-')), 'p.csv');
    await fs.writeFile(file, 'login,nome,categoria,cartao\nsem.email.um,Joana Sem Email,01,FA0001\nsem.email.dois,Pedro Sem Email,01,FA0002\n');
    expect(await loadPatrons(app.ctx.database, file, {}, () => {})).toMatchObject({ created: 2, warned: 2 });
    for (const r of await q<{ login: string; cod_pessoa: number }>(sql`SELECT login, cod_pessoa FROM pessoa WHERE login IN ('sem.email.um', 'sem.email.dois', 'administrador')`)) codes[r.login] = r.cod_pessoa;
  });
  afterAll(() => app?.close());

  it('a loaded patron without e-mail cannot sign in; the clerk issues a code, shown once and kept only as a hash, audited', async () => {
    expect((await signIn('sem.email.um', NEW_PASSWORD)).statusCode).toBe(401);
    const res = await issue(codes['sem.email.um']);
    expect(res.statusCode).toBe(201);
    const body = res.json() as { codigo: string; expira_em: string; login: string; nome: string };
    expect(body).toMatchObject({ login: 'sem.email.um', nome: 'Joana Sem Email' });
    expect(body.codigo).toMatch(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
    const days = (Date.parse(body.expira_em) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThan(7.1);
    const [stored] = await q<{ codigo_hash: string }>(sql`SELECT codigo_hash FROM codigo_primeiro_acesso WHERE cod_pessoa = ${codes['sem.email.um']}`);
    expect(stored.codigo_hash).toMatch(/^[0-9a-f]{64}$/);
    const [audit] = await q<{ autor: number; depois: unknown }>(sql`SELECT autor, depois FROM auditoria WHERE acao = 'patron.first-access-code' ORDER BY id DESC LIMIT 1`);
    expect(JSON.stringify(audit.depois)).not.toContain(body.codigo);
  });

  it('only staff with the circulation role issue codes, and never for a staff account', async () => {
    const cataloguer = bearer((await login(app, 'catalogador')).access_token);
    expect((await issue(codes['sem.email.dois'], cataloguer)).statusCode).toBe(403);
    const patron = bearer((await login(app, 'aluno')).access_token);
    expect((await issue(codes['sem.email.dois'], patron)).statusCode).toBe(403);
    const admin = await issue(codes.administrador);
    expect(admin.statusCode).toBe(422);
    expect(admin.json().message).toBe('error.first-access-staff-account');
  });

  it('the patron sets a password with the code (by login or card, any case) and signs in; the code works once', async () => {
    const { codigo } = (await issue(codes['sem.email.dois'])).json() as { codigo: string };
    const weak = await redeem('FA0002', codigo, 'abc');
    expect(weak.statusCode).toBe(422);
    expect(weak.json().message).toBe('error.password-rules');
    const wrong = await redeem('FA0002', 'AAAA-BBBB-CCCC');
    expect(wrong.json().message).toBe('error.first-access-code-invalid');
    expect((await redeem('FA0002', codigo.toLowerCase().replace(/-/g, ' '))).statusCode).toBe(204);
    expect((await signIn('sem.email.dois', NEW_PASSWORD)).statusCode).toBe(200);
    const again = await redeem('sem.email.dois', codigo, 'Outra#Senha2026x');
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('error.first-access-code-invalid');
    expect((await signIn('sem.email.dois', NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('an unknown patron gets the same answer as a wrong code; too many wrong guesses kill the code', async () => {
    expect((await redeem('ninguem', 'AAAA-BBBB-CCCC')).json().message).toBe('error.first-access-code-invalid');
    const { codigo } = (await issue(codes['sem.email.um'])).json() as { codigo: string };
    for (let i = 0; i < 5; i++) expect((await redeem('sem.email.um', `WRNG-${i}${i}${i}${i}-ZZZZ`)).statusCode).toBe(422);
    expect((await redeem('sem.email.um', codigo)).json().message).toBe('error.first-access-code-invalid');
  });

  it('the screen spends the address\'s sign-in budget (429)', async () => {
    const limited = await testApp({ loginRateLimitPerMinute: 2 });
    try {
      const auth = bearer(await publicToken(limited));
      const statuses = [];
      for (let i = 0; i < 3; i++) {
        statuses.push((await limited.inject({ method: 'POST', url: '/api/pessoas/primeiro-acesso', headers: auth, payload: { usuario: 'x', codigo: 'y', senha: 'z' } })).statusCode);
      }
      expect(statuses).toEqual([422, 422, 429]);
    } finally {
      await limited.close();
    }
  });
});
