/**
 * Issue 33 item 4: a campus behind one address is served, a scraper is not. With the
 * default budgets (server/config.ts, docs/manual/security.md): a thousand students opening
 * the catalogue from one NAT address in a minute — a visitor's token each and the home
 * page's reads — get no 429, while one client hammering with its token does, and so does
 * an address rotating tokens past its ceiling. No header dodges them.
 */
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../../server/config';
import { queryRows } from '../../server/db/connect';
import { addressBucket } from '../../server/http/public-limits';
import { backendName, onPostgres } from '../support/test-db';
import { bearer, testApp } from '../support/server-app';

const CAMPUS = '192.0.2.10';
/**
 * Students in the crowd: the whole thousand on PostgreSQL, the campus's production database
 * (and the one two API processes share). PGlite runs the same rules with the same budgets
 * for a quarter of the crowd: ten thousand writes on one embedded single-threaded engine took
 * eight minutes of a two-core CI, to show what the thousand on PostgreSQL already show.
 */
const STUDENTS = onPostgres ? 1000 : 250;
/** What the PWA reads for the home page with a visitor's token (tests/e2e/public-token.spec.ts counts them). */
const PAGE_READS = ['/api/parametros/autoatendimento', '/api/parametros/instituicao', '/api/parametros/funcionalidades',
  '/api/parametros/atendimento', '/api/consulta/novas-aquisicoes', '/api/parametros/secao_1', '/api/parametros/secao_2',
  '/api/parametros/eventos_institucionais'];
const defaults = configFromEnv({});
const budgets = {
  publicTokenGrantsPerMinute: defaults.publicTokenGrantsPerMinute,
  publicRequestsPerTokenPerMinute: defaults.publicRequestsPerTokenPerMinute,
  publicRequestsPerAddressPerMinute: defaults.publicRequestsPerAddressPerMinute,
  loginRateLimitPerMinute: defaults.loginRateLimitPerMinute,
  refreshGrantsPerMinute: defaults.refreshGrantsPerMinute,
};

