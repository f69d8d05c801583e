import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchaSettings, setVisitorActivity } from '../../server/modules/patrons/captcha/service';
import { backendName } from '../support/test-db';
import { bearer, publicToken, testApp } from '../support/server-app';
import { solvedCaptcha } from '../support/solve-captcha';

describe(`captcha: challenge, login with activity 1120 (${backendName})`, () => {
  let app: FastifyInstance;
  let auth: Record<string, string>;
  beforeAll(async () => {
    app = await testApp();
    // Cheap proof of work: the tests check the rules, not the cost.
    captchaSettings.set(app.ctx, { cost: 10, difficulty: 1 });
    auth = bearer(await publicToken(app));
  });
  afterAll(() => app.close());

  const loginWith = (extra: Record<string, unknown>) => app.inject({
    method: 'POST', url: '/api/oauth/token',
    payload: { grant_type: 'password', client_id: '4', username: 'aluno', password: 'Biblioteca#2026', ...extra },
  });

  it('hands out signed, expiring, uncacheable challenges to visitors only with a token', async () => {
    const res = await app.inject({ url: '/api/captcha/desafio', headers: auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { parameters, signature } = res.json();
    expect(parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: 10, keyPrefix: '0' });
    expect(parameters.expiresAt).toBeGreaterThan(Date.now() / 1000);
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    expect((await app.inject({ url: '/api/captcha/desafio' })).statusCode).toBe(401);
  });

  it('does not ask for a captcha at login while 1120 is not granted to visitors (the demo default)', async () => {
    const functionalities = (await app.inject({ url: '/api/parametros/funcionalidades', headers: auth })).json();
    expect(functionalities.map((a: { cod_atividade: number }) => a.cod_atividade)).not.toContain(1120);
    expect((await loginWith({})).statusCode).toBe(200);
  });

  describe('with 1120 granted', () => {
    beforeAll(() => setVisitorActivity(app.ctx.database, 1120, true));
    afterAll(() => setVisitorActivity(app.ctx.database, 1120, false));

    it('tells the PWA through the visitor functionalities', async () => {
      const functionalities = (await app.inject({ url: '/api/parametros/funcionalidades', headers: auth })).json();
      expect(functionalities.map((a: { cod_atividade: number }) => a.cod_atividade)).toContain(1120);
    });

    it('refuses a login without a captcha, with a forged one, or with garbage (422 captcha key)', async () => {
      const missing = await loginWith({});
      expect(missing.statusCode).toBe(422);
      expect(missing.json().message).toBe('error.captcha-invalid');
      const token = await solvedCaptcha(app, auth);
      const payload = JSON.parse(Buffer.from(token, 'base64').toString());
      payload.challenge.parameters.cost = 1; // any change breaks the signature
      const forged = Buffer.from(JSON.stringify(payload)).toString('base64');
      expect((await loginWith({ recaptcha_token: forged })).statusCode).toBe(422);
      expect((await loginWith({ recaptcha_token: 'not-a-payload' })).statusCode).toBe(422);
      const wrong = { ...JSON.parse(Buffer.from(token, 'base64').toString()) };
      wrong.solution.derivedKey = 'ff'.repeat(32);
      expect((await loginWith({ recaptcha_token: Buffer.from(JSON.stringify(wrong)).toString('base64') })).statusCode).toBe(422);
    });

    it('accepts a solved captcha once; the same payload replayed is refused', async () => {
      const token = await solvedCaptcha(app, auth);
      expect((await loginWith({ recaptcha_token: token })).statusCode).toBe(200);
      const replay = await loginWith({ recaptcha_token: token });
      expect(replay.statusCode).toBe(422);
      expect(replay.json().message).toBe('error.captcha-invalid');
    });

    it('checks the captcha before the password: a wrong password with no captcha costs the account nothing', async () => {
      for (let i = 0; i < 6; i++) expect((await loginWith({ password: 'wrong' })).statusCode).toBe(422);
      expect((await loginWith({ recaptcha_token: await solvedCaptcha(app, auth) })).statusCode).toBe(200);
    });

    it('refuses an expired challenge even when solved', async () => {
      captchaSettings.set(app.ctx, { ttlSeconds: -5 });
      const token = await solvedCaptcha(app, auth);
      captchaSettings.set(app.ctx, { ttlSeconds: 300 });
      expect((await loginWith({ recaptcha_token: token })).statusCode).toBe(422);
    });

    it('purges used captchas once they expire', async () => {
      await loginWith({ recaptcha_token: await solvedCaptcha(app, auth) });
      const { queryRows } = await import('../../server/db/connect');
      const { sql } = await import('drizzle-orm');
      await queryRows(app.ctx.database.db, sql`UPDATE captcha_usado SET expira_em = now() - interval '1 minute'`);
      await loginWith({ recaptcha_token: await solvedCaptcha(app, auth) });
      const rows = await queryRows<{ n: number }>(app.ctx.database.db, sql`SELECT count(*)::int AS n FROM captcha_usado`);
      expect(rows[0].n).toBe(1);
    });
  });
});
