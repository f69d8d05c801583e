// Issue 21 item 4: every absolute address the server writes (the certificate's mail and
// PDF, the calendar feed, the sign-on return) comes from PUBLIC_URL, or from a trusted
// proxy's headers when TRUST_PROXY names the peer; a forged Host never reaches the mail.
import { inflateRawSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../support/pdf';
import { startSamlIdp, type SamlIdp } from '../support/saml-idp';
import { bearer, login, publicToken, testApp } from '../support/server-app';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink';
import { backendName } from '../support/test-db';

const FORGED = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https', 'x-forwarded-for': '198.51.100.7' };
const LISTENING = 'http://catalogo.internal:8123';
const PUBLIC = 'https://catalogo.example.edu';

/** The text of a quoted-printable mail body, soft line breaks joined. */
const mailText = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

describe(`absolute addresses under a forged Host (${backendName})`, () => {
  let sink: SmtpSink;
  let idp: SamlIdp;
  /** No TRUST_PROXY: a proxy's headers count from nobody. */
  let direct: FastifyInstance;
  /** TRUST_PROXY=loopback: app.inject's peer (127.0.0.1) is the trusted proxy. */
  let proxied: FastifyInstance;
  const tokens = new Map<FastifyInstance, Record<string, string>>();

  const build = async (trustProxy: false | string[]) => {
    const app = await testApp({
      smtpUrl: sink.url, host: 'catalogo.internal', port: 8123, trustProxy,
      saml: { entryPoint: idp.entryPoint, issuer: 'catalogo-sp', idpCert: idp.cert, idpIssuer: idp.issuer, logoutUrl: null, claim: null },
    });
    const tecnico = bearer((await login(app, 'tecnico')).access_token);
    // A clean record: the certificate is issued once, then mailed and printed as often as asked.
    expect((await app.inject({ method: 'POST', url: '/api/unidade-informacao/nada-consta', headers: tecnico, payload: { confirmar: true } })).statusCode).toBe(201);
    tokens.set(app, tecnico);
    return app;
  };

  beforeAll(async () => {
    [sink, idp] = await Promise.all([startSmtpSink(), startSamlIdp()]);
    direct = await build(false);
    proxied = await build(['loopback']);
  });
  afterAll(async () => {
    await direct?.close();
    await proxied?.close();
    await sink?.close();
    await idp?.close();
  });

  type Headers = Record<string, string>;
  /** The verification link in the certificate's mail. */
  async function mailedLink(app: FastifyInstance, headers: Headers, remoteAddress?: string) {
    const before = sink.messages.length;
    const res = await app.inject({
      method: 'POST', url: '/api/nada-consta/send-mail', headers: { ...tokens.get(app), ...headers }, payload: { destinatarios: 'rh@example.org' },
      ...(remoteAddress ? { remoteAddress } : {}),
    });
    expect(res.statusCode).toBe(204);
    const [message] = (await sink.waitFor(before + 1)).slice(before);
    return /Confira a autenticidade em (\S+)/.exec(mailText(message.raw))?.[1];
  }
  async function pdfLink(app: FastifyInstance, headers: Headers) {
    const res = await app.inject({ url: '/api/unidade-informacao/nada-consta/pdf', headers: { ...tokens.get(app), ...headers } });
    return /Confira a autenticidade em (\S+)/.exec(await pdfText(new Uint8Array(res.rawPayload)))?.[1];
  }
  async function calendarAddress(app: FastifyInstance, headers: Headers) {
    const res = await app.inject({ method: 'POST', url: '/api/calendario/assinatura', headers: { ...tokens.get(app), ...headers } });
    expect(res.statusCode).toBe(201);
    return (res.json() as { url: string }).url;
  }
  /** Where the identity provider is told to send the patron back (the SAML request's ACS). */
  async function signOnReturn(app: FastifyInstance, headers: Headers) {
    const res = await app.inject({ url: '/api/saml/login', headers: { ...bearer(await publicToken(app)), ...headers } });
    const request = new URL((res.json() as { link: string }).link).searchParams.get('SAMLRequest') ?? '';
    return /AssertionConsumerServiceURL="([^"]+)"/.exec(inflateRawSync(Buffer.from(request, 'base64')).toString('utf8'))?.[1];
  }
  const everyAddress = async (app: FastifyInstance, headers: Headers) => {
    const [mail, pdf, calendar, sso] = [await mailedLink(app, headers), await pdfLink(app, headers), await calendarAddress(app, headers), await signOnReturn(app, headers)];
    return { mail: mail && new URL(mail).origin, pdf: pdf && new URL(pdf).origin, calendar: new URL(calendar).origin, sso: sso && new URL(sso).origin };
  };
  const all = (origin: string) => ({ mail: origin, pdf: origin, calendar: origin, sso: origin });

  it('without PUBLIC_URL or TRUST_PROXY: the listening address, never the forged Host or forwarded headers', async () => {
    expect(await everyAddress(direct, FORGED)).toEqual(all(LISTENING));
    const link = await mailedLink(direct, FORGED);
    expect(link).toMatch(new RegExp(`^${LISTENING}/nada-consta/verificar\\?codigo=[2-9A-Z-]{14}$`));
  });

  it('with PUBLIC_URL: PUBLIC_URL, whatever the headers say, with or without a trusted proxy', async () => {
    for (const app of [direct, proxied]) {
      app.ctx.config.publicUrl = PUBLIC;
      try {
        expect(await everyAddress(app, FORGED)).toEqual(all(PUBLIC));
      } finally {
        app.ctx.config.publicUrl = null;
      }
    }
  });

  it("with TRUST_PROXY: the trusted proxy's forwarded host and scheme", async () => {
    const proxy = { host: 'backend:8080', 'x-forwarded-host': 'biblioteca.example.edu', 'x-forwarded-proto': 'https', 'x-forwarded-for': '198.51.100.7' };
    expect(await everyAddress(proxied, proxy)).toEqual(all('https://biblioteca.example.edu'));
  });

  it("with TRUST_PROXY: a peer it does not name is not believed, nor a forwarded host that is not a host", async () => {
    expect(new URL((await mailedLink(proxied, FORGED, '203.0.113.9'))!).origin).toBe(LISTENING);
    expect(new URL((await mailedLink(proxied, { ...FORGED, 'x-forwarded-host': 'evil.example/path?x=' }))!).origin).toBe(LISTENING);
  });
});
