// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { openCatalogueDb, type CatalogueDb } from '../lib/storage/db';
import { createOutbox } from '../lib/outbox/outbox';
import type { SessionState } from '../lib/session/session';
import { flushWithRememberedSession } from './outbox-worker-flush';

const opened: CatalogueDb[] = [];
let counter = 0;
afterEach(async () => {
  await Promise.all(opened.splice(0).map((database) => database.delete()));
});
function freshOutbox() {
  const database = openCatalogueDb(`worker-flush-${++counter}`);
  opened.push(database);
  return createOutbox(database);
}

const BASE = 'http://app.test/api';
const remembered: SessionState = {
  credentials: { token: 'expired-access', refresh: 'refresh-1', scope: 'user' },
  user: { login: 'aluno', cod_pessoa: 7, nome: 'Ana Beatriz Souza' },
  authPermissions: [], remember: true, sso: false,
};

/** A fake API: access tokens other than the current one answer 401; the refresh grant rotates. */
function fakeApi() {
  const state = { access: 'fresh-access', refresh: 'refresh-1', stored: [] as unknown[], refreshes: [] as string[] };
  const fetch = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const body = await request.clone().json();
    if (url.pathname === '/api/oauth/token') {
      state.refreshes.push(body.refresh_token);
      if (body.grant_type !== 'refresh_token' || body.client_id !== '4' || body.refresh_token !== state.refresh) {
        return Response.json({ message: 'invalid_grant' }, { status: 400 });
      }
      state.refresh = 'refresh-2';
      return Response.json({ access_token: state.access, refresh_token: state.refresh, token_type: 'bearer', expires_in: 900, scope: 'user' });
    }
    if (request.headers.get('Authorization') !== `Bearer ${state.access}`) return Response.json({ message: 'expired' }, { status: 401 });
    state.stored.push({ path: url.pathname, body });
    return Response.json({ message: 'ok' }, { status: 201 });
  };
  return { state, fetch };
}

describe('the worker flush with the remembered session', () => {
  it('renews an expired access token once, sends the item, and writes the rotated credentials back', async () => {
    const outbox = freshOutbox();
    const item = await outbox.enqueue({ kind: 'general-comment', codPessoa: 7, body: { content: 'Olá', b: 1 } });
    const api = fakeApi();
    const saved: SessionState[] = [];
    const waiting = await flushWithRememberedSession({
      outbox, baseUrl: BASE, fetch: api.fetch, load: async () => remembered, save: async (s) => { saved.push(s); },
    });
    expect(waiting).toBe(0);
    expect(api.state.refreshes).toEqual(['refresh-1']);
    expect(api.state.stored).toEqual([{ path: '/api/unidade-informacao/comentario', body: { content: 'Olá', b: 1, chave_cliente: item.id } }]);
    expect((await outbox.get(item.id))?.state).toBe('sent');
    expect(saved.at(-1)?.credentials).toEqual({ token: 'fresh-access', refresh: 'refresh-2', scope: 'user' });
    expect(saved.at(-1)?.user).toEqual(remembered.user);
  });

  it('leaves items queued when the refresh is refused, without forgetting the stored session', async () => {
    const outbox = freshOutbox();
    const item = await outbox.enqueue({ kind: 'general-comment', codPessoa: 7, body: { content: 'Olá', b: 1 } });
    const api = fakeApi();
    api.state.refresh = 'someone-else';
    const saved: SessionState[] = [];
    const waiting = await flushWithRememberedSession({
      outbox, baseUrl: BASE, fetch: api.fetch, load: async () => remembered, save: async (s) => { saved.push(s); },
    });
    expect(waiting).toBe(1);
    expect((await outbox.get(item.id))?.state).toBe('queued');
    expect(saved).toEqual([]);
  });

  it("sends nothing without a remembered patron, and only the remembered patron's items", async () => {
    const outbox = freshOutbox();
    const other = await outbox.enqueue({ kind: 'general-comment', codPessoa: 8, body: { content: 'de outro', b: 1 } });
    const api = fakeApi();
    const deps = { outbox, baseUrl: BASE, fetch: api.fetch, save: async () => undefined };
    expect(await flushWithRememberedSession({ ...deps, load: async () => null })).toBe(0);
    expect(await flushWithRememberedSession({ ...deps, load: async () => remembered })).toBe(0);
    expect(api.state.stored).toEqual([]);
    expect((await outbox.get(other.id))?.state).toBe('queued');
  });
});
