// The one owner of openapi-fetch: builds the typed /api client from the contract and
// installs the token middleware (spec §4).
import createClient, { type Client } from 'openapi-fetch';
import type { paths } from '../../openapi/schema.gen';
import { currentApiLang, i18n } from '../lib/i18n';
import { notify } from '../lib/notices';
import { session as appSession, type SessionStore } from '../lib/session/session';
import { errorMessages } from './errors';
import { withFirstData } from './take-first-data';
import { TOKEN_PATH, createTokenMiddleware, type TokenMiddleware, type TokenMiddlewareOptions } from './token-middleware';

export type ApiClient = Client<paths>;

export interface ApiClientOptions {
  baseUrl?: string;
  fetch?: (request: Request) => Promise<Response>;
  session?: SessionStore;
  getLang?: () => string;
  onSessionExpired?: TokenMiddlewareOptions['onSessionExpired'];
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  return buildClient(options).client;
}

function buildClient(options: ApiClientOptions): { client: ApiClient; tokens: TokenMiddleware } {
  const baseUrl = options.baseUrl ?? '/api';
  // Looked up per call, so tests and the service worker can swap the global fetch.
  const baseFetch = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const client = createClient<paths>({ baseUrl, fetch: baseFetch });
  const tokens = createTokenMiddleware({
    baseUrl,
    fetch: baseFetch,
    session: options.session ?? appSession,
    getLang: options.getLang ?? currentApiLang,
    onSessionExpired: options.onSessionExpired,
  });
  client.use(tokens);
  return { client, tokens };
}

const app = buildClient({
  // The first page's early answers (lib/startup/prefetch-first-data.ts) are taken before the network.
  fetch: withFirstData((request) => globalThis.fetch(request), `/api${TOKEN_PATH}`),
  onSessionExpired: () => notify('warning', i18n._(errorMessages.sessionExpired)),
});

/** The app's client: same-origin /api, the app's session, the active language. */
export const api: ApiClient = app.client;

/**
 * Asks for a visitor's token at once (main.tsx), while the first render's code still
 * loads: the screens' first calls then do not wait one more round trip for it. A failure
 * (offline) is left to those calls to report.
 */
export function prefetchToken(): void {
  app.tokens.token().catch(() => undefined);
}
