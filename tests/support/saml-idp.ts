/**
 * A local SAML 2.0 identity provider for the tests: it reads the AuthnRequest
 * (HTTP-Redirect binding), shows a login form, and answers with a Response whose assertion
 * is signed (RSA-SHA256, exclusive c14n) by its self-signed certificate, delivered to the
 * requester's ACS by an auto-posting form (HTTP-POST binding). `mode` spoils the answer on
 * purpose: another key's signature, another audience, or a refusal (RequestDenied).
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { inflateRawSync } from 'node:zlib';
import { generate } from 'selfsigned';
import { SignedXml } from 'xml-crypto';

export type SamlMode = 'ok' | 'bad-signature' | 'wrong-audience' | 'deny';

const ACCOUNTS: Record<string, string> = {
  aluno: 'ana.souza@idp.test',
  desconhecido: 'fora@idp.test',
  bloqueado: 'marcos@idp.test',
};

export interface SamlIdp {
  entryPoint: string;
  issuer: string;
  /** The IdP's signing certificate (PEM), which the server is configured to trust. */
  cert: string;
  close(): Promise<void>;
}

interface AuthnRequest { id: string; acs: string; spIssuer: string }

function readRequest(encoded: string): AuthnRequest {
  const xml = inflateRawSync(Buffer.from(encoded, 'base64')).toString('utf8');
  const attr = (name: string) => new RegExp(`${name}="([^"]+)"`).exec(xml)?.[1] ?? '';
  return { id: attr('ID'), acs: attr('AssertionConsumerServiceURL'), spIssuer: /<(?:saml:)?Issuer[^>]*>([^<]+)</.exec(xml)?.[1] ?? '' };
}

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
const iso = (offsetMs = 0) => new Date(Date.now() + offsetMs).toISOString();

function responseXml(issuer: string, request: AuthnRequest, user: string, mode: SamlMode) {
  const head = `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="_${randomUUID()}" Version="2.0" IssueInstant="${iso()}" Destination="${escape(request.acs)}" InResponseTo="${escape(request.id)}"><saml:Issuer>${escape(issuer)}</saml:Issuer>`;
  if (mode === 'deny') {
    return `${head}<samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Responder"><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:RequestDenied"/></samlp:StatusCode></samlp:Status></samlp:Response>`;
  }
  const audience = mode === 'wrong-audience' ? 'another-service' : request.spIssuer;
  return `${head}<samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>`
    + `<saml:Assertion xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="_${randomUUID()}" Version="2.0" IssueInstant="${iso()}"><saml:Issuer>${escape(issuer)}</saml:Issuer>`
    + `<saml:Subject><saml:NameID Format="urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified">${escape(user)}</saml:NameID>`
    + `<saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer"><saml:SubjectConfirmationData InResponseTo="${escape(request.id)}" NotOnOrAfter="${iso(5 * 60_000)}" Recipient="${escape(request.acs)}"/></saml:SubjectConfirmation></saml:Subject>`
    + `<saml:Conditions NotBefore="${iso(-60_000)}" NotOnOrAfter="${iso(5 * 60_000)}"><saml:AudienceRestriction><saml:Audience>${escape(audience)}</saml:Audience></saml:AudienceRestriction></saml:Conditions>`
    + `<saml:AuthnStatement AuthnInstant="${iso()}" SessionIndex="_${randomUUID()}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>`
    + `<saml:AttributeStatement><saml:Attribute Name="mail"><saml:AttributeValue>${escape(ACCOUNTS[user] ?? '')}</saml:AttributeValue></saml:Attribute></saml:AttributeStatement>`
    + `</saml:Assertion></samlp:Response>`;
}

