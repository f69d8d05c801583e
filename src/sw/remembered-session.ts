// The worker's way to the API with the remembered session (the encrypted vault's, kept only
// when the person chose "remember me"), for when it sends on its own: the outbox and the
// offline desk's queue. With `refresh`, an expired access token is renewed on the first 401
// by the refresh grant (the page's token middleware) and the rotated credentials written back
// at once, so the page that opens next uses the new refresh token. Without it (a page of the
// app is open and owns the refresh token: two refreshers of one token family would get it
// revoked) the stored access token is used as it is, and a 401 is an answer like any other.
// No window or worker globals here, so it is tested with a fake fetch.
import { createTokenMiddleware } from '../api/token-middleware';
import type { Answer } from '../lib/outbox/outbox-transport';
import { createSessionStore, type SessionState } from '../lib/session/session';

export interface RememberedSessionDeps {
  /** Absolute /api base. */
  baseUrl: string;
  fetch: (request: Request) => Promise<Response>;
  load: () => Promise<SessionState | null>;
  save: (state: SessionState) => Promise<void>;
}

export interface RememberedSession {
  codPessoa: number;
  /** POSTs JSON to an /api path; resolves with the answer, throws when nothing answered. */
  post: (path: string, body: unknown) => Promise<Answer>;
  /** Waits for rotated credentials to be written back. */
  done: () => Promise<void>;
}

/** The remembered person's way to the API, or null when nobody with a person's token is remembered. */
export async function openRememberedSession(deps: RememberedSessionDeps, { refresh = true } = {}): Promise<RememberedSession | null> {
  const store = createSessionStore({
    load: deps.load,
    // A refused refresh is not written: the page says 'session expired' at its next start.
    save: async (state) => {
      if (state) await deps.save(state);
    },
  });
  await store.ready;
  const { user, credentials } = store.get();
  if (!user || !credentials || credentials.scope !== 'user') return null;
  const request = (path: string, body: unknown) => new Request(`${deps.baseUrl}${path}`, {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body),
  });
  const answerOf = async (response: Response): Promise<Answer> => ({ status: response.status, body: await response.json().catch(() => null) });
  if (!refresh) {
    return {
      codPessoa: user.cod_pessoa,
      post: async (path, body) => {
        const plain = request(path, body);
        plain.headers.set('Authorization', `Bearer ${credentials.token}`);
        plain.headers.set('lang', '1');
        return answerOf(await deps.fetch(plain));
      },
      done: async () => {},
    };
  }
  const middleware = createTokenMiddleware({ baseUrl: deps.baseUrl, fetch: deps.fetch, session: store, getLang: () => '1' });
  return {
    codPessoa: user.cod_pessoa,
    post: async (path, body) => {
      const id = crypto.randomUUID();
      const authorized = await middleware.onRequest({ id, request: request(path, body) });
      let response: Response;
      try {
        response = await deps.fetch(authorized);
      } catch (error) {
        middleware.onError({ id, request: authorized });
        throw error;
      }
      return answerOf((await middleware.onResponse({ id, request: authorized, response })) ?? response);
    },
    done: () => store.flushed(),
  };
}
