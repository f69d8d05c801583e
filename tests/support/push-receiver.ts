/**
 * A local push service for tests: an HTTPS server that takes web-push requests the way a
 * browser vendor's service would. It checks the VAPID Authorization header (an ES256 JWT
 * signed by the server's key, audience = this origin) and decrypts the aes128gcm payload
 * with the subscription's private key, so a test sees exactly what the device would show.
 */
import { createECDH, createPublicKey, randomBytes, type ECDH } from 'node:crypto';
import { Agent, createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { jwtVerify } from 'jose';
import { generate } from 'selfsigned';

// http_ece ships no types; the same version web-push encrypts with.
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(body: Buffer, params: { version: string; privateKey: ECDH; authSecret: string }): Buffer;
};

export interface DeviceSubscription {
  /** What the browser would POST to /notificacoes/inscricao. */
  json: { endpoint: string; keys: { p256dh: string; auth: string } };
  id: string;
}

export interface ReceivedPush {
  subscriptionId: string;
  /** The decrypted payload, as text. */
  payload: string;
  ttl: number;
  urgency: string | null;
  topic: string | null;
  vapidSubject: string;
}

export interface PushReceiver {
  origin: string;
  /** Trusts the receiver's self-signed certificate; give it to the app's push settings. */
  agent: Agent;
  received: ReceivedPush[];
  /** Requests refused (bad VAPID, unknown subscription, undecryptable), with the reason. */
  refused: string[];
  /** The VAPID public key requests must be signed with (base64url); any key until set. */
  expectKey(publicKey: string): void;
  /** A fresh device: its ECDH key pair and auth secret made here, like a browser's. */
  newSubscription(): DeviceSubscription;
  /** Answers this status (e.g. 410 Gone) to the subscription's next requests instead of 201. */
  answer(subscriptionId: string, status: number): void;
  close(): Promise<void>;
}

const b64url = (bytes: Buffer) => bytes.toString('base64url');

/** The VAPID `k` (an uncompressed P-256 point) as a key jose can verify with. */
function vapidVerifyKey(k: string) {
  const point = Buffer.from(k, 'base64url');
  if (point.length !== 65 || point[0] !== 4) throw new Error('k is not an uncompressed P-256 point');
  return createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33)) }, format: 'jwk' });
}

export async function startPushReceiver(): Promise<PushReceiver> {
  const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
    algorithm: 'sha256',
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 2, value: 'localhost' }, { type: 7, ip: '127.0.0.1' }] }],
  });
  const devices = new Map<string, { ecdh: ECDH; auth: string; status: number }>();
  const received: ReceivedPush[] = [];
  const refused: string[] = [];
  let expectedKey: string | null = null;
  let origin = '';

  async function accept(path: string, headers: Record<string, string | string[] | undefined>, body: Buffer): Promise<number> {
    const id = /^\/push\/([\w-]+)$/.exec(path)?.[1] ?? '';
    const device = devices.get(id);
    if (!device) return refuse(404, `unknown subscription ${path}`);
    const match = /^vapid t=([^,\s]+),\s*k=([\w-]+)$/.exec(String(headers.authorization ?? ''));
    if (!match) return refuse(401, `no VAPID authorization: ${headers.authorization}`);
    const [, token, k] = match;
    if (expectedKey && k !== expectedKey) return refuse(403, 'signed with another key than the server publishes');
    let subject: string;
    try {
      const { payload } = await jwtVerify(token, vapidVerifyKey(k), { algorithms: ['ES256'], audience: origin });
      if (!payload.exp || payload.exp * 1000 > Date.now() + 24 * 3600 * 1000) throw new Error('exp missing or over 24 h');
      subject = String(payload.sub ?? '');
      if (!/^(mailto:|https:)/.test(subject)) throw new Error(`bad subject ${subject}`);
    } catch (error) {
      return refuse(403, `VAPID JWT refused: ${(error as Error).message}`);
    }
    if (headers['content-encoding'] !== 'aes128gcm') return refuse(415, `content-encoding ${headers['content-encoding']}`);
    if (headers.ttl === undefined) return refuse(400, 'no TTL header');
    if (device.status !== 201) return device.status;
    let payload: string;
    try {
      payload = ece.decrypt(body, { version: 'aes128gcm', privateKey: device.ecdh, authSecret: device.auth }).toString('utf8');
    } catch (error) {
      return refuse(400, `undecryptable: ${(error as Error).message}`);
    }
    received.push({
      subscriptionId: id, payload, ttl: Number(headers.ttl), vapidSubject: subject,
      urgency: (headers.urgency as string) ?? null, topic: (headers.topic as string) ?? null,
    });
    return 201;
  }

  function refuse(status: number, reason: string) {
    refused.push(reason);
    return status;
  }

  const server = createServer({ key: pems.private, cert: pems.cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const done = (status: number) => res.writeHead(status).end();
      if (req.method !== 'POST') return done(405);
      accept(req.url ?? '', req.headers, Buffer.concat(chunks)).then(done, () => done(500));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const agent = new Agent({ ca: pems.cert, keepAlive: false });

  return {
    origin, agent, received, refused,
    expectKey(publicKey) {
      expectedKey = publicKey;
    },
    newSubscription() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const id = randomBytes(9).toString('base64url');
      const auth = b64url(randomBytes(16));
      devices.set(id, { ecdh, auth, status: 201 });
      return { id, json: { endpoint: `${origin}/push/${id}`, keys: { p256dh: b64url(ecdh.getPublicKey()), auth } } };
    },
    answer(subscriptionId, status) {
      const device = devices.get(subscriptionId);
      if (device) device.status = status;
    },
    close: () => new Promise<void>((resolve) => {
      agent.destroy();
      server.close(() => resolve());
    }),
  };
}
