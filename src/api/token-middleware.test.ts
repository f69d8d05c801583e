// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PUBLIC_TOKEN_KEY } from '../lib/storage/storage-keys';
import { createSessionStore, type Credentials, type SessionStore } from '../lib/session/session';
import { createApiClient } from './client';
import { SessionExpiredError, unwrap } from './errors';

const USER = { login: 'aluno', cod_pessoa: 7, nome: 'Ana Souza' };
const PERSON = { user: { ...USER, email: null, categoria: '01', desc_categoria: 'Graduação' }, authPermissions: [], bloqueio: false };

const json = (status: number, body: unknown, delayMs = 0) =>
  new Promise<Response>((resolve) =>
    setTimeout(
      () => resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })),
      delayMs,
    ),
  );

/** A fake /api: accepts one access token at a time and counts the token grants it sees. */
function fakeServer(options: { refreshWorks?: boolean; replayFails?: boolean; slowPath?: string } = {}) {
  const state = { valid: 'fresh-token', grants: [] as string[], calls: [] as { url: string; auth: string | null; lang: string | null }[] };
  const fetch = vi.fn(async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    if (url.pathname === '/api/oauth/token') {
      const body = (await request.json()) as Record<string, string>;
      state.grants.push(body.grant_type);
      if (body.grant_type === 'refresh_token' && !options.refreshWorks) return json(401, { message: 'error.session-expired' }, 5);
      if (body.grant_type === 'password' && body.password !== 'right') return json(401, { message: 'error.login-wrong-credentials' });
      const scope = body.grant_type === 'client_credentials' ? 'public' : 'user';
      const refresh = scope === 'user' ? { refresh_token: 'refresh-2' } : {};
      return json(200, { access_token: state.valid, token_type: 'Bearer', expires_in: 60, scope, ...refresh }, 5);
    }
    const auth = request.headers.get('Authorization');
    state.calls.push({ url: url.pathname, auth, lang: request.headers.get('lang') });
    if (options.replayFails || auth !== `Bearer ${state.valid}`) {
      return json(401, { message: 'error.session-expired' }, url.pathname === options.slowPath ? 60 : 0);
    }
    return json(200, url.pathname === '/api/pessoas' ? PERSON : { total: 0, pagina: 1, quantPag: 20, ordenacao: 'C', data: [], filtros: [] });
  });
  return { state, fetch };
}

function setup(credentials: Credentials | false, options?: Parameters<typeof fakeServer>[0]) {
  const server = fakeServer(options);
  const session: SessionStore = createSessionStore();
  if (credentials) {
    session.signIn({ credentials, user: credentials.scope === 'user' ? USER : false, authPermissions: [] }, false);
  }
  const onSessionExpired = vi.fn();
  const api = createApiClient({ baseUrl: 'http://catalogue.test/api', fetch: server.fetch, session, getLang: () => '3', onSessionExpired });
  return { ...server, session, api, onSessionExpired };
}

const expiredUser: Credentials = { token: 'stale-token', refresh: 'refresh-1', scope: 'user' };

afterEach(() => localStorage.clear());

