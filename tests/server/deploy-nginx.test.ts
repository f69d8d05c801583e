/**
 * deploy/nginx/catalogo.conf as shipped (only its addresses, ports, certificate and dist/
 * path replaced) in front of the compiled server (build/server/main.js, as the systemd unit
 * runs it), TLS by a self-signed certificate, checked from the client's side of nginx:
 * the PWA and its service worker from dist/ with the build's gzip copies, HTTP/2, compressed
 * API and OAI answers, the client's address reaching the per-address limits while a
 * forged X-Forwarded-For does not, absolute links from PUBLIC_URL, a 10 MB upload refused
 * by the proxy with the API's error shape, and long answers passed whole.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileServer, ensureBuiltPwa, seededServerDatabase } from '../support/compiled-server';
import { freePort, startServer, type ServerProcess } from '../support/server-process';

interface Answer { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }

let work: string;
let build: { dir: string; remove(): void };
let server: ServerProcess;
let nginx: ChildProcess;
let tlsPort: number;
let plainPort: number;
let cert: Buffer;
let dist: string;
const PUBLIC_URL_HOST = 'catalogo.example.edu';
let publicUrl: string;

/** One HTTPS/1.1 request to nginx from a chosen local address (127.0.0.x: a different client). */
function request(pathname: string, options: { from?: string; method?: string; headers?: Record<string, string>; body?: Buffer | string; port?: number; tls?: boolean } = {}): Promise<Answer> {
  const { from = '127.0.0.1', method = 'GET', headers = {}, body, port = tlsPort, tls = true } = options;
  return new Promise((resolve, reject) => {
    const req = (tls ? https : http).request({
      host: '127.0.0.1', port, path: pathname, method, localAddress: from, ca: cert, servername: 'localhost', agent: false,
      headers: { ...(body ? { 'content-length': String(Buffer.byteLength(body)) } : {}), ...headers },
    }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    // nginx may answer 413 and close before the whole body is sent: the answer still counts.
    req.on('error', reject);
    if (body) req.end(body);
    else req.end();
  });
}

function decoded(answer: Answer): Buffer {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'gzip') return gunzipSync(answer.body);
  if (encoding === 'br') return brotliDecompressSync(answer.body);
  return answer.body;
}

/** The shipped site with this test's addresses: everything else as an operator would install it. */
function siteConfig(appPort: number): string {
  const site = fs.readFileSync('deploy/nginx/catalogo.conf', 'utf8');
  const replaced = site
    .replace('server 127.0.0.1:8080;', `server 127.0.0.1:${appPort};`)
    .replace(/^\s*listen \[::\]:\d+.*$/gm, '')
    .replace('listen 80;', `listen 127.0.0.1:${plainPort};`)
    .replace('listen 443 ssl http2;', `listen 127.0.0.1:${tlsPort} ssl http2;`)
    .replace('/etc/ssl/certs/catalogo.pem', path.join(work, 'cert.pem'))
    .replace('/etc/ssl/private/catalogo.key', path.join(work, 'key.pem'))
    .replace('root /opt/catalogo/dist;', `root ${dist};`);
  // Each replacement must have matched: a changed site file fails here, not silently.
  for (const gone of ['8080', 'listen 80;', 'listen 443', '/etc/ssl/', '/opt/catalogo']) expect(replaced).not.toContain(gone);
  const temp = (name: string) => `${name}_temp_path ${path.join(work, name)};`;
  return `${process.getuid?.() === 0 ? 'user root;' : ''}
daemon off;
worker_processes 1;
pid ${path.join(work, 'nginx.pid')};
error_log ${path.join(work, 'error.log')} warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log ${path.join(work, 'access.log')};
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  ${replaced}
}
`;
}

