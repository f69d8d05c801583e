/**
 * A real OpenID provider (oidc-provider) for the tests: one confidential client, the demo
 * account `aluno` (a person of ours), `desconhecido` and `calouro` (known to the provider only; `calouro`
 * carries an `affiliation` claim) and
 * `naoverificado` (our patron's e-mail, unverified). Its login page is a plain form
 * (user name, "Sign in", "Cancel") that a browser or `signInAt` can post; consent is given
 * with the login, as a first-party provider does.
 */
import { generateKeyPairSync } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, decodeJwt } from 'jose';
import Provider, { type Interaction, type KoaContext } from 'oidc-provider';

export const OIDC_CLIENT = { id: 'catalogo', secret: 'segredo-do-catalogo-de-testes' };

const ACCOUNTS: Record<string, { name: string; email: string; email_verified: boolean; affiliation?: string[] }> = {
  aluno: { name: 'Ana Beatriz Souza', email: 'ana.souza@idp.test', email_verified: true },
  // Known to the provider only, with an affiliation: just-in-time creation's case.
  calouro: { name: 'Davi Calouro Mendes', email: 'davi.mendes@idp.test', email_verified: true, affiliation: ['member', 'student'] },
  desconhecido: { name: 'Pessoa de Fora', email: 'fora@idp.test', email_verified: true },
  bloqueado: { name: 'Marcos Vieira Dias', email: 'marcos@idp.test', email_verified: true },
};

/** How the provider spoils its next ID tokens, to prove we check them. */
export type IdTokenTamper = 'signature' | 'audience' | null;

export interface OidcIdp {
  issuer: string;
  tamper(mode: IdTokenTamper): void;
  close(): Promise<void>;
}

const page = (body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test identity provider</title></head><body><main>${body}</main></body></html>`;

async function formBody(req: http.IncomingMessage): Promise<URLSearchParams> {
  let text = '';
  for await (const chunk of req) text += chunk;
  return new URLSearchParams(text);
}

export async function startOidcIdp(opts: { port?: number; redirectUris: string[] }): Promise<OidcIdp> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const provider = new Provider(issuer, {
    clients: [{
      client_id: OIDC_CLIENT.id, client_secret: OIDC_CLIENT.secret, redirect_uris: opts.redirectUris,
      grant_types: ['authorization_code'], response_types: ['code'], token_endpoint_auth_method: 'client_secret_post',
    }],
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'test', use: 'sig', alg: 'RS256' }] },
    cookies: { keys: ['test-idp-cookie-key'] },
    claims: { openid: ['sub'], profile: ['name', 'preferred_username', 'affiliation'], email: ['email', 'email_verified'] },
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: KoaContext, interaction: Interaction) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx: KoaContext, id: string) {
      const account = ACCOUNTS[id];
      if (!account) return undefined;
      return { accountId: id, claims: async () => ({ sub: id, preferred_username: id, ...account }) };
    },
  });
  let tamper: IdTokenTamper = null;
  provider.use(async (ctx, next) => {
    await next();
    const body = ctx.body as { id_token?: string } | undefined;
    if (ctx.path !== '/token' || !tamper || !body?.id_token) return;
    if (tamper === 'signature') {
      const [head, payload, signature] = body.id_token.split('.');
      body.id_token = `${head}.${payload}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    } else {
      // Properly signed by the provider's key, but for another client.
      body.id_token = await new SignJWT({ ...decodeJwt(body.id_token), aud: 'another-client' })
        .setProtectedHeader({ alg: 'RS256', kid: 'test' }).sign(privateKey);
    }
  });
  const oidc = provider.callback();

  server.on('request', async (req, res) => {
    const match = /^\/interaction\/([^/?]+)(\/login|\/abort)?/.exec(req.url ?? '');
    if (!match) return oidc(req, res);
    try {
      const details = await provider.interactionDetails(req, res);
      if (match[2] === '/abort') {
        return await provider.interactionFinished(req, res,
          { error: 'access_denied', error_description: 'End-User aborted interaction' }, { mergeWithLastSubmission: false });
      }
      if (match[2] === '/login') {
        const accountId = (await formBody(req)).get('username')?.trim() ?? '';
        if (ACCOUNTS[accountId]) {
          const grant = new provider.Grant({ accountId, clientId: String(details.params.client_id) });
          grant.addOIDCScope(String(details.params.scope));
          const grantId = await grant.save();
          return await provider.interactionFinished(req, res, { login: { accountId }, consent: { grantId } },
            { mergeWithLastSubmission: false });
        }
      }
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(page(`<h1>Test identity provider</h1>
        ${match[2] === '/login' ? '<p role="alert">Unknown account</p>' : ''}
        <form method="post" action="/interaction/${match[1]}/login">
          <label>Username <input name="username" autocomplete="username"></label>
          <button type="submit">Sign in</button>
        </form>
        <form method="post" action="/interaction/${match[1]}/abort"><button type="submit">Cancel</button></form>`));
    } catch (error) {
      res.statusCode = 400;
      res.end(String(error));
    }
  });
  return { issuer, tamper: (mode) => { tamper = mode; }, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/**
 * Plays the browser at the provider: follows redirects from the authorization link,
 * signs in as `username` (or cancels when null) and answers the address the provider
 * finally sends the browser to (our callback), without visiting it.
 */
export async function signInAt(link: string, username: string | null, callbackPrefix: string): Promise<string> {
  const cookies = new Map<string, string>();
  let url = link;
  let method = 'GET';
  let body: string | undefined;
  for (let hop = 0; hop < 20; hop++) {
    if (url.startsWith(callbackPrefix)) return url;
    const res = await fetch(url, {
      method, body, redirect: 'manual',
      headers: {
        cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const location = res.headers.get('location');
    if (location) {
      url = new URL(location, url).href;
      method = 'GET';
      body = undefined;
      continue;
    }
    const html = await res.text();
    const form = /action="(\/interaction\/[^"]+\/(login|abort))"/g;
    const actions = [...html.matchAll(form)].map((m) => m[1]);
    const action = actions.find((a) => a.endsWith(username === null ? '/abort' : '/login'));
    if (!action || method === 'POST') throw new Error(`provider page without the expected form (${res.status}): ${html.slice(0, 300)}`);
    url = new URL(action, url).href;
    method = 'POST';
    body = username === null ? '' : new URLSearchParams({ username }).toString();
  }
  throw new Error('too many redirects at the provider');
}
