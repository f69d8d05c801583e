import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backendName } from '../support/test-db';
import { bearer, publicToken, testApp } from '../support/server-app';
import { samlSignInAt, startSamlIdp, type SamlIdp, type SamlMode } from '../support/saml-idp';
import { CookieJar } from '../support/cookie-jar';

const SITE = 'http://catalogo.test';

describe(`SAML single sign-on against a local identity provider (${backendName})`, () => {
  let idp: SamlIdp;
  let app: FastifyInstance;
  let auth: Record<string, string>;
  beforeAll(async () => {
    idp = await startSamlIdp();
    app = await testApp({
      publicUrl: SITE,
      saml: { entryPoint: idp.entryPoint, issuer: 'catalogo-sp', idpCert: idp.cert, idpIssuer: idp.issuer, logoutUrl: `${idp.entryPoint}/logout`, claim: null },
    });
    auth = bearer(await publicToken(app));
  });
  afterAll(async () => { await app?.close(); await idp?.close(); });

  /** GET /saml/login from `browser` (its cookies kept in its jar). */
  const start = async (browser = new CookieJar()) => {
    const res = await app.inject({ url: '/api/saml/login', headers: { ...auth, ...browser.headers('/api/saml/login') } });
    expect(res.statusCode).toBe(200);
    browser.take(res);
    return { ...(res.json() as { link: string; nonce: string }), browser };
  };
  /**
   * The IdP's auto-posting form arriving at our ACS in `browser`: a cross-site POST, which
   * carries none of the browser's SameSite=Lax cookies; then the browser follows our
   * redirects on our own site (top-level GETs, which carry them) until it reaches the PWA.
   */
  async function post(posted: { SAMLResponse: string; RelayState: string }, browser: CookieJar) {
    let res = await app.inject({
      method: 'POST', url: '/api/saml/acs', payload: new URLSearchParams(posted).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    for (let hop = 0; res.statusCode === 303 && hop < 5; hop++) {
      browser.take(res);
      const location = String(res.headers.location);
      if (!location.startsWith(`${SITE}/api/`)) break;
      const url = location.slice(SITE.length);
      res = await app.inject({ url, headers: browser.headers(url) });
    }
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`${SITE}/saml-response`);
    return res;
  }
  /** GET /saml/login → the IdP (as `username`) → its form posted to our ACS, all in one browser. */
  async function signIn(username: string, mode: SamlMode = 'ok', browser = new CookieJar()) {
    const { link, nonce } = await start(browser);
    const posted = await samlSignInAt(link, username, mode);
    expect(posted.acs).toBe(`${SITE}/api/saml/acs`);
    await post(posted, browser);
    return { nonce, posted, browser };
  }
  const validate = (nonce: string, browser?: CookieJar) =>
    app.inject({ method: 'POST', url: '/api/saml/validar', headers: { ...auth, ...browser?.headers('/api/saml/validar') }, payload: { saml: nonce } });
  const refusal = async ({ nonce, browser }: { nonce: string; browser?: CookieJar }) => {
    const res = await validate(nonce, browser);
    expect(res.statusCode).toBe(422);
    return res.json().message as string;
  };

  it('the institution settings announce SAML and its logout link', async () => {
    const res = await app.inject({ url: '/api/parametros/instituicao', headers: auth });
    expect(res.json()).toMatchObject({ oidc: false, saml: true, links_logout: { oidc: null, saml: `${idp.entryPoint}/logout` } });
  });

  it('signs the patron in by a signed assertion, and the nonce opens the session once only', async () => {
    const { nonce, browser } = await signIn('aluno');
    const res = await validate(nonce, browser);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ token_type: 'Bearer', scope: 'user', refresh_token: expect.any(String) });
    const me = await app.inject({ url: '/api/pessoas', headers: bearer(res.json().access_token) });
    expect(me.json().user.login).toBe('aluno');
    expect(await refusal({ nonce, browser })).toBe('error.sso-token-validation');
  });

  it('a response posted again (replayed assertion) is not accepted twice', async () => {
    const { nonce, posted, browser } = await signIn('aluno');
    await post(posted, browser);
    expect((await validate(nonce, browser)).statusCode).toBe(200);
    // A fresh sign-in cannot be completed with the old response: it answers another request.
    const fresh = await start(browser);
    const relay = new URL(fresh.link).searchParams.get('RelayState')!;
    await post({ SAMLResponse: posted.SAMLResponse, RelayState: relay }, browser);
    expect(await refusal(fresh)).toBe('error.sso-token-validation');
  });

  it('binds the sign-on to the browser that started it: an HttpOnly, SameSite=Lax cookie scoped to /api/saml', async () => {
    const { browser } = await start();
    const [cookie] = browser.attributes('catalogo_sso_saml');
    expect(cookie).toMatch(/^Path=\/api\/saml; /);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  describe('link injection (issue 33): a sign-on started by one browser and finished by another', () => {
    it("the patron finishing the attacker's link: the attacker's nonce opens nothing", async () => {
      const attacker = await start();
      // The patron opens the link; an IdP with an open session asks nothing and posts the assertion from their browser.
      const posted = await samlSignInAt(attacker.link, 'aluno');
      await post(posted, new CookieJar());
      const res = await validate(attacker.nonce, attacker.browser);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe('error.sso-other-browser');
      expect(res.json()).not.toHaveProperty('access_token');
      expect(res.json()).not.toHaveProperty('refresh_token');
    });

    it("nor when the patron's browser holds a sign-on of its own, which still works", async () => {
      const attacker = await start();
      const patron = await start();
      await post(await samlSignInAt(attacker.link, 'aluno'), patron.browser);
      expect(await refusal(attacker)).toBe('error.sso-other-browser');
      await post(await samlSignInAt(patron.link, 'aluno'), patron.browser);
      expect((await validate(patron.nonce, patron.browser)).statusCode).toBe(200);
    });

    it("the attacker cannot finish the patron's assertion in their own browser by its RelayState", async () => {
      const attacker = await start();
      const posted = await samlSignInAt(attacker.link, 'aluno');
      // The patron's browser posts the assertion but does not follow our redirect; the attacker knows the RelayState.
      const acs = await app.inject({
        method: 'POST', url: '/api/saml/acs', payload: new URLSearchParams(posted).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(acs.statusCode).toBe(303);
      expect(String(acs.headers.location)).not.toContain(posted.RelayState);
      for (const url of [`/api/saml/concluir?codigo=${posted.RelayState}`, '/api/saml/concluir']) {
        const res = await app.inject({ url, headers: attacker.browser.headers(url) });
        expect(res.statusCode).toBeLessThan(500);
      }
      const res = await validate(attacker.nonce, attacker.browser);
      expect(res.statusCode).toBe(422);
      expect(res.json()).not.toHaveProperty('access_token');
    });

    it('a nonce redeemed by a client without the browser that signed on gets nothing', async () => {
      const { nonce } = await signIn('aluno');
      expect(await refusal({ nonce, browser: new CookieJar() })).toBe('error.sso-other-browser');
    });
  });

  it('a person the IdP knows but we do not: user not found', async () => {
    expect(await refusal(await signIn('desconhecido'))).toBe('error.sso-user-not-found');
  });

  it('a blocked person is refused as by the password grant', async () => {
    const { nonce, browser } = await signIn('bloqueado');
    const res = await validate(nonce, browser);
    expect(res.statusCode).toBe(430);
    expect(res.json().message).toBe('ACESSO_BLOQUEADO');
  });

  it('an assertion signed by another key: token validation error', async () => {
    expect(await refusal(await signIn('aluno', 'bad-signature'))).toBe('error.sso-token-validation');
  });

  it('an assertion for another audience: token validation error', async () => {
    expect(await refusal(await signIn('aluno', 'wrong-audience'))).toBe('error.sso-token-validation');
  });

  it('the IdP refusing (RequestDenied): permission denied', async () => {
    expect(await refusal(await signIn('aluno', 'deny'))).toBe('error.sso-permission-denied');
  });

  it('a sign-in the IdP never answered: authentication error', async () => {
    expect(await refusal(await start())).toBe('error.sso-authentication');
  });

  it('without SAML_ENTRY_POINT the server says SAML is not available', async () => {
    const plain = await testApp();
    try {
      expect((await plain.inject({ url: '/api/saml/login', headers: bearer(await publicToken(plain)) })).statusCode).toBe(501);
    } finally {
      await plain.close();
    }
  });
});