beforeAll(async () => {
  const ensured = spawnSync('bash', ['scripts/ensure-nginx.sh'], { stdio: 'inherit' });
  expect(ensured.status).toBe(0);
  dist = ensureBuiltPwa();
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogo-nginx-'));
  build = await compileServer();
  tlsPort = await freePort();
  plainPort = await freePort();
  publicUrl = `https://${PUBLIC_URL_HOST}:${tlsPort}`;
  const openssl = spawnSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost',
    '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1', '-keyout', path.join(work, 'key.pem'), '-out', path.join(work, 'cert.pem')], { stdio: 'pipe' });
  expect(openssl.status, String(openssl.stderr)).toBe(0);
  cert = fs.readFileSync(path.join(work, 'cert.pem'));

  server = await startServer({
    ...(await seededServerDatabase(work)),
    SEED: 'none',
    STATIC_DIR: dist,
    PUBLIC_URL: publicUrl,
    TRUST_PROXY: '127.0.0.1',
    PUBLIC_TOKEN_GRANTS_PER_MINUTE: '3',
    JOBS_ENABLED: '0',
  }, 180_000, build.dir);
  expect(server.result, server.output()).toBeUndefined();

  fs.writeFileSync(path.join(work, 'nginx.conf'), siteConfig(Number(new URL(server.url).port)));
  const check = spawnSync('nginx', ['-t', '-c', path.join(work, 'nginx.conf'), '-p', work], { encoding: 'utf8' });
  expect(check.status, check.stderr).toBe(0);
  nginx = spawn('nginx', ['-c', path.join(work, 'nginx.conf'), '-p', work], { stdio: 'inherit' });
  for (let i = 0; i < 100; i++) {
    if (await request('/api/health').then((r) => r.status === 200, () => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nginx did not answer: ${fs.readFileSync(path.join(work, 'error.log'), 'utf8')}`);
}, 600_000);

afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    const gone = new Promise((r) => nginx.once('exit', r));
    nginx.kill('SIGQUIT');
    await gone;
  }
  await server?.stop();
  build?.remove();
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

describe('the compiled server behind nginx (deploy/nginx/catalogo.conf)', () => {
  it('sends plain HTTP to HTTPS and speaks HTTP/2 over TLS', async () => {
    const plain = await request('/balcao', { port: plainPort, tls: false, headers: { host: PUBLIC_URL_HOST } });
    expect(plain.status).toBe(301);
    expect(plain.headers.location).toBe(`https://${PUBLIC_URL_HOST}/balcao`);

    const session = http2.connect(`https://127.0.0.1:${tlsPort}`, { ca: cert, servername: 'localhost' });
    try {
      const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const stream = session.request({ ':path': '/api/health' });
        let status = 0;
        let body = '';
        stream.on('response', (h) => { status = Number(h[':status']); });
        stream.on('data', (c) => { body += c; });
        stream.on('end', () => resolve({ status, body }));
        stream.on('error', reject);
      });
      expect(session.alpnProtocol).toBe('h2');
        expect(answer).toEqual({ status: 200, body: '{"status":"ok"}' });
    } finally {
      session.close();
    }
  });

  it('serves the PWA: the page from the server, the service worker and assets from dist/ with the build’s gzip copies', async () => {
    const page = await request('/', { headers: { 'accept-encoding': 'gzip' } });
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(decoded(page).toString()).toContain('<div id="root">');

    const worker = await request('/sw.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(worker.status).toBe(200);
    expect(worker.headers['content-encoding']).toBe('gzip');
    // gzip_static: the very bytes the build wrote, sent by nginx (the server's helmet headers absent).
    expect(worker.body.equals(fs.readFileSync(path.join(dist, 'sw.js.gz')))).toBe(true);
    expect(worker.headers['x-dns-prefetch-control']).toBeUndefined();
    expect(worker.headers['cache-control']).toBe('no-cache, no-store, must-revalidate');
    expect(worker.headers['content-security-policy']).toContain("connect-src 'self' https:");

    const asset = fs.readdirSync(path.join(dist, 'assets')).find((f) => f.endsWith('.js') && fs.existsSync(path.join(dist, 'assets', `${f}.gz`)))!;
    const script = await request(`/assets/${asset}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(script.headers['content-encoding']).toBe('gzip');
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(decoded(script).equals(fs.readFileSync(path.join(dist, 'assets', asset)))).toBe(true);
  });

  it('keeps /metrics off the public site, and names each request by nginx’s id', async () => {
    expect((await request('/metrics')).status).toBe(404);
    const health = await request('/api/health');
    expect(health.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
  });

  it('compresses API and OAI answers, whose absolute links start with PUBLIC_URL', async () => {
    const contract = await request('/api/openapi.json', { headers: { 'accept-encoding': 'gzip' } });
    expect(contract.status).toBe(200);
    expect(contract.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decoded(contract).toString()).openapi).toMatch(/^3\./);

    const identify = await request('/oai?verb=Identify', { headers: { 'accept-encoding': 'gzip' } });
    expect(identify.status).toBe(200);
    expect(identify.headers['content-encoding']).toBe('gzip');
    expect(decoded(identify).toString()).toContain(`<baseURL>${publicUrl}/oai</baseURL>`);
  });

  it('passes long answers whole: an OAI-PMH page of MARC records and the contract, byte for byte as the server wrote them', async () => {
    for (const address of ['/oai?verb=ListRecords&metadataPrefix=marc21', '/api/openapi.json']) {
      // OAI's responseDate is written to the second: the two answers may differ there only.
      const timeless = (text: string) => text.replace(/<responseDate>[^<]*<\/responseDate>/, '');
      const direct = await (await fetch(`${server.url}${address}`, { headers: { 'accept-encoding': 'identity' } })).text();
      const proxied = await request(address, { headers: { 'accept-encoding': 'identity' } });
      expect(proxied.status).toBe(200);
      expect(direct.length).toBeGreaterThan(100_000);
      expect(timeless(proxied.body.toString())).toBe(timeless(direct));
    }
  });

  it('counts the limits per client address: a second client keeps its budget, a forged X-Forwarded-For gets none', async () => {
    const grant = (from: string, headers: Record<string, string> = {}) => request('/api/oauth/token', {
      from, method: 'POST', body: 'grant_type=client_credentials&client_id=4',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    }).then((r) => r.status);
    // PUBLIC_TOKEN_GRANTS_PER_MINUTE=3 for each client address.
    expect([await grant('127.0.0.2'), await grant('127.0.0.2'), await grant('127.0.0.2'), await grant('127.0.0.2')]).toEqual([200, 200, 200, 429]);
    // Another client behind the same proxy is not held by the first one's budget.
    expect(await grant('127.0.0.3')).toBe(200);
    // A client naming a new address in each request is still counted by its own.
    const forged = [];
    for (let i = 1; i <= 4; i++) forged.push(await grant('127.0.0.4', { 'x-forwarded-for': `203.0.113.${i}` }));
    expect(forged).toEqual([200, 200, 200, 429]);
  });

  it('refuses a 10 MB upload at the proxy with the API’s error shape', async () => {
    const body = JSON.stringify({ imagem: 'A'.repeat(10 * 1024 * 1024) });
    const answer = await request('/api/balcao/acervo/1/capa', { method: 'PUT', body, headers: { 'content-type': 'application/json' } });
    expect(answer.status).toBe(413);
    expect(answer.headers['content-type']).toMatch(/application\/json/);
    expect(JSON.parse(answer.body.toString())).toEqual({ message: 'Request body is too large' });
  });
  it('drains on SIGTERM (the systemd unit’s stop): a request under way is answered, then the server exits 0', async () => {
    const { port } = new URL(server.url);
    const body = 'grant_type=client_credentials&client_id=4';
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, path: '/api/oauth/token', method: 'POST', localAddress: '127.0.0.9',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(body.length) } }, (res) => {
        let text = '';
        res.on('data', (c) => { text += c; });
        res.on('end', () => resolve({ status: res.statusCode!, text }));
      });
      req.on('error', reject);
      // Half the body now: the request is under way when the signal comes.
      req.write(body.slice(0, 10));
      setTimeout(() => { server.child.kill('SIGTERM'); setTimeout(() => req.end(body.slice(10)), 500); }, 300);
    });
    const { status, text } = await answer;
    expect(status).toBe(200);
    expect(JSON.parse(text).access_token).toBeTruthy();
    expect((await server.exited).code).toBe(0);
  });

});
