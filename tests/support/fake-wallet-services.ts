/**
 * Stand-ins for the wallets' services, on 127.0.0.1, no network:
 *
 * - APNs: an HTTP/2 server over TLS (a self-signed certificate made here) that asks for a
 *   client certificate and takes only one issued by the given CA (the test's WWDR, which
 *   issued the pass certificate), answering `POST /3/device/<token>` as scripted per token.
 * - Google: an OAuth2 token endpoint that verifies the JWT bearer grant's assertion with the
 *   service account's public key (issuer, audience, scope, RS256), and the Wallet API's
 *   `PATCH /walletobjects/v1/genericObject/{id}`: 200 for objects marked saved, else 404.
 */
import http from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import type { TLSSocket } from 'node:tls';
import { importSPKI, jwtVerify } from 'jose';
import forge from 'node-forge';

export interface ApnsRequest { token: string; topic: string; pushType: string | undefined; body: string; clientSubject: string }

/** A self-signed TLS certificate for 127.0.0.1 (PEM), the fake APNs's own. */
function selfSignedServerCert() {
  const keys = forge.pki.rsa.generateKeyPair(2048);
  const cert = forge.pki.createCertificate();
  cert.publicKey = keys.publicKey;
  cert.serialNumber = '01';
  cert.validity.notBefore = new Date(Date.now() - 86_400_000);
  cert.validity.notAfter = new Date(Date.now() + 86_400_000);
  const name = [{ name: 'commonName', value: '127.0.0.1' }];
  cert.setSubject(name);
  cert.setIssuer(name);
  cert.setExtensions([{ name: 'basicConstraints', cA: true }, { name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }]);
  cert.sign(keys.privateKey, forge.md.sha256.create());
  return { cert: forge.pki.certificateToPem(cert), key: forge.pki.privateKeyToPem(keys.privateKey) };
}

export interface FakeApns {
  url: string;
  /** The certificate a client must trust to reach it. */
  ca: string;
  requests: ApnsRequest[];
  /** The next answers for a token (then 200): [status, reason]. */
  script(token: string, ...answers: [number, string?][]): void;
  /** Milliseconds each answer waits (to make two senders overlap). */
  delayMs: number;
  close(): Promise<void>;
}

export async function startFakeApns(clientCa: string): Promise<FakeApns> {
  const { cert, key } = selfSignedServerCert();
  const scripted = new Map<string, [number, string?][]>();
  const fake = { requests: [] as ApnsRequest[], delayMs: 0 } as FakeApns;
  const server = http2.createSecureServer({ cert, key, ca: clientCa, requestCert: true, rejectUnauthorized: true });
  server.on('stream', (stream, headers) => {
    let body = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => { body += chunk; });
    stream.on('end', () => {
      const token = decodeURIComponent(String(headers[':path']).replace(/^\/3\/device\//, ''));
      const peer = (stream.session!.socket as TLSSocket).getPeerCertificate();
      fake.requests.push({ token, topic: String(headers['apns-topic']), pushType: headers['apns-push-type'] as string | undefined, body, clientSubject: String(peer.subject?.CN ?? '') });
      const [status, reason] = scripted.get(token)?.shift() ?? [200];
      setTimeout(() => {
        if (stream.destroyed) return;
        stream.respond({ ':status': status, 'apns-id': '00000000-0000-0000-0000-000000000001' });
        stream.end(reason ? JSON.stringify({ reason }) : undefined);
      }, fake.delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.ca = cert;
  fake.script = (token, ...answers) => { scripted.set(token, answers); };
  fake.close = () => new Promise((resolve) => server.close(() => resolve()));
  return fake;
}

export interface TokenGrant { iss: string; aud: string; scope: string }

export interface FakeGoogle {
  tokenUrl: string;
  apiUrl: string;
  /** Verified assertions of the grants made. */
  grants: TokenGrant[];
  /** Grants refused (a JWT that did not verify). */
  refusedGrants: number;
  patches: { id: string; authorization: string; body: Record<string, unknown> }[];
  /** Object ids the patron saved (answered 200; any other 404). */
  saved: Set<string>;
  delayMs: number;
  close(): Promise<void>;
}

export async function startFakeGoogle(serviceAccountEmail: string, publicKeyPem: string): Promise<FakeGoogle> {
  const publicKey = await importSPKI(publicKeyPem, 'RS256');
  const fake = { grants: [], refusedGrants: 0, patches: [], saved: new Set<string>(), delayMs: 0 } as unknown as FakeGoogle;
  const issued = new Set<string>();
  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => { body += chunk; });
    req.on('end', () => void (async () => {
      const reply = (status: number, json?: unknown) => setTimeout(() => {
        res.writeHead(status, { 'content-type': 'application/json' }).end(json === undefined ? '' : JSON.stringify(json));
      }, fake.delayMs);
      if (req.method === 'POST' && req.url === '/token') {
        const form = new URLSearchParams(body);
        try {
          if (form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer') throw new Error('grant_type');
          const { payload, protectedHeader } = await jwtVerify(form.get('assertion') ?? '', publicKey, { issuer: serviceAccountEmail, audience: fake.tokenUrl, algorithms: ['RS256'] });
          if (protectedHeader.typ !== 'JWT' || typeof payload.exp !== 'number' || payload.exp - payload.iat! > 3600) throw new Error('lifetime');
          fake.grants.push({ iss: payload.iss!, aud: String(payload.aud), scope: String(payload.scope) });
          const token = `ya29.fake-${fake.grants.length}`;
          issued.add(token);
          return reply(200, { access_token: token, token_type: 'Bearer', expires_in: 3599 });
        } catch {
          fake.refusedGrants += 1;
          return reply(400, { error: 'invalid_grant' });
        }
      }
      const match = /^\/walletobjects\/v1\/genericObject\/([^/?]+)$/.exec(req.url ?? '');
      if (req.method === 'PATCH' && match) {
        const authorization = req.headers.authorization ?? '';
        if (!issued.has(authorization.replace(/^Bearer /, ''))) return reply(401, { error: { code: 401 } });
        const id = decodeURIComponent(match[1]);
        fake.patches.push({ id, authorization, body: JSON.parse(body) as Record<string, unknown> });
        return fake.saved.has(id) ? reply(200, JSON.parse(body)) : reply(404, { error: { code: 404, message: `No resource with ID ${id}` } });
      }
      reply(404);
    })());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.tokenUrl = `${base}/token`;
  fake.apiUrl = `${base}/walletobjects/v1`;
  fake.close = () => new Promise((resolve) => server.close(() => resolve()));
  return fake;
}