describe('token middleware (spec §4)', () => {
  it('gives a visitor one public token, shared by concurrent first calls, and sends lang', async () => {
    const { api, state, session } = setup(false);
    const calls = Array.from({ length: 3 }, () => unwrap(api.GET('/consulta', { params: { query: { termo: 'brasil' } } })));
    await Promise.all(calls);
    expect(state.grants).toEqual(['client_credentials']);
    expect(state.calls.every((call) => call.auth === 'Bearer fresh-token' && call.lang === '3')).toBe(true);
    expect(session.get().credentials).toMatchObject({ token: 'fresh-token', scope: 'public' });
  });

  it('keeps the visitor\'s token for the next page load and the other tabs: they ask for none (issue 33)', async () => {
    const first = setup(false);
    await unwrap(first.api.GET('/consulta', { params: { query: { termo: 'a' } } }));
    expect(first.state.grants).toEqual(['client_credentials']);
    // A reload or another tab: a new client and a new session, the same localStorage.
    const reload = setup(false);
    await unwrap(reload.api.GET('/consulta', { params: { query: { termo: 'b' } } }));
    expect(reload.state.grants).toEqual([]);
    expect(reload.state.calls[0].auth).toBe('Bearer fresh-token');
  });

  it('asks for a new visitor\'s token once the kept one is about to expire', async () => {
    localStorage.setItem(PUBLIC_TOKEN_KEY, JSON.stringify({ token: 'old-token', renewAt: Date.now() - 1 }));
    const { api, state } = setup(false);
    await unwrap(api.GET('/consulta', { params: { query: { termo: 'a' } } }));
    expect(state.grants).toEqual(['client_credentials']);
    expect(state.calls[0].auth).toBe('Bearer fresh-token');
  });

  it('forgets a kept token the server refuses, and keeps the new one', async () => {
    localStorage.setItem(PUBLIC_TOKEN_KEY, JSON.stringify({ token: 'stale-token', renewAt: Date.now() + 600_000 }));
    const { api, state } = setup(false);
    await unwrap(api.GET('/consulta', { params: { query: { termo: 'a' } } }));
    expect(state.grants).toEqual(['client_credentials']);
    expect(state.calls.map((call) => call.auth)).toEqual(['Bearer stale-token', 'Bearer fresh-token']);
    expect(JSON.parse(localStorage.getItem(PUBLIC_TOKEN_KEY)!).token).toBe('fresh-token');
  });

  it('never keeps a patron\'s token', async () => {
    const { api } = setup(expiredUser, { refreshWorks: true });
    await unwrap(api.GET('/pessoas'));
    expect(localStorage.getItem(PUBLIC_TOKEN_KEY)).toBeNull();
  });

  it('queues N concurrent 401s behind exactly one refresh, then replays them all', async () => {
    const { api, state, session } = setup(expiredUser, { refreshWorks: true });
    const results = await Promise.all(Array.from({ length: 5 }, () => unwrap(api.GET('/pessoas'))));
    expect(state.grants).toEqual(['refresh_token']);
    expect(results.map((r) => r.user.nome)).toEqual(Array(5).fill('Ana Souza'));
    expect(state.calls.filter((call) => call.auth === 'Bearer stale-token')).toHaveLength(5);
    expect(state.calls.filter((call) => call.auth === 'Bearer fresh-token')).toHaveLength(5);
    expect(session.get()).toMatchObject({ credentials: { token: 'fresh-token', refresh: 'refresh-2', scope: 'user' }, user: USER });
  });

  it('renews an expired public token with client_credentials, not a refresh grant', async () => {
    const { api, state } = setup({ token: 'stale-token', refresh: null, scope: 'public' });
    await Promise.all([unwrap(api.GET('/consulta', { params: { query: { termo: 'a' } } })), unwrap(api.GET('/consulta', { params: { query: { termo: 'b' } } }))]);
    expect(state.grants).toEqual(['client_credentials']);
  });

  it('when the refresh is refused: one notice, logout, and every queued request rejected', async () => {
    const { api, state, session, onSessionExpired } = setup(expiredUser, { refreshWorks: false });
    const outcomes = await Promise.allSettled(Array.from({ length: 5 }, () => unwrap(api.GET('/pessoas'))));
    expect(state.grants).toEqual(['refresh_token']);
    expect(outcomes.every((o) => o.status === 'rejected' && o.reason instanceof SessionExpiredError)).toBe(true);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(session.get()).toMatchObject({ credentials: false, user: false });
  });

  it('rejects a 401 that arrives after the refresh was refused, without going on as a visitor', async () => {
    const { api, state, onSessionExpired } = setup(expiredUser, { refreshWorks: false, slowPath: '/api/consulta' });
    const outcomes = await Promise.allSettled([
      unwrap(api.GET('/pessoas')),
      unwrap(api.GET('/consulta', { params: { query: { termo: 'brasil' } } })),
    ]);
    expect(state.grants).toEqual(['refresh_token']);
    expect(outcomes.every((o) => o.status === 'rejected' && o.reason instanceof SessionExpiredError)).toBe(true);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('retries a request only once: a second 401 is returned as it is', async () => {
    const { api, state } = setup(expiredUser, { refreshWorks: true, replayFails: true });
    await expect(unwrap(api.GET('/pessoas'))).rejects.toMatchObject({ status: 401 });
    expect(state.grants).toEqual(['refresh_token']);
    expect(state.calls).toHaveLength(2);
  });

  it('never refreshes on a 401 from the token endpoint itself', async () => {
    const { api, state } = setup(false);
    const login = api.POST('/oauth/token', { body: { grant_type: 'password', client_id: '4', username: 'aluno', password: 'wrong' } });
    await expect(unwrap(login)).rejects.toMatchObject({ status: 401 });
    expect(state.grants).toEqual(['password']);
  });
});
