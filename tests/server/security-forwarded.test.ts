/**
 * Issue 17 item 1: the per-address limits count the address Fastify derives (request.ip),
 * which believes X-Forwarded-For only from the proxies TRUST_PROXY names (none by default):
 * a client sending a new header on each request still hits every limit.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { configFromEnv, parseTrustProxy, startupProblem, TRUST_ANY_PEER_REFUSED } from '../../server/config';
import { recoverySettings } from '../../server/modules/patrons/recovery/settings';
import { backendName } from '../support/test-db';
import { bearer, publicToken, testApp } from '../support/server-app';

let counter = 0;
/** A header no client would send twice. */
const forged = () => ({ 'x-forwarded-for': `10.${(counter >> 8) & 255}.${counter & 255}.${(counter++ % 250) + 1}` });
/** The §8 429 of the rate limits, and the one of failed logins per address. */
const RATE_LIMITED = /^error\.too-many-attempts$/;
/** Issue 21: an address past its failed logins is asked for the captcha, not refused. */
const FAILED_LOGINS = 'error.captcha-required';

describe('TRUST_PROXY', () => {
  it('trusts no proxy unless told, and reads addresses and ranges', () => {
    expect(configFromEnv({}).trustProxy).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('127.0.0.1')).toEqual(['127.0.0.1']);
    expect(parseTrustProxy(' 10.0.0.0/8, loopback ')).toEqual(['10.0.0.0/8', 'loopback']);
  });

  it('refuses to trust every peer (true, or a hop count), naming the fix (issue 33 item 7)', () => {
    for (const value of ['true', 'TRUE', ' true ', '1', '2']) {
      expect(() => parseTrustProxy(value)).toThrow(TRUST_ANY_PEER_REFUSED);
      expect(() => configFromEnv({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY=127\.0\.0\.1.*PUBLIC_URL/);
    }
  });
});

describe('PUBLIC_URL and production (issue 33 item 7)', () => {
  const problem = (env: Record<string, string>) => startupProblem(configFromEnv(env));

  it("is required in production off the demo: NODE_ENV=production with a DATABASE_URL or SEED=none", () => {
    expect(problem({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/catalogo' })).toMatch(/^PUBLIC_URL is required in production/);
    expect(problem({ NODE_ENV: 'production', SEED: 'none' })).toMatch(/^PUBLIC_URL is required in production/);
    expect(problem({ NODE_ENV: 'production', SEED: 'none', PUBLIC_URL: 'https://catalogo.example.edu/' })).toBeNull();
  });

  it('is not for `npm start` on the embedded demo catalogue, development or tests', () => {
    expect(problem({ NODE_ENV: 'production' })).toBeNull();
    expect(problem({ NODE_ENV: 'production', SEED: 'minimal' })).toBeNull();
    expect(problem({ NODE_ENV: 'production', DATABASE_URL: '/srv/catalogo/pglite' })).toBeNull();
    expect(problem({ DATABASE_URL: 'postgres://db/catalogo', SEED: 'none' })).toBeNull();
    expect(problem({ NODE_ENV: 'test', SEED: 'none' })).toBeNull();
  });

  it('must be an http(s) address', () => {
    expect(problem({ PUBLIC_URL: 'catalogo.example.edu' })).toMatch(/^PUBLIC_URL must be the site's http\(s\) address/);
    expect(problem({ PUBLIC_URL: 'https://user@evil.example' })).toMatch(/^PUBLIC_URL must/);
    expect(problem({ PUBLIC_URL: 'https://biblioteca.example.edu/catalogo' })).toBeNull();
  });

  it('and buildApp refuses what the server would not start with, before opening any database', async () => {
    await expect(buildApp({ database: 'memory', production: true, publicUrl: null })).rejects.toThrow(/^PUBLIC_URL is required in production/);
  });

  it('`npm start` leaves at once with the message, exit code 2: TRUST_PROXY=true, or production without PUBLIC_URL', async () => {
    const start = (env: Record<string, string>) => promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, NODE_ENV: 'production', PUBLIC_URL: '', TRUST_PROXY: '', HOST: '127.0.0.1', PORT: '1', STATIC_DIR: '', ...env },
      timeout: 60_000,
    }).then(() => ({ code: 0, stderr: '' }), (error: { code: number; stderr: string }) => ({ code: error.code, stderr: error.stderr }));
    const [trustAll, noAddress] = await Promise.all([
      start({ TRUST_PROXY: 'true', PUBLIC_URL: 'https://catalogo.example.edu', DATABASE_URL: 'postgres://127.0.0.1:1/none' }),
      start({ DATABASE_URL: 'postgres://127.0.0.1:1/none' }),
    ]);
    expect(trustAll).toEqual({ code: 2, stderr: `${TRUST_ANY_PEER_REFUSED}\n` });
    expect(noAddress.code).toBe(2);
    expect(noAddress.stderr).toMatch(/^PUBLIC_URL is required in production .*PUBLIC_URL=https:\/\/catalogo\.example\.edu/);
  }, 90_000);
});

describe(`per-address limits with forged X-Forwarded-For (${backendName})`, () => {
  let app: FastifyInstance;
  let auth: Record<string, string>;
  beforeAll(async () => {
    app = await testApp({ loginRateLimitPerMinute: 3, publicTokenGrantsPerMinute: 3, loginAddressMaxFailures: 2, exportRateLimitPerMinute: 2 });
    recoverySettings.set(app.ctx, { rateLimitPerMinute: 2 });
    auth = bearer(await publicToken(app)); // from 127.0.0.1, the default of inject
  });
  afterAll(() => app?.close());

  const token = (remoteAddress: string, payload: object) =>
    app.inject({ method: 'POST', url: '/api/oauth/token', remoteAddress, headers: forged(), payload: { client_id: '4', ...payload } });

  it('the token limit holds', async () => {
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await token('203.0.113.1', { grant_type: 'client_credentials' })).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
  });

  it('the failed-login limit holds', async () => {
    const wrong = (username: string) => token('203.0.113.2', { grant_type: 'password', username, password: 'wrong' });
    expect((await wrong('aluno')).statusCode).toBe(401);
    expect((await wrong('posgrad')).statusCode).toBe(401);
    const third = await token('203.0.113.2', { grant_type: 'password', username: 'professor', password: 'Biblioteca#2026' });
    expect(third.statusCode).toBe(422);
    expect(third.json().message).toBe(FAILED_LOGINS);
  });

  it('the recovery limit holds', async () => {
    const guess = () => app.inject({
      method: 'POST', url: '/api/pessoas/aluno/recuperar-senha', remoteAddress: '203.0.113.3',
      headers: { ...auth, ...forged() }, payload: { code: '123456' },
    });
    expect((await guess()).statusCode).toBe(422);
    expect((await guess()).statusCode).toBe(422);
    const third = await guess();
    expect(third.statusCode).toBe(429);
  });

  it('the export limit holds', async () => {
    const exportFile = () => app.inject({
      method: 'POST', url: '/api/acervo/exportar-cesta', remoteAddress: '203.0.113.4',
      headers: { ...auth, ...forged() }, payload: { tipo: 'arquivo', dados: 'ris', acervos: [1] },
    });
    expect((await exportFile()).statusCode).not.toBe(429);
    expect((await exportFile()).statusCode).not.toBe(429);
    const third = await exportFile();
    expect(third.statusCode).toBe(429);
    expect(third.json().message).toMatch(RATE_LIMITED);
  });
});

describe(`behind a trusted proxy (${backendName})`, () => {
  const PROXY = '10.1.2.3';
  let app: FastifyInstance;
  beforeAll(async () => { app = await testApp({ trustProxy: [PROXY], loginRateLimitPerMinute: 2, publicTokenGrantsPerMinute: 2, loginAddressMaxFailures: 1 }); });
  afterAll(() => app?.close());

  const token = (remoteAddress: string, client: string | null, payload: object = { grant_type: 'client_credentials' }) => app.inject({
    method: 'POST', url: '/api/oauth/token', remoteAddress,
    headers: client ? { 'x-forwarded-for': client } : {}, payload: { client_id: '4', ...payload },
  });

  it('counts each client the proxy forwards on its own', async () => {
    expect((await token(PROXY, '198.51.100.1')).statusCode).toBe(200);
    expect((await token(PROXY, '198.51.100.1')).statusCode).toBe(200);
    expect((await token(PROXY, '198.51.100.1')).statusCode).toBe(429);
    expect((await token(PROXY, '198.51.100.2')).statusCode).toBe(200);
    // A failed login is held against the client, not against the proxy everyone shares.
    const wrong = { grant_type: 'password', username: 'aluno', password: 'wrong' };
    expect((await token(PROXY, '198.51.100.3', wrong)).statusCode).toBe(401);
    expect((await token(PROXY, '198.51.100.3', wrong)).json().message).toBe(FAILED_LOGINS);
    expect((await token(PROXY, '198.51.100.4', { grant_type: 'password', username: 'aluno', password: 'Biblioteca#2026' })).statusCode).toBe(200);
  });

  it('does not believe the header from anyone else', async () => {
    const codes = [];
    for (let i = 0; i < 3; i++) codes.push((await token('203.0.113.9', `198.51.100.${50 + i}`)).statusCode);
    expect(codes).toEqual([200, 200, 429]);
  });
});
