import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backendName } from '../support/test-db';
import { bearer, publicToken, testApp } from '../support/server-app';
import { samlSignInAt, startSamlIdp, type SamlIdp, type SamlMode } from '../support/saml-idp';

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

  const start = async () => {
    const res = await app.inject({ url: '/api/saml/login', headers: auth });
    expect(res.statusCode).toBe(200);
    return res.json() as { link: string; nonce: string };
  };
  /** GET /saml/login → the IdP (as `username`) → its form posted to our ACS. */
  async function signIn(username: string, mode: SamlMode = 'ok') {
    const { link, nonce } = await start();
    const posted = await samlSignInAt(link, username, mode);
    expect(posted.acs).toBe(`${SITE}/api/saml/acs`);
    const back = await app.inject({
      method: 'POST', url: '/api/saml/acs', payload: new URLSearchParams({ SAMLResponse: posted.SAMLResponse, RelayState: posted.RelayState }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`${SITE}/saml-response`);
    return { nonce, posted };
  }
  const validate = (nonce: string) => app.inject({ method: 'POST', url: '/api/saml/validar', headers: auth, payload: { saml: nonce } });
  const refusal = async (nonce: string) => {
    const res = await validate(nonce);
    expect(res.statusCode).toBe(422);
    return res.json().message as string;
  };

  it('the institution settings announce SAML and its logout link', async () => {
    const res = await app.inject({ url: '/api/parametros/instituicao', headers: auth });
    expect(res.json()).toMatchObject({ oidc: false, saml: true, links_logout: { oidc: null, saml: `${idp.entryPoint}/logout` } });
  });

  it('signs the patron in by a signed assertion, and the nonce opens the session once only', async () => {
    const { nonce } = await signIn('aluno');
    const res = await validate(nonce);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ token_type: 'Bearer', scope: 'user', refresh_token: expect.any(String) });
    const me = await app.inject({ url: '/api/pessoas', headers: bearer(res.json().access_token) });
    expect(me.json().user.login).toBe('aluno');
    expect(await refusal(nonce)).toBe('error.sso-token-validation');
  });

  it('a response posted again (replayed assertion) is not accepted twice', async () => {
    const { nonce, posted } = await signIn('aluno');
    const replay = await app.inject({
      method: 'POST', url: '/api/saml/acs', payload: new URLSearchParams({ SAMLResponse: posted.SAMLResponse, RelayState: posted.RelayState }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(replay.statusCode).toBe(303);
    expect((await validate(nonce)).statusCode).toBe(200);
    // A fresh sign-in cannot be completed with the old response: it answers another request.
    const fresh = await start();
    const relay = new URL(fresh.link).searchParams.get('RelayState')!;
    await app.inject({
      method: 'POST', url: '/api/saml/acs', payload: new URLSearchParams({ SAMLResponse: posted.SAMLResponse, RelayState: relay }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(await refusal(fresh.nonce)).toBe('error.sso-token-validation');
  });

  it('a person the IdP knows but we do not: user not found', async () => {
    expect(await refusal((await signIn('desconhecido')).nonce)).toBe('error.sso-user-not-found');
  });

  it('a blocked person is refused as by the password grant', async () => {
    const res = await validate((await signIn('bloqueado')).nonce);
    expect(res.statusCode).toBe(430);
    expect(res.json().message).toBe('ACESSO_BLOQUEADO');
  });

  it('an assertion signed by another key: token validation error', async () => {
    expect(await refusal((await signIn('aluno', 'bad-signature')).nonce)).toBe('error.sso-token-validation');
  });

  it('an assertion for another audience: token validation error', async () => {
    expect(await refusal((await signIn('aluno', 'wrong-audience')).nonce)).toBe('error.sso-token-validation');
  });

  it('the IdP refusing (RequestDenied): permission denied', async () => {
    expect(await refusal((await signIn('aluno', 'deny')).nonce)).toBe('error.sso-permission-denied');
  });

  it('a sign-in the IdP never answered: authentication error', async () => {
    expect(await refusal((await start()).nonce)).toBe('error.sso-authentication');
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
