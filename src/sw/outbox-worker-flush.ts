// The worker's own flush, for when no page of the app is open: it sends the remembered
// patron's items with the remembered session. An access token that expired meanwhile is
// renewed on the first 401 by the refresh grant (the same token middleware as the page),
// and the rotated credentials are written back at once, so the page that opens next
// uses the new refresh token instead of the revoked one. No window or worker globals
// here, so it is tested with a fake fetch.
import { createTokenMiddleware } from '../api/token-middleware';
import type { Outbox } from '../lib/outbox/outbox';
import { createSender } from '../lib/outbox/outbox-transport';
import { createSessionStore, type SessionState } from '../lib/session/session';

export interface WorkerFlushDeps {
  outbox: Outbox;
  /** Absolute /api base. */
  baseUrl: string;
  fetch: (request: Request) => Promise<Response>;
  load: () => Promise<SessionState | null>;
  save: (state: SessionState) => Promise<void>;
}

/** Sends the remembered patron's items; answers how many still wait (0 when nobody is remembered). */
export async function flushWithRememberedSession(deps: WorkerFlushDeps): Promise<number> {
  const store = createSessionStore({
    load: deps.load,
    // A refused refresh is not written: the page says 'session expired' at its next start.
    save: async (state) => {
      if (state) await deps.save(state);
    },
  });
  await store.ready;
  const { user, credentials } = store.get();
  if (!user || !credentials || credentials.scope !== 'user') return 0;
  const middleware = createTokenMiddleware({ baseUrl: deps.baseUrl, fetch: deps.fetch, session: store, getLang: () => '1' });
  const send = createSender(async (path, body) => {
    const id = crypto.randomUUID();
    const request = await middleware.onRequest({
      id,
      request: new Request(`${deps.baseUrl}${path}`, {
        method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body),
      }),
    });
    let response: Response;
    try {
      response = await deps.fetch(request);
    } catch (error) {
      middleware.onError({ id, request });
      throw error;
    }
    const final = (await middleware.onResponse({ id, request, response })) ?? response;
    return { status: final.status, body: await final.json().catch(() => null) };
  });
  const report = await deps.outbox.flush(user.cod_pessoa, send);
  await store.flushed();
  return report.waiting;
}