async function inBatches<T>(count: number, width: number, task: (i: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  await Promise.all(Array.from({ length: width }, async () => {
    while (next < count) {
      const i = next++;
      results[i] = await task(i);
    }
  }));
  return results;
}

describe(`one address, a whole campus (${backendName})`, () => {
  let app: FastifyInstance;
  beforeAll(async () => { app = await testApp(budgets); });
  afterAll(() => app?.close());

  const grant = (remoteAddress: string, headers: Record<string, string> = {}) => app.inject({
    method: 'POST', url: '/api/oauth/token', remoteAddress, headers, payload: { grant_type: 'client_credentials', client_id: '4' },
  });

  it('the defaults are sized for 1,000 students and hold one token to a person\'s pace', () => {
    expect(budgets).toEqual({
      publicTokenGrantsPerMinute: 1200, publicRequestsPerTokenPerMinute: 300, publicRequestsPerAddressPerMinute: 30_000,
      loginRateLimitPerMinute: 120, refreshGrantsPerMinute: 1200,
    });
  });

  it(`a signed-in campus renews its tokens from one address: ${STUDENTS} refreshes and ${STUDENTS / 10} sign-ins in a minute, not one 429`, async () => {
    const token = (payload: object) => app.inject({ method: 'POST', url: '/api/oauth/token', remoteAddress: CAMPUS, payload: { client_id: '4', ...payload } });
    // Made-up refresh tokens are refused (401), but never for the budget: a refresh token cannot be guessed.
    const refreshes = await inBatches(STUDENTS, 25, async (i) => (await token({ grant_type: 'refresh_token', refresh_token: `campus-${i}` })).statusCode);
    expect(refreshes.filter((c) => c === 429)).toHaveLength(0);
    const signIns = await inBatches(STUDENTS / 10, 10, async (i) => (await token({ grant_type: 'password', username: `campus-${i}`, password: 'x' })).statusCode);
    expect(signIns.filter((c) => c === 429)).toHaveLength(0);
  }, 300_000);

  it(`${STUDENTS} students open the catalogue from one address within a minute: not one 429`, async () => {
    const started = Date.now();
    const statuses = await inBatches(STUDENTS, 25, async () => {
      const token = await grant(CAMPUS);
      if (token.statusCode !== 200) return [token.statusCode];
      const auth = bearer(token.json().access_token);
      const reads = await Promise.all(PAGE_READS.map((url) => app.inject({ url, remoteAddress: CAMPUS, headers: { ...auth, lang: '1' } })));
      return [200, ...reads.map((r) => r.statusCode)];
    });
    const all = statuses.flat();
    expect(all).toHaveLength(STUDENTS * (1 + PAGE_READS.length));
    expect(all.filter((s) => s === 429)).toHaveLength(0);
    expect(all.every((s) => s === 200)).toBe(true);
    // All in one window of the budgets (a loaded machine may take longer than a minute: then
    // the windows turned over and only the absence of 429s is shown).
    if (Date.now() - started < 60_000) {
      const counted = await queryRows<{ chave: string; contador: number }>(app.ctx.database.db,
        sql`SELECT chave, contador FROM limite_taxa WHERE chave IN (${`public-token|${CAMPUS}`}, ${`public-requests|${CAMPUS}`}) ORDER BY chave`);
      expect(counted.map((r) => [r.chave, Number(r.contador)])).toEqual([[`public-requests|${CAMPUS}`, STUDENTS * PAGE_READS.length], [`public-token|${CAMPUS}`, STUDENTS]]);
    } else {
      console.warn(`${STUDENTS} students took ${Math.round((Date.now() - started) / 1000)} s here: more than one budget window`);
    }
  }, 600_000);

  it('one client hammering with its token past a scraper\'s pace gets 429, through a real connection; the next student does not', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const token = (await (await fetch(`${base}/api/oauth/token`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ grant_type: 'client_credentials', client_id: '4' }),
    })).json()).access_token as string;
    const statuses = await inBatches(350, 10, async () => {
      const res = await fetch(`${base}/api/parametros/autoatendimento`, {
        headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 250)}` },
      });
      return { status: res.status, retryAfter: res.headers.get('retry-after') };
    });
    expect(statuses.filter((s) => s.status === 200)).toHaveLength(300);
    const refused = statuses.filter((s) => s.status === 429);
    expect(refused).toHaveLength(50);
    expect(Number(refused[0].retryAfter)).toBeGreaterThan(0);
    // Another student behind the same address still reads.
    const other = (await (await fetch(`${base}/api/oauth/token`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ grant_type: 'client_credentials', client_id: '4' }),
    })).json()).access_token as string;
    expect((await fetch(`${base}/api/parametros/autoatendimento`, { headers: { authorization: `Bearer ${other}` } })).status).toBe(200);
  }, 180_000);
});

describe(`a scraper taking new tokens from one address (${backendName})`, () => {
  let app: FastifyInstance;
  // Small budgets, the same rules: 5 grants, 4 requests per token, 10 per address per minute.
  beforeAll(async () => {
    app = await testApp({ publicTokenGrantsPerMinute: 5, publicRequestsPerTokenPerMinute: 4, publicRequestsPerAddressPerMinute: 10 });
  });
  afterAll(() => app?.close());

  it('meets the address\'s ceiling, and then the grants\' budget; forged forwarding headers change nothing', async () => {
    const forged = () => ({ 'x-forwarded-for': `203.0.113.${Math.floor(Math.random() * 250)}`, 'x-real-ip': '203.0.113.99' });
    const codes: number[] = [];
    const grants: number[] = [];
    for (let t = 0; t < 6; t++) {
      const res = await app.inject({ method: 'POST', url: '/api/oauth/token', remoteAddress: CAMPUS, headers: forged(),
        payload: { grant_type: 'client_credentials', client_id: '4' } });
      grants.push(res.statusCode);
      if (res.statusCode !== 200) continue;
      for (let i = 0; i < 4; i++) {
        codes.push((await app.inject({ url: '/api/parametros/autoatendimento', remoteAddress: CAMPUS, headers: { ...bearer(res.json().access_token), ...forged() } })).statusCode);
      }
    }
    expect(grants).toEqual([200, 200, 200, 200, 200, 429]);
    // Each token was within its own 4, but the address stops at 10.
    expect(codes.filter((c) => c === 200)).toHaveLength(10);
    expect(codes.filter((c) => c === 429)).toHaveLength(10);
  });

  it('counts an IPv6 client by its /64', () => {
    expect(addressBucket('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressBucket('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(addressBucket('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(addressBucket('192.0.2.1')).toBe('192.0.2.1');
  });
});
