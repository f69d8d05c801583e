/**
 * Apple's push to a pass's devices: an empty JSON dictionary to each push token, over APNs's
 * HTTP/2 API (`POST /3/device/<token>`), the topic the Pass Type ID. Wallet takes pushes
 * authenticated only with the Pass Type ID certificate and key that sign the pass (TLS client
 * certificate; APNs auth keys and their JWTs are for apps), on the production service.
 */
import http2 from 'node:http2';
import tls from 'node:tls';
import { APNS_URL, type WalletSettings } from '../../../config';

type AppleSettings = NonNullable<WalletSettings['apple']>;

/** APNs's answer: its status (0 when none came: no connection, a timeout) and its reason. */
export interface ApnsAnswer { status: number; reason: string | null }

const TIMEOUT_MS = 10_000;

export interface ApnsConnection {
  push(token: string): Promise<ApnsAnswer>;
  close(): void;
}

export function connectApns(apple: AppleSettings): ApnsConnection {
  const session = http2.connect(apple.apnsUrl ?? APNS_URL, {
    cert: apple.certificate, key: apple.key, passphrase: apple.keyPassphrase,
    ...(apple.apnsCa ? { ca: [...tls.rootCertificates, apple.apnsCa] } : {}),
  });
  // A failed connection fails its streams (each answered status 0); the session's own error is not thrown.
  session.on('error', () => undefined);
  return {
    push: (token) => new Promise<ApnsAnswer>((resolve) => {
      let status = 0;
      let body = '';
      const done = () => {
        let reason: string | null = null;
        try { reason = (JSON.parse(body) as { reason?: string }).reason ?? null; } catch { /* an empty body: success */ }
        resolve({ status, reason });
      };
      let stream: http2.ClientHttp2Stream;
      try {
        stream = session.request({
          ':method': 'POST', ':path': `/3/device/${encodeURIComponent(token)}`,
          'apns-topic': apple.passTypeId, 'apns-push-type': 'background', 'apns-priority': '5', 'content-type': 'application/json',
        });
      } catch {
        return resolve({ status: 0, reason: 'no connection' });
      }
      stream.setTimeout(TIMEOUT_MS, () => stream.close(http2.constants.NGHTTP2_CANCEL));
      stream.on('response', (headers) => { status = Number(headers[':status']) || 0; });
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => { body += chunk; });
      stream.on('close', done);
      stream.on('error', () => undefined);
      stream.end('{}');
    }),
    close: () => session.close(),
  };
}
