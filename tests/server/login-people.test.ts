import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BOND } from '../../server/seed/demo-accounts';
import { backendName } from '../support/test-db';
import { DEMO_PASSWORD, bearer, login, publicToken, testApp } from '../support/server-app';

// bolsista and monitor are the same individual (Lucas, CPF DEMO_BOND), see demo-accounts.ts.
describe(`several logins of one person, duplicates and the category choice (${backendName})`, () => {
  let app: FastifyInstance;
  let visitor: Record<string, string>;
  beforeAll(async () => {
    app = await testApp();
    visitor = bearer(await publicToken(app));
  });
  afterAll(() => app.close());

  const grant = (username: string, extra: Record<string, string> = {}) => app.inject({
    method: 'POST', url: '/api/oauth/token',
    payload: { grant_type: 'password', client_id: '4', username, password: DEMO_PASSWORD, ...extra },
  });
  const whoAmI = async (token: string) =>
    (await app.inject({ url: '/api/pessoas', headers: bearer(token) })).json().user.login as string;

  it('lists the logins of the signed-in person, the current one first', async () => {
    const { access_token } = await login(app, 'bolsista');
    const res = await app.inject({ url: '/api/pessoas/login', headers: bearer(access_token) });
    expect(res.statusCode).toBe(200);
    const logins = res.json() as { codigo: string; nome: string }[];
    expect(logins).toHaveLength(2);
    expect(logins[0].nome).toContain('(bolsista)');
    expect(logins[1].nome).toContain('(monitor)');
  });

  it('a person with one login gets just that one', async () => {
    const { access_token } = await login(app, 'posgrad');
    const logins = (await app.inject({ url: '/api/pessoas/login', headers: bearer(access_token) })).json();
    expect(logins).toHaveLength(1);
    expect(logins[0].nome).toContain('(posgrad)');
  });

  it('switches to another login of the same person, with new tokens', async () => {
    const { access_token } = await login(app, 'bolsista');
    const [, monitor] = (await app.inject({ url: '/api/pessoas/login', headers: bearer(access_token) })).json();
    const res = await app.inject({
      method: 'PUT', url: '/api/pessoas/troca-login', headers: bearer(access_token),
      payload: { codigo: ` ${monitor.codigo} `, base: monitor.base },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().refresh_token).toEqual(expect.any(String));
    expect(await whoAmI(res.json().access_token)).toBe('monitor');
  });

  it("refuses to switch to somebody else's login, without saying whose it is", async () => {
    const posgrad = await login(app, 'posgrad');
    const [own] = (await app.inject({ url: '/api/pessoas/login', headers: bearer(posgrad.access_token) })).json();
    const bolsista = await login(app, 'bolsista');
    const res = await app.inject({
      method: 'PUT', url: '/api/pessoas/troca-login', headers: bearer(bolsista.access_token),
      payload: { codigo: own.codigo, base: 'local' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('posgrad');
  });

  it('offers the people behind a shared CPF by category only, and nothing for a plain login', async () => {
    const res = await app.inject({ url: `/api/pessoas/duplicadas?usuario=${DEMO_BOND}`, headers: visitor });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { result: boolean; pessoas: { codigo: string; nome: string }[] };
    expect(body.result).toBe(true);
    expect(body.pessoas).toHaveLength(2);
    expect(JSON.stringify(body)).not.toMatch(/Lucas|bolsista|monitor/);
    const single = (await app.inject({ url: '/api/pessoas/duplicadas?usuario=bolsista', headers: visitor })).json();
    expect(single).toEqual({ result: false, pessoas: [] });
    const nobody = (await app.inject({ url: '/api/pessoas/duplicadas?usuario=ninguem', headers: visitor })).json();
    expect(nobody).toEqual({ result: false, pessoas: [] });
  });

  it('signs in with the CPF once a person is chosen, and asks for the choice otherwise', async () => {
    const ambiguous = await grant(DEMO_BOND);
    expect(ambiguous.statusCode).toBe(422);
    expect(ambiguous.json().message).toBe('ESCOLHA_PESSOA');
    const { pessoas } = (await app.inject({ url: `/api/pessoas/duplicadas?usuario=${DEMO_BOND}`, headers: visitor })).json();
    for (const [index, expected] of [[0, 'bolsista'], [1, 'monitor']] as const) {
      const res = await grant(`529.982.247-25#${pessoas[index].codigo}`);
      expect(res.statusCode).toBe(200);
      expect(await whoAmI(res.json().access_token)).toBe(expected);
    }
  });

  it('answers 400 to a login without user or password (spec §8: request failed)', async () => {
    for (const payload of [{ username: 'aluno', password: '' }, { username: '  ', password: DEMO_PASSWORD }]) {
      const res = await app.inject({ method: 'POST', url: '/api/oauth/token', payload: { grant_type: 'password', client_id: '4', ...payload } });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
  });

  it('narrows by the category of the login form', async () => {
    const staff = await grant(DEMO_BOND, { categoria: '05' });
    expect(staff.statusCode).toBe(200);
    expect(await whoAmI(staff.json().access_token)).toBe('monitor');
    // aluno is an undergraduate (01): the login exists, but not in that category.
    expect((await grant('aluno', { categoria: '04' })).statusCode).toBe(401);
    expect((await grant('aluno', { categoria: '01' })).statusCode).toBe(200);
  });
});

describe(`failed logins per client address (${backendName})`, () => {
  let app: FastifyInstance;
  beforeAll(async () => { app = await testApp({ loginAddressMaxFailures: 3, loginMaxFailures: 10 }); });
  afterAll(() => app.close());

  const attempt = (username: string, password: string, ip = '203.0.113.7') => app.inject({
    method: 'POST', url: '/api/oauth/token', remoteAddress: ip,
    payload: { grant_type: 'password', client_id: '4', username, password },
  });

  it('after N failures across accounts the address must solve the captcha, even with a right password; others are unaffected', async () => {
    expect((await attempt('aluno', 'wrong-1')).statusCode).toBe(401);
    expect((await attempt('posgrad', 'wrong-2')).statusCode).toBe(401);
    expect((await attempt('ninguem', 'wrong-3')).statusCode).toBe(401);
    // Issue 21: asked for the captcha (a campus shares one address), not refused outright.
    const blocked = await attempt('professor', DEMO_PASSWORD);
    expect(blocked.statusCode).toBe(422);
    expect(blocked.json().message).toBe('error.captcha-required');
    // Another address, and the accounts themselves, are not locked by it.
    expect((await attempt('professor', DEMO_PASSWORD, '198.51.100.9')).statusCode).toBe(200);
    expect((await attempt('aluno', DEMO_PASSWORD, '198.51.100.9')).statusCode).toBe(200);
  });
});
