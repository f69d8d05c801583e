/** Builds the real app on a fresh test database (PGlite or PostgreSQL) for app.inject. */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type BuildOptions } from '../../server/app';
import { openTestDatabase } from './test-db';

export const DEMO_PASSWORD = 'Biblioteca#2026';

/**
 * A test's app. A test calls as one visitor, from one address, as fast as it can: the
 * budgets of visitors' requests (http/public-limits.ts) are out of its way unless it
 * sets them (tests/server/public-traffic.test.ts does, with the defaults).
 */
export async function testApp(options: BuildOptions = {}): Promise<FastifyInstance> {
  const database = await openTestDatabase();
  const app = await buildApp({
    database, seed: 'minimal', validateResponses: true,
    publicRequestsPerTokenPerMinute: 1_000_000, publicRequestsPerAddressPerMinute: 1_000_000, ...options,
  });
  app.addHook('onClose', () => database.close());
  return app;
}

export async function publicToken(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/oauth/token', payload: { grant_type: 'client_credentials', client_id: '4' } });
  return res.json().access_token;
}

export async function login(app: FastifyInstance, username: string, password = DEMO_PASSWORD) {
  const res = await app.inject({ method: 'POST', url: '/api/oauth/token', payload: { grant_type: 'password', client_id: '4', username, password } });
  if (res.statusCode !== 200) throw new Error(`login ${username}: ${res.statusCode} ${res.body}`);
  return res.json() as { access_token: string; refresh_token: string; expires_in: number };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * The app of one describe block, with a visitor's (public) token: built before its tests,
 * closed after them. `get(url)` calls the API as that visitor.
 */
export function visitorApp(options: BuildOptions = {}) {
  const state = {} as { app: FastifyInstance; auth: Record<string, string> };
  beforeAll(async () => {
    state.app = await testApp(options);
    state.auth = bearer(await publicToken(state.app));
  });
  afterAll(() => state.app?.close());
  return {
    get app() { return state.app; },
    get auth() { return state.auth; },
    get: (url: string) => state.app.inject({ url, headers: state.auth }),
  };
}
