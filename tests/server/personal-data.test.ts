/**
 * Issue 13 item 4: the patron's personal data (spec §3) — read, changed under §3's rules,
 * library-owned fields read-only, the recovery e-mail changed only with the password.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, bearer, login, publicToken, testApp } from '../support/server-app';
import { backendName } from '../support/test-db';
import { queryRows } from '../../server/db/connect';

const URL = '/api/pessoas/meu-pergamum/dados-pessoais';

describe(`personal data (${backendName})`, () => {
  let app: FastifyInstance;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    app = await testApp();
    for (const who of ['aluno', 'posgrad', 'comunidade', 'professor']) tokens[who] = (await login(app, who)).access_token;
  });
  afterAll(() => app?.close());

  const get = (who: string) => app.inject({ url: URL, headers: bearer(tokens[who]) });
  const put = (who: string, payload: object) => app.inject({ method: 'PUT', url: URL, headers: bearer(tokens[who]), payload });
  /** The form as the GET gave it, with some fields changed. */
  const edited = async (who: string, changes: object) => {
    const { nome, categoria, desc_categoria, ...rest } = (await get(who)).json();
    return { ...rest, nome, categoria, desc_categoria, ...changes };
  };

  it('shows the patron their own §3 fields, with name, category and e-mail', async () => {
    const res = await get('aluno');
    expect(res.statusCode).toBe(200);
    const data = res.json();
    expect(data).toMatchObject({ nome: 'Ana Beatriz Souza', categoria: '01', email: 'aluno@ufdemo.edu.br', recebe_email: true });
    expect(data.cpf).toMatch(/^\d{11}$/);
    expect(data.cep).toMatch(/^\d{5}-\d{3}$/);
    expect(Object.keys(data)).toEqual(expect.arrayContaining(['endereco', 'bairro', 'rg', 'estado_civil', 'data_nascimento']));
    expect(data.senhaAtual).toBeUndefined();
    expect((await get('posgrad')).json().nome).toBe('Carlos Eduardo Lima');
  });

  it('saves an edit, normalising the CEP, and the next read shows it', async () => {
    const res = await put('aluno', await edited('aluno', {
      endereco: 'Rua Lauro Linhares, 1288', cep: '88036002', cidade: 'Florianópolis', estado_civil: 'viuvo', sexo: 'F',
      data_nascimento: '2001-04-09', profissao: 'Estudante', recebe_email: false,
    }));
    expect(res.statusCode).toBe(200);
    const after = (await get('aluno')).json();
    expect(after).toMatchObject({
      endereco: 'Rua Lauro Linhares, 1288', cep: '88036-002', estado_civil: 'viuvo', data_nascimento: '2001-04-09',
      profissao: 'Estudante', recebe_email: false, nome: 'Ana Beatriz Souza',
    });
    // Another patron's record is untouched.
    expect((await get('posgrad')).json().endereco).not.toBe('Rua Lauro Linhares, 1288');
  });

  it.each([
    ['a postal code of the wrong shape', { cep: '8803-6002' }, 'error.personal-data-cep'],
    ['a birth date today or later', { data_nascimento: '2999-01-01' }, 'error.personal-data-birth-date'],
    ['a new name', { nome: 'Outra Pessoa' }, 'error.personal-data-read-only'],
    ['a new category', { categoria: '01' }, 'error.personal-data-read-only'],
    ['a different CPF than the library holds', { cpf: '52998224725' }, 'error.personal-data-read-only'],
    ['no CPF when the library holds one', { cpf: null }, 'error.personal-data-read-only'],
  ])('refuses %s with the 422 key, changing nothing', async (_, changes, key) => {
    const before = (await get('professor')).json();
    const res = await put('professor', await edited('professor', { bairro: 'Trindade Nova', ...changes }));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(key);
    expect((await get('professor')).json()).toEqual(before);
  });

  it.each([
    ['a gender outside the list', { sexo: 'X' }],
    ['a marital status outside the list', { estado_civil: 'noivo' }],
    ['a CPF that is not eleven digits', { cpf: '529.982.247-25' }],
    ['an unknown field', { senha_hash: 'x' }],
    ['a birth date that is not a calendar day', { data_nascimento: '2001-02-30' }],
  ])('refuses %s at the contract (400)', async (_, changes) => {
    expect((await put('professor', await edited('professor', changes))).statusCode).toBe(400);
  });

  it('a patron without a CPF gives one, checked by its check digits, and then it is the library\'s', async () => {
    expect((await get('comunidade')).json().cpf).toBeNull();
    for (const bad of ['52998224724', '11111111111']) {
      const res = await put('comunidade', await edited('comunidade', { cpf: bad }));
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe('error.personal-data-cpf');
    }
    expect((await put('comunidade', await edited('comunidade', { cpf: '11144477735' }))).statusCode).toBe(200);
    expect((await get('comunidade')).json().cpf).toBe('11144477735');
    const again = await put('comunidade', await edited('comunidade', { cpf: '52998224725' }));
    expect(again.json().message).toBe('error.personal-data-read-only');
  });

  it('changes the recovery e-mail only with the current password', async () => {
    const without = await put('posgrad', await edited('posgrad', { email: 'carlos.lima@example.org' }));
    expect(without.statusCode).toBe(422);
    expect(without.json().message).toBe('error.personal-data-password-required');
    const wrong = await put('posgrad', await edited('posgrad', { email: 'carlos.lima@example.org', senhaAtual: 'Errada#2026' }));
    expect(wrong.json().message).toBe('error.current-password-wrong');
    const notAnAddress = await put('posgrad', await edited('posgrad', { email: 'carlos.lima', senhaAtual: DEMO_PASSWORD }));
    expect(notAnAddress.json().message).toBe('error.personal-data-email');
    expect((await app.inject({ url: '/api/pessoas/email-pessoa-logada', headers: bearer(tokens.posgrad) })).json())
      .toEqual({ email: 'posgrad@ufdemo.edu.br' });

    const ok = await put('posgrad', await edited('posgrad', { email: 'carlos.lima@example.org', senhaAtual: DEMO_PASSWORD }));
    expect(ok.statusCode).toBe(200);
    expect(ok.json().email).toBe('carlos.lima@example.org');
    expect((await app.inject({ url: '/api/pessoas/email-pessoa-logada', headers: bearer(tokens.posgrad) })).json())
      .toEqual({ email: 'carlos.lima@example.org' });
    // Recovery now writes to the new address (step 1 no longer shows it, issue 21).
    const [row] = await queryRows<{ email: string }>(app.ctx.database.db, sql`SELECT email FROM pessoa WHERE login = 'posgrad'`);
    expect(row.email).toBe('carlos.lima@example.org');
    // The same address sent back (any case) needs no password.
    expect((await put('posgrad', await edited('posgrad', { email: 'Carlos.Lima@example.org', bairro: 'Centro' }))).statusCode).toBe(200);
  });

  it('needs a patron: no token 401, a visitor 401/403', async () => {
    expect((await app.inject({ url: URL })).statusCode).toBe(401);
    const visitor = await app.inject({ url: URL, headers: bearer(await publicToken(app)) });
    expect([401, 403]).toContain(visitor.statusCode);
  });

  it('lists the institution\'s departments by name', async () => {
    const res = await app.inject({ url: '/api/pessoas/departamentos', headers: bearer(await publicToken(app)) });
    expect(res.statusCode).toBe(200);
    const names = res.json().map((d: { descricao: string }) => d.descricao);
    expect(names).toContain('Centro Tecnológico');
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, 'pt')));
    await app.ctx.database.db.execute(sql`UPDATE instituicao SET dados = dados - 'departamentos' WHERE id = 1`);
    expect((await app.inject({ url: '/api/pessoas/departamentos', headers: bearer(tokens.aluno) })).json()).toEqual([]);
  });
});
