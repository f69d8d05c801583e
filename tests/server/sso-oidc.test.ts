import type { FastifyInstance } from 'fastify';
import { and, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ssoEstado } from '../../server/db/schema';
import { backendName } from '../support/test-db';
import { bearer, publicToken, testApp } from '../support/server-app';
import { OIDC_CLIENT, signInAt, startOidcIdp, type OidcIdp } from '../support/oidc-idp';
import { CookieJar } from '../support/cookie-jar';

const SITE = 'http://catalogo.test';
const CALLBACK = `${SITE}/api/oidc/callback`;
/** The site as a TLS-terminating proxy in front of the server presents it (TRUST_PROXY). */
const PROXIED_SITE = 'https://biblioteca.example.edu';

describe(`OpenID Connect sign-in against a real provider (${backendName})`, () => {
  let idp: OidcIdp;
  let app: FastifyInstance;
  let auth: Record<string, string>;
  beforeAll(async () => {
    idp = await startOidcIdp({ redirectUris: [CALLBACK, `${PROXIED_SITE}/api/oidc/callback`] });
    app = await testApp({
      publicUrl: SITE,
      oidc: { issuer: idp.issuer, clientId: OIDC_CLIENT.id, clientSecret: OIDC_CLIENT.secret, logoutUrl: `${idp.issuer}/session/end`, claim: 'preferred_username', scope: 'openid profile email' },
    });
    auth = bearer(await publicToken(app));
  });
  afterAll(async () => { await app?.close(); await idp?.close(); });

  /** GET /oidc/authorize from `browser` (its cookies kept in its jar). */
  async function start(browser: CookieJar, query = '') {
    const url = `/api/oidc/authorize${query}`;
    const res = await app.inject({ url, headers: { ...auth, ...browser.headers(url) } });
    expect(res.statusCode).toBe(200);
    browser.take(res);
    return res.json() as { nonce: string; link: string };
  }
  /** A browser arriving at our callback (the address the provider sent it to), with its own cookies. */
  async function land(callback: string, browser: CookieJar) {
    const url = callback.slice(SITE.length);
    const back = await app.inject({ url, headers: browser.headers(url) });
    browser.take(back);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`${SITE}/oauth-response`);
    return back;
  }
  /** GET /oidc/authorize → the provider (as `username`, or cancelled) → our callback, all in one browser. */
  async function signIn(username: string | null, query = '', browser = new CookieJar()) {
    const { nonce, link } = await start(browser, query);
    const callback = await signInAt(link, username, CALLBACK);
    const back = await land(callback, browser);
    // Nothing secret rides in the addresses the browser sees.
    expect(back.headers.location).not.toContain(nonce);
    return { nonce, link, callback, browser };
  }
  const validate = (nonce: string, browser?: CookieJar) => app.inject({
    method: 'POST', url: '/api/oidc/validar', headers: { ...auth, ...browser?.headers('/api/oidc/validar') }, payload: { nonce },
  });

  it('the institution settings announce OIDC and its logout link', async () => {
    const res = await app.inject({ url: '/api/parametros/instituicao', headers: auth });
    expect(res.json()).toMatchObject({ oidc: true, saml: false, links_logout: { oidc: `${idp.issuer}/session/end`, saml: null } });
  });

  it('signs the patron in with PKCE, and the nonce opens the session once only', async () => {
    const { nonce, link, browser } = await signIn('aluno');
    const url = new URL(link);
    expect(url.origin).toBe(idp.issuer);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('redirect_uri')).toBe(CALLBACK);
    const res = await validate(nonce, browser);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ token_type: 'Bearer', scope: 'user', refresh_token: expect.any(String) });
    const me = await app.inject({ url: '/api/pessoas', headers: bearer(res.json().access_token) });
    expect(me.json().user.login).toBe('aluno');
    const again = await validate(nonce, browser);
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('error.sso-token-validation');
  });

  it('binds the sign-in to the browser that started it: an HttpOnly, SameSite=Lax cookie scoped to /api/oidc', async () => {
    const browser = new CookieJar();
    await start(browser);
    const [cookie] = browser.attributes('catalogo_sso_oidc');
    expect(cookie).toMatch(/^Path=\/api\/oidc; /);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    // Plain http here (PUBLIC_URL http://…): a Secure cookie would never come back.
    expect(cookie).not.toMatch(/Secure/i);
  });

  describe('link injection (issue 33): a sign-in started by one browser and finished by another', () => {
    it("the patron finishing the attacker's link: the attacker's nonce opens nothing", async () => {
      const attacker = new CookieJar();
      const { nonce, link } = await start(attacker);
      // The patron opens the link; a provider with an open session asks nothing and sends their browser to our callback.
      const patron = new CookieJar();
      await land(await signInAt(link, 'aluno', CALLBACK), patron);
      const res = await validate(nonce, attacker);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe('error.sso-other-browser');
      expect(res.json()).not.toHaveProperty('access_token');
      expect(res.json()).not.toHaveProperty('refresh_token');
    });

    it("nor when the patron's browser holds a sign-in of its own", async () => {
      const attacker = new CookieJar();
      const { nonce, link } = await start(attacker);
      const patron = new CookieJar();
      const own = await start(patron);
      await land(await signInAt(link, 'aluno', CALLBACK), patron);
      expect((await validate(nonce, attacker)).json().message).toBe('error.sso-other-browser');
      // The patron's own sign-in, in their own browser, still works.
      await land(await signInAt(own.link, 'aluno', CALLBACK), patron);
      expect((await validate(own.nonce, patron)).statusCode).toBe(200);
    });

    it('a nonce redeemed by a client without the browser that signed in gets nothing', async () => {
      const { nonce } = await signIn('aluno');
      const res = await validate(nonce, new CookieJar());
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe('error.sso-other-browser');
    });

    it('two sign-ins started in two tabs of one browser both finish', async () => {
      const browser = new CookieJar();
      const first = await start(browser);
      const second = await start(browser);
      await land(await signInAt(first.link, 'aluno', CALLBACK), browser);
      await land(await signInAt(second.link, 'aluno', CALLBACK), browser);
      expect((await validate(first.nonce, browser)).statusCode).toBe(200);
      expect((await validate(second.nonce, browser)).statusCode).toBe(200);
    });
  });

  describe('through a real HTTP connection behind a TLS-terminating proxy (TRUST_PROXY)', () => {
    let proxied: FastifyInstance;
    let base: string;
    const PROXY = { 'x-forwarded-host': new URL(PROXIED_SITE).host, 'x-forwarded-proto': 'https', 'x-forwarded-for': '198.51.100.7' };
    beforeAll(async () => {
      proxied = await testApp({
        trustProxy: ['127.0.0.1'],
        oidc: { issuer: idp.issuer, clientId: OIDC_CLIENT.id, clientSecret: OIDC_CLIENT.secret, logoutUrl: null, claim: 'preferred_username', scope: 'openid profile email' },
      });
      base = await proxied.listen({ host: '127.0.0.1', port: 0 });
    });
    afterAll(() => proxied?.close());

    /** A request as the proxy passes it on: the browser's cookies, compression asked for. */
    async function send(browser: CookieJar, path: string, init: { method?: string; token?: string; body?: object } = {}) {
      const res = await fetch(`${base}${path}`, {
        method: init.method ?? 'GET', redirect: 'manual',
        headers: {
          ...PROXY, 'accept-encoding': 'gzip, br', ...browser.headers(path),
          ...(init.token ? bearer(init.token) : {}), ...(init.body ? { 'content-type': 'application/json' } : {}),
        },
        ...(init.body ? { body: JSON.stringify(init.body) } : {}),
      });
      browser.take(res);
      return res;
    }
    async function startThere(browser: CookieJar, token: string) {
      const res = await send(browser, '/api/oidc/authorize', { token });
      expect(res.status).toBe(200);
      return (await res.json()) as { nonce: string; link: string };
    }
    const landThere = async (callback: string, browser: CookieJar) => {
      const res = await send(browser, callback.slice(PROXIED_SITE.length));
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe(`${PROXIED_SITE}/oauth-response`);
    };
    const redeemThere = (browser: CookieJar, token: string, nonce: string) =>
      send(browser, '/api/oidc/validar', { method: 'POST', token, body: { nonce } });

    it('the cookie is Secure under https, the patron signs in, and an injected link gives its starter nothing', async () => {
      const tokenRes = await fetch(`${base}/api/oauth/token`, {
        method: 'POST', headers: { ...PROXY, 'content-type': 'application/json' }, body: JSON.stringify({ grant_type: 'client_credentials', client_id: '4' }),
      });
      const token = ((await tokenRes.json()) as { access_token: string }).access_token;

      const patron = new CookieJar();
      const own = await startThere(patron, token);
      expect(new URL(own.link).searchParams.get('redirect_uri')).toBe(`${PROXIED_SITE}/api/oidc/callback`);
      expect(patron.attributes('catalogo_sso_oidc')[0]).toMatch(/Secure/i);
      await landThere(await signInAt(own.link, 'aluno', `${PROXIED_SITE}/api/oidc/callback`), patron);
      const signedIn = await redeemThere(patron, token, own.nonce);
      expect(signedIn.status).toBe(200);
      expect(await signedIn.json()).toMatchObject({ scope: 'user', refresh_token: expect.any(String) });

      const attacker = new CookieJar();
      const injected = await startThere(attacker, token);
      await landThere(await signInAt(injected.link, 'aluno', `${PROXIED_SITE}/api/oidc/callback`), patron);
      const refused = await redeemThere(attacker, token, injected.nonce);
      expect(refused.status).toBe(422);
      expect(await refused.json()).toEqual({ message: 'error.sso-other-browser' });
    });
  });

  it('passes an address-like login as login_hint and refuses one without @', async () => {
    const ok = await app.inject({ url: '/api/oidc/authorize?login=ana.souza%40idp.test', headers: auth });
    expect(new URL(ok.json().link).searchParams.get('login_hint')).toBe('ana.souza@idp.test');
    expect((await app.inject({ url: '/api/oidc/authorize?login=aluno', headers: auth })).statusCode).toBe(400);
  });

  it('a person the provider knows but we do not: user not found', async () => {
    const { nonce, browser } = await signIn('desconhecido');
    const res = await validate(nonce, browser);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('error.sso-user-not-found');
  });

  it('a blocked person is refused as by the password grant', async () => {
    const { nonce, browser } = await signIn('bloqueado');
    const res = await validate(nonce, browser);
    expect(res.statusCode).toBe(430);
    expect(res.json().message).toBe('ACESSO_BLOQUEADO');
  });

  it('the patron cancelling at the provider (access_denied): permission denied', async () => {
    const { nonce, browser } = await signIn(null);
    const res = await validate(nonce, browser);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('error.sso-permission-denied');
  });

  it('a callback replayed, forged or for an expired state changes nothing', async () => {
    const { nonce, callback, browser } = await signIn('aluno');
    // The same code again (the browser's back button, or a thief of the address).
    await land(callback, browser);
    expect((await validate(nonce, browser)).statusCode).toBe(200);
    const forged = new URL(callback);
    forged.searchParams.set('state', 'not-a-state');
    await land(forged.href, browser);

    const later = new CookieJar();
    const started = await start(later);
    const late = await signInAt(started.link, 'aluno', CALLBACK);
    // The patron took longer than the sign-in's lifetime at the provider.
    await app.ctx.database.db.update(ssoEstado).set({ expiraEm: new Date(Date.now() - 1000) })
      .where(and(isNull(ssoEstado.usadoEm), isNull(ssoEstado.codPessoa), isNull(ssoEstado.erro)));
    await land(late, later);
    const res = await validate(started.nonce, later);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('error.sso-token-validation');
  });

  it('a nonce that was never answered or never existed is refused', async () => {
    const browser = new CookieJar();
    const { nonce } = await start(browser);
    expect((await validate(nonce, browser)).json().message).toBe('error.sso-authentication');
    expect((await validate('made-up', browser)).json().message).toBe('error.sso-token-validation');
  });

  it.each(['signature', 'audience'] as const)('an ID token with a bad %s: token validation error', async (mode) => {
    idp.tamper(mode);
    try {
      const { nonce, browser } = await signIn('aluno');
      const res = await validate(nonce, browser);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe('error.sso-token-validation');
    } finally {
      idp.tamper(null);
    }
  });

  it('the provider refusing our code exchange (wrong client secret): token validation error', async () => {
    const other = await testApp({
      publicUrl: SITE,
      oidc: { issuer: idp.issuer, clientId: OIDC_CLIENT.id, clientSecret: 'wrong-secret', logoutUrl: null, claim: 'preferred_username', scope: 'openid profile email' },
    });
    try {
      const otherAuth = bearer(await publicToken(other));
      const browser = new CookieJar();
      const started = await other.inject({ url: '/api/oidc/authorize', headers: otherAuth });
      browser.take(started);
      const callback = await signInAt(started.json().link, 'aluno', CALLBACK);
      await other.inject({ url: callback.slice(SITE.length), headers: browser.headers('/api/oidc/callback') });
      const res = await other.inject({
        method: 'POST', url: '/api/oidc/validar', headers: { ...otherAuth, ...browser.headers('/api/oidc/validar') }, payload: { nonce: started.json().nonce },
      });
      expect(res.json().message).toBe('error.sso-token-validation');
    } finally {
      await other.close();
    }
  });

  it('without OIDC_ISSUER the server says OIDC is not available', async () => {
    const plain = await testApp();
    try {
      const plainAuth = bearer(await publicToken(plain));
      expect((await plain.inject({ url: '/api/oidc/authorize', headers: plainAuth })).statusCode).toBe(501);
      expect((await plain.inject({ url: '/api/parametros/instituicao', headers: plainAuth })).json().oidc).toBe(false);
    } finally {
      await plain.close();
    }
  });
});
