// @vitest-environment happy-dom
// The worker's application of the offline desk's queue on a Background Sync (issue 36): the
// remembered clerk's items sent once with their client ids; beside an open page it never
// refreshes the session (the page owns the refresh token); nobody remembered, nothing sent.
import { afterEach, describe, expect, it } from 'vitest';
import { createDeskQueue } from '../lib/desk-queue/desk-queue';
import type { OfflineDeskTransaction } from '../lib/desk-queue/desk-queue-types';
import type { SessionState } from '../lib/session/session';
import { openCatalogueDb, type CatalogueDb } from '../lib/storage/db';
import { applyDeskQueueWithRememberedSession } from './desk-queue-worker-apply';

const opened: CatalogueDb[] = [];
let counter = 0;
afterEach(async () => {
  await Promise.all(opened.splice(0).map((database) => database.delete()));
});
function freshQueue() {
  const database = openCatalogueDb(`worker-desk-${++counter}`);
  opened.push(database);
  return createDeskQueue(database);
}

const BASE = 'http://app.test/api';
const clerk: SessionState = {
  credentials: { token: 'expired-access', refresh: 'refresh-1', scope: 'user' },
  user: { login: 'bibliotecario', cod_pessoa: 7, nome: 'Beatriz Lima' },
  authPermissions: [], remember: true, sso: false,
};

/** A fake API: only the current access token is taken; the refresh grant rotates; POST /balcao/offline applies each item once by id. */
function fakeApi() {
  const state = { access: 'fresh-access', refresh: 'refresh-1', applied: new Set<string>(), batches: [] as string[][], refreshes: 0 };
  const fetch = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const body = await request.clone().json();
    if (url.pathname === '/api/oauth/token') {
      state.refreshes += 1;
      if (body.refresh_token !== state.refresh) return Response.json({ message: 'invalid_grant' }, { status: 400 });
      state.refresh = 'refresh-2';
      return Response.json({ access_token: state.access, refresh_token: state.refresh, token_type: 'bearer', expires_in: 900, scope: 'user' });
    }
    if (request.headers.get('Authorization') !== `Bearer ${state.access}`) return Response.json({ message: 'error.session-expired' }, { status: 401 });
    expect(url.pathname).toBe('/api/balcao/offline');
    const transacoes = body.transacoes as OfflineDeskTransaction[];
    state.batches.push(transacoes.map((t) => t.id));
    return Response.json({
      resultados: transacoes.map((t) => {
        const repetida = state.applied.has(t.id);
        state.applied.add(t.id);
        return { id: t.id, situacao: 'aplicada', repetida, devolucao: { titulo: 'Dom Casmurro', nome: 'Ana', data_devolucao: '2026-11-29', dias_atraso: 0, multa: null, reserva_liberada: null } };
      }),
    });
  };
  return { state, fetch };
}

describe('the worker applying the offline desk queue', () => {
  it('sends the remembered clerk’s items with their ids, renewing the session when no page is open', async () => {
    const queue = freshQueue();
    const first = await queue.enqueue({ clerk: 7, kind: 'return', barcode: '101' });
    const second = await queue.enqueue({ clerk: 7, kind: 'checkout', patron: 'aluno', barcode: '102' });
    await queue.enqueue({ clerk: 8, kind: 'return', barcode: '103' });
    const api = fakeApi();
    const saved: SessionState[] = [];
    const waiting = await applyDeskQueueWithRememberedSession({
      queue, baseUrl: BASE, fetch: api.fetch, load: async () => clerk, save: async (s) => { saved.push(s); }, refresh: true,
    });
    expect(waiting).toBe(0);
    expect(api.state.batches).toEqual([[first.id, second.id]]);
    expect((await queue.list(7)).map((r) => r.state)).toEqual(['applied', 'applied']);
    expect((await queue.list(8)).map((r) => r.state)).toEqual(['queued']);
    expect(saved.at(-1)?.credentials).toEqual({ token: 'fresh-access', refresh: 'refresh-2', scope: 'user' });
    // Nothing waits any more: a second sync sends nothing.
    await applyDeskQueueWithRememberedSession({ queue, baseUrl: BASE, fetch: api.fetch, load: async () => saved.at(-1)!, save: async () => {}, refresh: true });
    expect(api.state.batches).toHaveLength(1);
  });

  it('beside an open page, never refreshes: an expired token leaves the items queued for the page or the next sync', async () => {
    const queue = freshQueue();
    const item = await queue.enqueue({ clerk: 7, kind: 'return', barcode: '101' });
    const api = fakeApi();
    const waiting = await applyDeskQueueWithRememberedSession({
      queue, baseUrl: BASE, fetch: api.fetch, load: async () => clerk, save: async () => {}, refresh: false,
    });
    expect(waiting).toBe(1);
    expect(api.state.refreshes).toBe(0);
    expect(await queue.list(7)).toEqual([expect.objectContaining({ id: item.id, state: 'queued' })]);
    // With the page's current token stored, the same item goes, with the same id.
    const current = { ...clerk, credentials: { token: 'fresh-access', refresh: 'refresh-1', scope: 'user' as const } };
    expect(await applyDeskQueueWithRememberedSession({ queue, baseUrl: BASE, fetch: api.fetch, load: async () => current, save: async () => {}, refresh: false })).toBe(0);
    expect(api.state.batches).toEqual([[item.id]]);
  });

  it('sends nothing when no clerk is remembered', async () => {
    const queue = freshQueue();
    await queue.enqueue({ clerk: 7, kind: 'return', barcode: '101' });
    const api = fakeApi();
    expect(await applyDeskQueueWithRememberedSession({ queue, baseUrl: BASE, fetch: api.fetch, load: async () => null, save: async () => {}, refresh: true })).toBe(0);
    expect(api.state.batches).toEqual([]);
  });
});
