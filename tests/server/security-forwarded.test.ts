/**
 * Issue 17 item 1: the per-address limits count the address Fastify derives (request.ip),
 * which believes X-Forwarded-For only from the proxies TRUST_PROXY names (none by default):
 * a client sending a new header on each request still hits every limit.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv, parseTrustProxy } from '../../server/config';
import { recoverySettings } from '../../server/modules/recovery/settings';
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
  it('trusts no proxy unless told, and reads addresses, ranges and a hop count', () => {
    expect(configFromEnv({}).trustProxy).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('127.0.0.1')).toEqual(['127.0.0.1']);
    expect(parseTrustProxy(' 10.0.0.0/8, loopback ')).toEqual(['10.0.0.0/8', 'loopback']);
    expect(parseTrustProxy('true')).toBe(true);
    const twoHops = parseTrustProxy('2') as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => twoHops('10.0.0.1', hop))).toEqual([true, true, false]);
  });
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
