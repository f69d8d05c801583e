// Owns the API credentials on the wire (spec §4 "Session tokens"): every call gets the
// `lang` header and a bearer token (a public client token for visitors, the user token
// once logged in). On a 401 (not from the token endpoint, once per request) all the
// failing requests wait behind ONE refresh and are replayed with the new token; if the
// refresh is refused, the patron is logged out and every waiting request is rejected.
// A visitor's public token is kept in localStorage until shortly before it expires and
// shared by tabs and reloads (lib/session/public-token.ts, issue 33): a page load asks for
// none while one is kept.
// Shaped as an openapi-fetch middleware, but free of openapi-fetch so it can be tested
// with any fetch.
import { ApiError, SessionExpiredError } from './errors';
import type { Credentials, SessionStore } from '../lib/session/session';
import { forgetPublicToken, keepPublicToken, storedPublicToken } from '../lib/session/public-token';
import type { TokenResponse } from './types';

export const CLIENT_ID = '4';
export const TOKEN_PATH = '/oauth/token';

export interface TokenMiddlewareOptions {
  /** The API base, e.g. '/api' or 'http://127.0.0.1:8080/api'. */
  baseUrl: string;
  /** Sends token requests and replays. */
  fetch: (request: Request) => Promise<Response>;
  session: SessionStore;
  /** The API language code for the `lang` header (spec §7). */
  getLang: () => string;
  /** Called once per failed refresh, after the logout. */
  onSessionExpired?: () => void;
}

interface CallbackParams {
  request: Request;
  id: string;
}

export interface TokenMiddleware {
  onRequest(params: CallbackParams): Promise<Request>;
  onResponse(params: CallbackParams & { response: Response }): Promise<Response | undefined>;
  onError(params: CallbackParams): void;
  /** The token the next call will carry, asked for now if the session has none. */
  token(): Promise<string>;
}

export function isTokenRequest(request: Request): boolean {
  return new URL(request.url, 'http://localhost').pathname.endsWith(TOKEN_PATH);
}

export function toCredentials(answer: TokenResponse, previous: Credentials | false): Credentials {
  const keptRefresh = previous && previous.scope === answer.scope ? previous.refresh : null;
  return { token: answer.access_token, refresh: answer.refresh_token ?? keptRefresh, scope: answer.scope };
}

export function createTokenMiddleware(options: TokenMiddlewareOptions): TokenMiddleware {
  const { session } = options;
  const tokenUrl = `${options.baseUrl.replace(/\/$/, '')}${TOKEN_PATH}`;
  /** Unsent copies of requests in flight, so a 401 can be replayed with a body. */
  const inFlight = new Map<string, { copy: Request; token: string; scope: Credentials['scope'] | null }>();
  /** The one token request running now; everyone who needs a token waits on it. */
  let renewal: Promise<Credentials> | null = null;

  async function requestToken(body: Record<string, string>): Promise<Response> {
    try {
      return await options.fetch(
        new Request(tokenUrl, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', lang: options.getLang() },
          body: JSON.stringify(body),
        }),
      );
    } catch (error) {
      // No answer at all: the patron may just be offline, so nobody is logged out.
      throw new ApiError(0, error instanceof Error ? error.message : String(error));
    }
  }

  async function renew(): Promise<Credentials> {
    const current = session.get().credentials;
    const isUser = Boolean(current && current.scope === 'user' && current.refresh);
    // Another tab (or the early script) may have kept a newer visitor's token meanwhile.
    const kept = isUser ? null : storedPublicToken();
    if (kept && (!current || current.token !== kept)) {
      const credentials: Credentials = { token: kept, refresh: null, scope: 'public' };
      session.setCredentials(credentials);
      return credentials;
    }
    const response = await requestToken(
      current && isUser
        ? { grant_type: 'refresh_token', client_id: CLIENT_ID, refresh_token: current.refresh as string }
        : { grant_type: 'client_credentials', client_id: CLIENT_ID },
    );
    if (!response.ok) {
      if (current) {
        session.logout();
        options.onSessionExpired?.();
        throw new SessionExpiredError();
      }
      throw new ApiError(response.status, response.statusText);
    }
    const answer = (await response.json()) as TokenResponse;
    if (answer.scope === 'public') keepPublicToken(answer.access_token, answer.expires_in);
    const credentials = toCredentials(answer, current);
    session.setCredentials(credentials);
    return credentials;
  }

  function renewOnce(): Promise<Credentials> {
    if (!renewal) {
      renewal = renew().finally(() => {
        renewal = null;
      });
    }
    return renewal;
  }

  async function currentToken(): Promise<string> {
    if (renewal) await renewal.catch(() => undefined);
    const credentials = session.get().credentials;
    return credentials ? credentials.token : (await renewOnce()).token;
  }

  function authorize(request: Request, token: string): Request {
    request.headers.set('Authorization', `Bearer ${token}`);
    return request;
  }

  return {
    async onRequest({ request, id }) {
      request.headers.set('lang', options.getLang());
      if (isTokenRequest(request)) return request;
      const token = await currentToken();
      authorize(request, token);
      const credentials = session.get().credentials;
      inFlight.set(id, { copy: request.clone(), token, scope: credentials ? credentials.scope : null });
      return request;
    },

    async onResponse({ request, response, id }) {
      const sent = inFlight.get(id);
      inFlight.delete(id);
      if (response.status !== 401 || !sent || isTokenRequest(request)) return undefined;
      const now = session.get().credentials;
      // The patron's session ended while this request was out (a refresh was refused):
      // it fails with the others instead of quietly going on as a visitor.
      if (!now && sent.scope === 'user') throw new SessionExpiredError();
      // A kept visitor's token the server refuses (expired early, a new signing key) is no use to any tab.
      if (sent.scope === 'public') forgetPublicToken(sent.token);
      // Someone already renewed the token this request carried: just replay.
      const fresh = now && now.token !== sent.token ? now : await renewOnce();
      return options.fetch(authorize(sent.copy, fresh.token));
    },

    onError({ id }) {
      // No response (offline, aborted): nothing to replay; the error goes on to unwrap().
      inFlight.delete(id);
    },

    token: currentToken,
  };
}
