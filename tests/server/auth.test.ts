import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../server/db/connect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backendName } from '../support/test-db';
import { bearer, login, publicToken, testApp } from '../support/server-app';

describe(`POST /api/oauth/token and GET /api/pessoas (${backendName})`, () => {
  let app: FastifyInstance;
  beforeAll(async () => { app = await testApp({ loginMaxFailures: 3 }); });
  afterAll(() => app.close());

  const token = (payload: Record<string, unknown>) => app.inject({ method: 'POST', url: '/api/oauth/token', payload });

  it('gives visitors a public token that opens public calls but not private ones', async () => {
    const res = await token({ grant_type: 'client_credentials', client_id: '4' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ token_type: 'Bearer', scope: 'public' });
    expect(res.json().refresh_token).toBeUndefined();
    const pub = res.json().access_token;
    expect((await app.inject({ url: '/api/campus', headers: bearer(pub) })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/pessoas', headers: bearer(pub) })).statusCode).toBe(403);
    expect((await app.inject({ url: '/api/campus' })).statusCode).toBe(401);
  });

  it('accepts the form-encoded OAuth body too', async () => {
    const res = await app.inject({
      method: 'POST', url: '/api/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=client_credentials&client_id=4',
    });
    expect(res.statusCode).toBe(200);
  });

  it('refuses an unknown client and an unknown grant', async () => {
    expect((await token({ grant_type: 'client_credentials', client_id: '99' })).statusCode).toBe(401);
    const bad = await token({ grant_type: 'implicit', client_id: '4' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toEqual(expect.any(String));
  });

  it('logs a patron in, case-insensitively, and returns their own data and permissions', async () => {
    const t = await login(app, 'ALUNO');
    const me = await app.inject({ url: '/api/pessoas', headers: bearer(t.access_token) });
    expect(me.statusCode).toBe(200);
    const body = me.json();
    expect(body.user.login).toBe('aluno');
    expect(body.user.nome).toMatch(/Ana/);
    expect(body.bloqueio).toBe(false);
    expect(body.authPermissions.map((p: { cod_atividade: number }) => p.cod_atividade)).toContain(8);
  });

  // Delays and the 430 of wrong passwords: tests/server/security-lockout.test.ts.
  it('answers 401 to a wrong password, and a wrong password does not lock the account', async () => {
    const attempt = () => token({ grant_type: 'password', client_id: '4', username: 'posgrad', password: 'wrong' });
    expect((await attempt()).statusCode).toBe(401);
    expect((await attempt()).statusCode).toBe(401);
    const right = await token({ grant_type: 'password', client_id: '4', username: 'posgrad', password: 'Biblioteca#2026' });
    expect(right.statusCode).toBe(200);
  });

  it('refuses a blocked patron with 430', async () => {
    const res = await token({ grant_type: 'password', client_id: '4', username: 'bloqueado', password: 'Biblioteca#2026' });
    expect(res.statusCode).toBe(430);
  });

  it('rotates refresh tokens and revokes the family when a used one comes back after the grace window', async () => {
    const first = await login(app, 'professor');
    const second = await token({ grant_type: 'refresh_token', client_id: '4', refresh_token: first.refresh_token });
    expect(second.statusCode).toBe(200);
    const rotated = second.json().refresh_token;
    expect(rotated).not.toBe(first.refresh_token);
    // Reuse of the first token once its grace window (issue 21) is over: refused, and the whole family dies with it.
    await queryRows(app.ctx.database.db, sql`UPDATE refresh_token SET usado_em = now() - interval '1 minute' WHERE usado_em IS NOT NULL`);
    expect((await token({ grant_type: 'refresh_token', client_id: '4', refresh_token: first.refresh_token })).statusCode).toBe(401);
    expect((await token({ grant_type: 'refresh_token', client_id: '4', refresh_token: rotated })).statusCode).toBe(401);
  });

  it('rejects expired or forged access tokens', async () => {
    // exp is counted in whole seconds from a rounded-down iat: a 1-second token may be dead
    // at once. Three seconds leave at least two to use it; then the test waits past its exp.
    const short = await testApp({ accessTokenTtlSeconds: 3, seed: 'minimal' });
    try {
      const t = await login(short, 'aluno');
      expect((await short.inject({ url: '/api/pessoas', headers: bearer(t.access_token) })).statusCode).toBe(200);
      const { exp } = JSON.parse(Buffer.from(t.access_token.split('.')[1], 'base64url').toString()) as { exp: number };
      await new Promise((r) => setTimeout(r, Math.max(0, exp * 1000 + 100 - Date.now())));
      expect((await short.inject({ url: '/api/pessoas', headers: bearer(t.access_token) })).statusCode).toBe(401);
    } finally {
      await short.close();
    }
    const pub = await publicToken(app);
    const forged = pub.slice(0, -4) + (pub.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    expect((await app.inject({ url: '/api/campus', headers: bearer(forged) })).statusCode).toBe(401);
  });

  it('limits bursts of sign-in attempts with 429, each kind of grant with its own budget', async () => {
    const limited = await testApp({ loginRateLimitPerMinute: 3, refreshGrantsPerMinute: 2, seed: 'minimal' });
    try {
      const grant = (payload: object) => limited.inject({ method: 'POST', url: '/api/oauth/token', payload: { client_id: '4', ...payload } });
      const codes = [];
      for (let i = 0; i < 5; i++) codes.push((await grant({ grant_type: 'password', username: `nobody-${i}`, password: 'wrong' })).statusCode);
      expect(codes).toEqual([401, 401, 401, 429, 429]);
      // Refreshes from the same address have a budget of their own (REFRESH_GRANTS_PER_MINUTE)…
      const refreshes = [];
      for (let i = 0; i < 3; i++) refreshes.push((await grant({ grant_type: 'refresh_token', refresh_token: `made-up-${i}` })).statusCode);
      expect(refreshes).toEqual([401, 401, 429]);
      // …and so does a visitor's token (PUBLIC_TOKEN_GRANTS_PER_MINUTE).
      expect((await grant({ grant_type: 'client_credentials' })).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
