import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeAllCopies, writeCopies } from '../../server/http/compressed-copies';
import { backendName } from '../support/test-db';
import { testApp } from '../support/server-app';

describe(`serving the built PWA (${backendName})`, () => {
  let app: FastifyInstance;
  let dist: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>shell</title><div id="root"></div>');
    fs.writeFileSync(path.join(dist, 'assets/index-AbC123.js'), 'console.log(1)');
    fs.writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {})');
    fs.writeFileSync(path.join(dist, 'manifest.webmanifest'), '{}');
    // The build's compressed copies, as the build writes them: files under 1 KB get none,
    // so this shell and worker get theirs one by one.
    fs.writeFileSync(path.join(dist, 'assets/big-XyZ789.js'), `export const data = ${JSON.stringify('livro '.repeat(500))};`);
    writeAllCopies(dist);
    for (const file of ['index.html', 'sw.js']) writeCopies(path.join(dist, file));
    // Edited after the build: its copies still hold the old text.
    fs.writeFileSync(path.join(dist, 'assets/edited-Ed1.js'), 'export const edition = "new";');
    fs.writeFileSync(path.join(dist, 'assets/edited-Ed1.js.br'), brotliCompressSync('export const edition = "old";'));
    fs.writeFileSync(path.join(dist, 'assets/edited-Ed1.js.gz'), gzipSync('export const edition = "old";'));
    app = await testApp({ staticDir: dist });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it("answers /oai with OAI-PMH's XML, never the app shell", async () => {
    for (const url of ['/oai', '/oai?verb=Identify']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/xml/);
      expect(res.body, url).toContain('<OAI-PMH xmlns="http://www.openarchives.org/OAI/2.0/"');
    }
  });

  it('serves index.html uncached at / and for deep links of the app', async () => {
    for (const url of ['/', '/acervo/12/marc', '/meupergamum', '/cesta?x=1']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      // A title's page keeps the shell with the title's head written in (tests/server/discovery.test.ts).
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.headers['cache-control'], url).toMatch(/no-cache/);
    }
  });

  it('caches hashed assets for a year and never caches the service worker', async () => {
    const asset = await app.inject({ url: '/assets/index-AbC123.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const sw = await app.inject({ url: '/sw.js' });
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['cache-control']).toMatch(/no-cache/);
  });

  it('lets only the service worker fetch covers from other sites; pages stay on self', async () => {
    const sw = await app.inject({ url: '/sw.js' });
    expect(sw.headers['content-security-policy']).toMatch(/connect-src 'self' https:/);
    const page = await app.inject({ url: '/' });
    expect(page.headers['content-security-policy']).not.toMatch(/connect-src[^;]*https:/);
  });

  it('sends the build\'s brotli or gzip copy to a browser that accepts it, with the same caching', async () => {
    const original = fs.readFileSync(path.join(dist, 'assets/big-XyZ789.js'));
    const br = await app.inject({ url: '/assets/big-XyZ789.js', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(br.rawPayload).equals(original)).toBe(true);
    expect(fs.existsSync(path.join(dist, 'assets/index-AbC123.js.br'))).toBe(false);
    const gz = await app.inject({ url: '/assets/big-XyZ789.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).equals(original)).toBe(true);
    const plain = await app.inject({ url: '/assets/big-XyZ789.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding'] ?? 'identity').toBe('identity');
    expect(plain.rawPayload.equals(original)).toBe(true);
    // A deep link's shell too, still uncached.
    const shell = await app.inject({ url: '/cesta', headers: { 'accept-encoding': 'br' } });
    expect(shell.headers['content-encoding']).toBe('br');
    expect(shell.headers['cache-control']).toMatch(/no-cache/);
    expect(brotliDecompressSync(shell.rawPayload).toString()).toContain('<title>shell</title>');
    // The worker's copy keeps its own headers: never cached, its wider CSP.
    const sw = await app.inject({ url: '/sw.js', headers: { 'accept-encoding': 'br' } });
    expect(sw.headers['content-encoding']).toBe('br');
    expect(sw.headers['cache-control']).toMatch(/no-cache/);
    expect(sw.headers['content-security-policy']).toMatch(/connect-src 'self' https:/);
  });

  it('never sends a compressed copy that no longer matches its original: it is removed at start', async () => {
    for (const encoding of ['br', 'gzip']) {
      const res = await app.inject({ url: '/assets/edited-Ed1.js', headers: { 'accept-encoding': encoding } });
      const body = res.headers['content-encoding'] === 'br' ? brotliDecompressSync(res.rawPayload) : res.headers['content-encoding'] === 'gzip' ? gunzipSync(res.rawPayload) : res.rawPayload;
      expect(body.toString(), encoding).toBe('export const edition = "new";');
    }
    expect(fs.existsSync(path.join(dist, 'assets/edited-Ed1.js.br'))).toBe(false);
    // The matching copies stay.
    expect(fs.existsSync(path.join(dist, 'assets/big-XyZ789.js.br'))).toBe(true);
  });

  it('does not answer missing files or unknown API paths with the app shell', async () => {
    expect((await app.inject({ url: '/assets/missing-123.js' })).statusCode).toBe(404);
    const api = await app.inject({ url: '/api/nothing/here' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'error.not-found' });
  });
});
