/**
 * Issue 17 item 2: wrong passwords slow down one (account, address) pair with growing
 * delays, never the owner elsewhere; only many failures from anywhere lock the account
 * (430), and that lock ends by itself.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../../server/config';
import { queryRows } from '../../server/db/connect';
import { delayAfter } from '../../server/modules/patrons/auth/account-failures';
import { captchaSettings } from '../../server/modules/patrons/captcha/service';
import { backendName } from '../support/test-db';
import { DEMO_PASSWORD, bearer, login, publicToken, testApp } from '../support/server-app';
import { solvedCaptcha } from '../support/solve-captcha';

const ATTACKER = '203.0.113.10';
const OWNER = '198.51.100.20';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('the delays after wrong passwords', () => {
  it('by default: five free tries, then 1 s, 2 s, 4 s … up to 15 minutes; the lock after 50 for an hour', () => {
    const config = configFromEnv({});
    expect(Array.from({ length: 16 }, (_, i) => delayAfter(i + 1, config))).toEqual([0, 0, 0, 0, 1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900]);
    expect(config).toMatchObject({ loginLockFailures: 50, loginLockMinutes: 60, trustProxy: false });
  });
});

describe(`wrong passwords per account and address (${backendName})`, () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp({ loginMaxFailures: 2, loginDelayMaxSeconds: 2, loginLockFailures: 6, loginLockMinutes: 0.05 });
    captchaSettings.set(app.ctx, { cost: 10, difficulty: 1 });
  });
  afterAll(() => app?.close());

  const attempt = (username: string, password: string, remoteAddress: string, extra: object = {}) => app.inject({
    method: 'POST', url: '/api/oauth/token', remoteAddress,
    payload: { grant_type: 'password', client_id: '4', username, password, ...extra },
  });

  it('makes the guesser\'s address wait longer and longer, while the owner signs in from elsewhere', async () => {
    expect((await attempt('posgrad', 'wrong-1', ATTACKER)).statusCode).toBe(401);
    expect((await attempt('posgrad', 'wrong-2', ATTACKER)).statusCode).toBe(401);
    // Now that address waits 1 s for this account; even the right password is not tried.
    const waiting = await attempt('posgrad', DEMO_PASSWORD, ATTACKER);
    expect(waiting.statusCode).toBe(429);
    expect(waiting.headers['retry-after']).toBe('1');
    expect(waiting.json().message).toBe('error.too-many-failed-logins');
    expect((await attempt('posgrad', DEMO_PASSWORD, OWNER)).statusCode).toBe(200);

    await sleep(1100);
    expect((await attempt('posgrad', 'wrong-3', ATTACKER)).statusCode).toBe(401);
    expect((await attempt('posgrad', 'wrong-4', ATTACKER)).headers['retry-after']).toBe('2');
    await sleep(2100);
    expect((await attempt('posgrad', 'wrong-4', ATTACKER)).statusCode).toBe(401);
    // 4 s by doubling, held at the configured cap of 2 s.
    expect((await attempt('posgrad', 'wrong-5', ATTACKER)).headers['retry-after']).toBe('2');
    // Other accounts from that address are not slowed by it.
    expect((await attempt('aluno', DEMO_PASSWORD, ATTACKER)).statusCode).toBe(200);
  });

  it('slows down a login nobody has the same way, so the delays do not tell which logins exist', async () => {
    expect((await attempt('ninguem-aqui', 'wrong-1', ATTACKER)).statusCode).toBe(401);
    expect((await attempt('ninguem-aqui', 'wrong-2', ATTACKER)).statusCode).toBe(401);
    const third = await attempt('NINGUEM-AQUI', 'wrong-3', ATTACKER);
    expect(third.statusCode).toBe(429);
    expect(third.headers['retry-after']).toBe('1');
  });

  it('lets the owner behind the guesser\'s address through the delay with a solved captcha', async () => {
    await attempt('tecnico', 'wrong-1', ATTACKER);
    await attempt('tecnico', 'wrong-2', ATTACKER);
    expect((await attempt('tecnico', DEMO_PASSWORD, ATTACKER)).statusCode).toBe(429);
    expect((await attempt('tecnico', DEMO_PASSWORD, ATTACKER, { recaptcha_token: 'forged' })).statusCode).toBe(429);
    const captcha = await solvedCaptcha(app, bearer(await publicToken(app)));
    expect((await attempt('tecnico', DEMO_PASSWORD, ATTACKER, { recaptcha_token: captcha })).statusCode).toBe(200);
    // Signed in: that address starts afresh for the account.
    expect((await attempt('tecnico', DEMO_PASSWORD, ATTACKER)).statusCode).toBe(200);
  });

  it('locks the account (430) after many wrong passwords from many addresses, and unlocks it by itself', async () => {
    const before = await login(app, 'professor');
    const codes = [];
    for (let i = 1; i <= 6; i++) codes.push((await attempt('professor', `wrong-${i}`, `192.0.2.${i}`)).statusCode);
    expect(codes).toEqual([401, 401, 401, 401, 401, 430]);
    const locked = await attempt('professor', DEMO_PASSWORD, OWNER);
    expect(locked.statusCode).toBe(430);
    expect(locked.json().message).toBe('ACESSO_BLOQUEADO');
    // A session opened before the attack goes on: the lock stops guessing, not the owner's devices.
    const refreshed = await app.inject({
      method: 'POST', url: '/api/oauth/token', payload: { grant_type: 'refresh_token', client_id: '4', refresh_token: before.refresh_token },
    });
    expect(refreshed.statusCode).toBe(200);
    await sleep(3100); // LOGIN_LOCK_MINUTES 0.05
    expect((await attempt('professor', DEMO_PASSWORD, OWNER)).statusCode).toBe(200);
    // The count starts again: one more wrong password is a 401, not a new lock.
    expect((await attempt('professor', 'wrong-7', '192.0.2.7')).statusCode).toBe(401);
  });
});

describe(`LOGIN_LOCK_MINUTES=0 (${backendName})`, () => {
  let app: FastifyInstance;
  beforeAll(async () => { app = await testApp({ loginMaxFailures: 10, loginLockFailures: 2, loginLockMinutes: 0 }); });
  afterAll(() => app?.close());

  it('keeps the lock until a password recovery', async () => {
    const attempt = (password: string, remoteAddress: string) => app.inject({
      method: 'POST', url: '/api/oauth/token', remoteAddress, payload: { grant_type: 'password', client_id: '4', username: 'aluno', password },
    });
    expect((await attempt('wrong-1', '192.0.2.1')).statusCode).toBe(401);
    expect((await attempt('wrong-2', '192.0.2.2')).statusCode).toBe(430);
    expect((await attempt(DEMO_PASSWORD, OWNER)).statusCode).toBe(430);
    const [me] = await queryRows<{ bloqueado: boolean; bloqueado_ate: Date | null }>(app.ctx.database.db,
      sql`SELECT bloqueado, bloqueado_ate FROM pessoa WHERE login = 'aluno'`);
    expect(me).toEqual({ bloqueado: true, bloqueado_ate: null });
  });
});