function signAssertion(xml: string, key: { private: string; cert: string }) {
  const sig = new SignedXml({
    privateKey: key.private, publicCert: key.cert,
    signatureAlgorithm: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
    canonicalizationAlgorithm: 'http://www.w3.org/2001/10/xml-exc-c14n#',
  });
  sig.addReference({
    xpath: "//*[local-name(.)='Assertion']",
    digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
    transforms: ['http://www.w3.org/2000/09/xmldsig#enveloped-signature', 'http://www.w3.org/2001/10/xml-exc-c14n#'],
  });
  sig.computeSignature(xml, { location: { reference: "//*[local-name(.)='Assertion']/*[local-name(.)='Issuer']", action: 'after' } });
  return sig.getSignedXml();
}

const page = (body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test SAML identity provider</title></head><body><main>${body}</main></body></html>`;

async function formBody(req: http.IncomingMessage): Promise<URLSearchParams> {
  let text = '';
  for await (const chunk of req) text += chunk;
  return new URLSearchParams(text);
}

export async function startSamlIdp(opts: { port?: number } = {}): Promise<SamlIdp> {
  const attrs = [{ name: 'commonName', value: 'test-idp' }];
  const [key, impostor] = await Promise.all([generate(attrs, { keySize: 2048 }), generate(attrs, { keySize: 2048 })]);
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const issuer = `${base}/metadata`;

  server.on('request', async (req, res) => {
    const url = new URL(req.url ?? '/', base);
    res.setHeader('content-type', 'text/html; charset=utf-8');
    try {
      if (req.method === 'GET' && url.pathname === '/sso') {
        const samlRequest = url.searchParams.get('SAMLRequest') ?? '';
        readRequest(samlRequest);
        const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escape(value)}">`;
        return res.end(page(`<h1>Test SAML identity provider</h1><form method="post" action="/sso/login">
          ${hidden('SAMLRequest', samlRequest)}${hidden('RelayState', url.searchParams.get('RelayState') ?? '')}${hidden('mode', 'ok')}
          <label>Username <input name="username" autocomplete="username"></label>
          <button type="submit">Sign in</button> <button type="submit" name="mode" value="deny">Cancel</button></form>`));
      }
      if (req.method === 'POST' && url.pathname === '/sso/login') {
        const form = await formBody(req);
        const request = readRequest(form.get('SAMLRequest') ?? '');
        const mode = (form.getAll('mode').at(-1) ?? 'ok') as SamlMode;
        const user = form.get('username')?.trim() ?? '';
        if (mode !== 'deny' && !ACCOUNTS[user]) {
          res.statusCode = 401;
          return res.end(page('<p role="alert">Unknown account</p>'));
        }
        const xml = responseXml(issuer, request, user, mode);
        const signed = mode === 'deny' ? xml : signAssertion(xml, mode === 'bad-signature' ? impostor : key);
        return res.end(page(`<form method="post" action="${escape(request.acs)}">
          <input type="hidden" name="SAMLResponse" value="${Buffer.from(signed).toString('base64')}">
          <input type="hidden" name="RelayState" value="${escape(form.get('RelayState') ?? '')}">
          <noscript><button type="submit">Continue</button></noscript></form>
          <script>document.forms[0].submit()</script>`));
      }
      res.statusCode = 404;
      res.end(page('<p>Not found</p>'));
    } catch (error) {
      res.statusCode = 400;
      res.end(page(`<p>${escape(String(error))}</p>`));
    }
  });
  return { entryPoint: `${base}/sso`, issuer, cert: key.cert, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** Plays the browser at the IdP: what its auto-posting form would send to our ACS. */
export async function samlSignInAt(link: string, username: string, mode: SamlMode = 'ok') {
  const start = new URL(link);
  const res = await fetch(new URL('/sso/login', start), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      SAMLRequest: start.searchParams.get('SAMLRequest') ?? '', RelayState: start.searchParams.get('RelayState') ?? '', username, mode,
    }).toString(),
  });
  const html = await res.text();
  const field = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? '';
  const acs = /action="([^"]+)"/.exec(html)?.[1] ?? '';
  if (res.status !== 200 || !acs) throw new Error(`IdP refused (${res.status}): ${html.slice(0, 200)}`);
  return { acs: acs.replace(/&amp;/g, '&'), SAMLResponse: field('SAMLResponse'), RelayState: field('RelayState') };
}
