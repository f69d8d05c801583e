import type { FastifyInstance } from 'fastify';
import { and, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ssoEstado } from '../../server/db/schema';
import { backendName } from '../support/test-db';
import { bearer, publicToken, testApp } from '../support/server-app';
import { OIDC_CLIENT, signInAt, startOidcIdp, type OidcIdp } from '../support/oidc-idp';

const SITE = 'http://catalogo.test';
const CALLBACK = `${SITE}/api/oidc/callback`;

describe(`OpenID Connect sign-in against a real provider (${backendName})`, () => {
  let idp: OidcIdp;
  let app: FastifyInstance;
  let auth: Record<string, string>;
  beforeAll(async () => {
    idp = await startOidcIdp({ redirectUris: [CALLBACK] });
    app = await testApp({
      publicUrl: SITE,
      oidc: { issuer: idp.issuer, clientId: OIDC_CLIENT.id, clientSecret: OIDC_CLIENT.secret, logoutUrl: `${idp.issuer}/session/end`, claim: 'preferred_username', scope: 'openid profile email' },
    });
    auth = bearer(await publicToken(app));
  });
  afterAll(async () => { await app?.close(); await idp?.close(); });

  /** GET /oidc/authorize → the provider (as `username`, or cancelled) → our callback. */
  async function signIn(username: string | null, query = '') {
    const start = await app.inject({ url: `/api/oidc/authorize${query}`, headers: auth });
    expect(start.statusCode).toBe(200);
    const { nonce, link } = start.json();
    const callback = await signInAt(link, username, CALLBACK);
    const back = await app.inject({ url: callback.slice(SITE.length) });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`${SITE}/oauth-response`);
    // Nothing secret rides in the addresses the browser sees.
    expect(back.headers.location).not.toContain(nonce);
    return { nonce, link, callback };
  }
  const validate = (nonce: string) => app.inject({ method: 'POST', url: '/api/oidc/validar', headers: auth, payload: { nonce } });

  it('the institution settings announce OIDC and its logout link', async () => {
    const res = await app.inject({ url: '/api/parametros/instituicao', headers: auth });
    expect(res.json()).toMatchObject({ oidc: true, saml: false, links_logout: { oidc: `${idp.issuer}/session/end`, saml: null } });
  });

  it('signs the patron in with PKCE, and the nonce opens the session once only', async () => {
    const { nonce, link } = await signIn('aluno');
    const url = new URL(link);
    expect(url.origin).toBe(idp.issuer);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('redirect_uri')).toBe(CALLBACK);
    const res = await validate(nonce);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ token_type: 'Bearer', scope: 'user', refresh_token: expect.any(String) });
    const me = await app.inject({ url: '/api/pessoas', headers: bearer(res.json().access_token) });
    expect(me.json().user.login).toBe('aluno');
    const again = await validate(nonce);
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('error.sso-token-validation');
  });

  it('passes an address-like login as login_hint and refuses one without @', async () => {
    const ok = await app.inject({ url: '/api/oidc/authorize?login=ana.souza%40idp.test', headers: auth });
    expect(new URL(ok.json().link).searchParams.get('login_hint')).toBe('ana.souza@idp.test');
    expect((await app.inject({ url: '/api/oidc/authorize?login=aluno', headers: auth })).statusCode).toBe(400);
  });

  it('a person the provider knows but we do not: user not found', async () => {
    const { nonce } = await signIn('desconhecido');
    const res = await validate(nonce);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('error.sso-user-not-found');
  });

  it('a blocked person is refused as by the password grant', async () => {
    const { nonce } = await signIn('bloqueado');
    const res = await validate(nonce);
    expect(res.statusCode).toBe(430);
    expect(res.json().message).toBe('ACESSO_BLOQUEADO');
  });

  it('the patron cancelling at the provider (access_denied): permission denied', async () => {
    const { nonce } = await signIn(null);
    const res = await validate(nonce);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('error.sso-permission-denied');
  });

  it('a callback replayed, forged or for an expired state changes nothing', async () => {
    const { nonce, callback } = await signIn('aluno');
    // The same code again (the browser's back button, or a thief of the address).
    expect((await app.inject({ url: callback.slice(SITE.length) })).statusCode).toBe(303);
    expect((await validate(nonce)).statusCode).toBe(200);
    const forged = new URL(callback);
    forged.searchParams.set('state', 'not-a-state');
    expect((await app.inject({ url: forged.pathname + forged.search })).headers.location).toBe(`${SITE}/oauth-response`);

    const start = (await app.inject({ url: '/api/oidc/authorize', headers: auth })).json();
    const late = await signInAt(start.link, 'aluno', CALLBACK);
    // The patron took longer than the sign-in's lifetime at the provider.
    await app.ctx.database.db.update(ssoEstado).set({ expiraEm: new Date(Date.now() - 1000) })
      .where(and(isNull(ssoEstado.usadoEm), isNull(ssoEstado.codPessoa), isNull(ssoEstado.erro)));
    await app.inject({ url: late.slice(SITE.length) });
    const res = await validate(start.nonce);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('error.sso-token-validation');
  });

  it('a nonce that was never answered or never existed is refused', async () => {
    const start = (await app.inject({ url: '/api/oidc/authorize', headers: auth })).json();
    expect((await validate(start.nonce)).json().message).toBe('error.sso-authentication');
    expect((await validate('made-up')).json().message).toBe('error.sso-token-validation');
  });

  it.each(['signature', 'audience'] as const)('an ID token with a bad %s: token validation error', async (mode) => {
    idp.tamper(mode);
    try {
      const { nonce } = await signIn('aluno');
      const res = await validate(nonce);
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
      const start = (await other.inject({ url: '/api/oidc/authorize', headers: otherAuth })).json();
      const callback = await signInAt(start.link, 'aluno', CALLBACK);
      await other.inject({ url: callback.slice(SITE.length) });
      const res = await other.inject({ method: 'POST', url: '/api/oidc/validar', headers: otherAuth, payload: { nonce: start.nonce } });
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
