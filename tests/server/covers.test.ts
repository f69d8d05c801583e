// Covers from a provider (issue 26 item 6), against a fake provider on 127.0.0.1
// (tests/support/fake-covers.ts): a hit is fetched once, cached on disk and served from our
// origin with an ETag; a miss, a timeout, an oversized answer and a wrong type answer 404
// and are remembered (the provider is not asked again, and lists stop offering an address);
// concurrent views fetch once; an uploaded cover wins; the cache's size limit evicts the
// least recently viewed cover; with no provider nothing is asked.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CoverSettings } from '../../server/config';
import { queryRows } from '../../server/db/connect';
import { jpegBytes, PNG_BYTES, startFakeCovers, type FakeCovers } from '../support/fake-covers';
import { bearer, login, publicToken, testApp } from '../support/server-app';
import { backendName } from '../support/test-db';

const IMAGE = 3000;

describe(`covers from a provider (${backendName})`, () => {
  let app: FastifyInstance;
  let fake: FakeCovers;
  let visitor: Record<string, string>;
  let ids: number[] = [];
  let next = 0;
  const cacheDir = path.resolve(`.tmp/covers-test-${process.pid}-${backendName}`);
  const settings = (): CoverSettings => app.ctx.config.covers;
  const rows = <T>(text: string) => queryRows<T>(app.ctx.database.db, sql.raw(text));
  const cover = (id: number, headers: Record<string, string> = {}) => app.inject({ url: `/api/acervo/${id}/capa`, headers });
  const linkOf = async (id: number) => (await app.inject({ url: `/api/acervo/${id}`, headers: visitor })).json().link_capa as string | null;
  /** A title of its own with this ISBN (and no uploaded cover). */
  async function titleWith(isbn: string): Promise<number> {
    const id = ids[next++];
    await app.ctx.database.db.execute(sql`UPDATE acervo SET isbn = ARRAY[${`${isbn} (broch.)`}]::text[], link_capa = NULL WHERE cod_acervo = ${id}`);
    return id;
  }
  const isbn = (n: number) => `97885${String(n).padStart(8, '0')}`;

  beforeAll(async () => {
    fake = await startFakeCovers();
    fs.rmSync(cacheDir, { recursive: true, force: true });
    app = await testApp({
      covers: {
        provider: 'template', urlTemplate: fake.template, cacheDir, cacheMaxBytes: 1024 * 1024, timeoutMs: 400,
        maxImageBytes: 10_000, negativeTtlSeconds: 3600, errorTtlSeconds: 600,
      },
    });
    visitor = bearer(await publicToken(app));
    ids = (await rows<{ cod_acervo: number }>('SELECT cod_acervo FROM acervo ORDER BY cod_acervo LIMIT 30')).map((r) => r.cod_acervo);
    await app.ctx.database.db.execute(sql`UPDATE acervo SET isbn = '{}', issn = '{}', link_capa = NULL`);
  });
  afterAll(async () => {
    await app?.close();
    await fake?.close();
    fs.rmSync(cacheDir, { recursive: true, force: true });
  });

  it('offers no address for a title without an ISBN (the template needs one), and answers 404 without asking', async () => {
    const id = ids[next++];
    expect(await linkOf(id)).toBeNull();
    expect((await cover(id)).statusCode).toBe(404);
  });

  it('fetches a cover once, keeps it on disk and serves it from our origin with an ETag (304 when unchanged)', async () => {
    const code = isbn(1);
    fake.set(code, { kind: 'jpeg', bytes: IMAGE });
    const id = await titleWith(code);
    expect(await linkOf(id)).toBe(`/api/acervo/${id}/capa`);
    const first = await cover(id);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/jpeg');
    expect(first.rawPayload.equals(jpegBytes(IMAGE, code.charCodeAt(code.length - 1)))).toBe(true);
    expect(first.headers['cache-control']).toBe('public, max-age=86400');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    const again = await cover(id);
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(fake.asked(code)).toBe(1);
    expect((await cover(id, { 'if-none-match': etag })).statusCode).toBe(304);
    const [row] = await rows<{ arquivo: string; estado: string }>(`SELECT arquivo, estado FROM capa_externa WHERE cod_acervo = ${id}`);
    expect(row.estado).toBe('ok');
    expect(fs.readFileSync(path.join(cacheDir, row.arquivo)).equals(first.rawPayload)).toBe(true);
    // Result lists show the same address.
    const search = await app.inject({ url: `/api/consulta?termo=${encodeURIComponent(code)}`, headers: visitor });
    expect(search.json().data.find((t: { cod_acervo: number }) => t.cod_acervo === id)?.link_capa).toBe(`/api/acervo/${id}/capa`);
  });

  it('remembers a title without a cover: 404, the provider is not asked again, and the title stops offering an address', async () => {
    const code = isbn(2);
    fake.set(code, { kind: 'none' });
    const id = await titleWith(code);
    expect(await linkOf(id)).toBe(`/api/acervo/${id}/capa`);
    expect((await cover(id)).statusCode).toBe(404);
    expect((await cover(id)).statusCode).toBe(404);
    expect(fake.asked(code)).toBe(1);
    expect(await linkOf(id)).toBeNull();
    // Once the memory expires, the provider is asked again.
    await app.ctx.database.db.execute(sql`UPDATE capa_externa SET expira_em = now() - interval '1 second' WHERE cod_acervo = ${id}`);
    expect(await linkOf(id)).toBe(`/api/acervo/${id}/capa`);
    fake.set(code, { kind: 'jpeg' });
    expect((await cover(id)).statusCode).toBe(200);
    expect(fake.asked(code)).toBe(2);
  });

  it('gives up on a slow provider within COVER_TIMEOUT_MS and remembers the failure', async () => {
    const code = isbn(3);
    fake.set(code, { kind: 'slow', delayMs: 3000 });
    const id = await titleWith(code);
    const started = Date.now();
    expect((await cover(id)).statusCode).toBe(404);
    expect(Date.now() - started).toBeLessThan(2000);
    expect((await cover(id)).statusCode).toBe(404);
    expect(fake.asked(code)).toBe(1);
    const [row] = await rows<{ motivo: string }>(`SELECT motivo FROM capa_externa WHERE cod_acervo = ${id}`);
    expect(row.motivo).toBe('timeout');
  });

  it('refuses an image over the size limit, announced or not', async () => {
    for (const [n, chunked] of [[4, false], [5, true]] as const) {
      const code = isbn(n);
      fake.set(code, { kind: 'huge', bytes: 50_000, chunked });
      const id = await titleWith(code);
      expect((await cover(id)).statusCode).toBe(404);
      const [row] = await rows<{ motivo: string; estado: string }>(`SELECT motivo, estado FROM capa_externa WHERE cod_acervo = ${id}`);
      expect(row).toEqual({ motivo: 'too large', estado: 'nenhuma' });
    }
  });

  it('refuses what is not an image: HTML, and HTML that says it is a JPEG', async () => {
    for (const [n, kind, reason] of [[6, 'html', 'content-type text/html'], [7, 'lying', 'not an image']] as const) {
      const code = isbn(n);
      fake.set(code, { kind });
      const id = await titleWith(code);
      const answer = await cover(id);
      expect(answer.statusCode).toBe(404);
      expect(answer.headers['content-type']).toMatch(/json/);
      const [row] = await rows<{ motivo: string }>(`SELECT motivo FROM capa_externa WHERE cod_acervo = ${id}`);
      expect(row.motivo).toBe(reason);
    }
  });

  it('asks the provider once for many concurrent views of one cover', async () => {
    const code = isbn(8);
    fake.set(code, { kind: 'jpeg', delayMs: 150 });
    const id = await titleWith(code);
    const answers = await Promise.all(Array.from({ length: 6 }, () => cover(id)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(fake.asked(code)).toBe(1);
  });

  it('serves a cover a cataloguer uploads instead of the provider\'s', async () => {
    const code = isbn(9);
    fake.set(code, { kind: 'jpeg' });
    const id = await titleWith(code);
    const cataloguer = bearer((await login(app, 'administrador')).access_token);
    const set = await app.inject({ method: 'PUT', url: `/api/balcao/acervo/${id}/capa`, headers: cataloguer, payload: { imagem: PNG_BYTES.toString('base64') } });
    expect(set.statusCode).toBe(200);
    expect(await linkOf(id)).toBe(set.json().link_capa);
    const answer = await cover(id);
    expect(answer.headers['content-type']).toBe('image/png');
    expect(answer.rawPayload.equals(PNG_BYTES)).toBe(true);
    expect(fake.asked(code)).toBe(0);
  });

  it('keeps the cache under its size limit by deleting the least recently viewed cover', async () => {
    await app.ctx.database.db.execute(sql`DELETE FROM capa_externa`);
    fs.rmSync(cacheDir, { recursive: true, force: true });
    app.ctx.config = { ...app.ctx.config, covers: { ...settings(), cacheMaxBytes: Math.floor(IMAGE * 2.5) } };
    const [a, b, c] = [isbn(10), isbn(11), isbn(12)];
    for (const code of [a, b, c]) fake.set(code, { kind: 'jpeg', bytes: IMAGE });
    const [ta, tb, tc] = [await titleWith(a), await titleWith(b), await titleWith(c)];
    expect((await cover(ta)).statusCode).toBe(200);
    expect((await cover(tb)).statusCode).toBe(200);
    // A is viewed again: B is now the least recently viewed.
    expect((await cover(ta)).statusCode).toBe(200);
    const [fileB] = await rows<{ arquivo: string }>(`SELECT arquivo FROM capa_externa WHERE cod_acervo = ${tb}`);
    expect((await cover(tc)).statusCode).toBe(200);
    const kept = await rows<{ cod_acervo: number }>('SELECT cod_acervo FROM capa_externa WHERE estado = \'ok\' ORDER BY cod_acervo');
    expect(kept.map((r) => r.cod_acervo)).toEqual([ta, tc].sort((x, y) => x - y));
    expect(fs.existsSync(path.join(cacheDir, fileB.arquivo))).toBe(false);
    const bytes = fs.readdirSync(cacheDir).filter((f) => !f.startsWith('.')).reduce((sum, f) => sum + fs.statSync(path.join(cacheDir, f)).size, 0);
    expect(bytes).toBeLessThanOrEqual(settings().cacheMaxBytes);
    expect([fake.asked(a), fake.asked(b), fake.asked(c)]).toEqual([1, 1, 1]);
    // B still offers its address; viewing it fetches it again.
    expect(await linkOf(tb)).toBe(`/api/acervo/${tb}/capa`);
    expect((await cover(tb)).statusCode).toBe(200);
    expect(fake.asked(b)).toBe(2);
  });
});

describe(`a title page's og:image and JSON-LD image from the cover provider (issue 35 item 7; ${backendName})`, () => {
  const BASE = 'https://biblioteca.example.edu';
  let app: FastifyInstance;
  let fake: FakeCovers;
  let dist: string;
  const cacheDir = path.resolve(`.tmp/covers-page-test-${process.pid}-${backendName}`);
  const page = async (id: number) => (await app.inject({ url: `/acervo/${id}` })).body;
  const ogImage = (html: string) => /<meta property="og:image" content="([^"]*)"/.exec(html)?.[1] ?? null;
  const ldImage = (html: string) => (JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]) as { image?: string }).image ?? null;

  beforeAll(async () => {
    fake = await startFakeCovers();
    fs.mkdirSync('.tmp', { recursive: true });
    dist = fs.mkdtempSync(path.resolve('.tmp', 'covers-page-dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>Catálogo</title></head><body><div id="root"></div></body></html>');
    app = await testApp({
      staticDir: dist, publicUrl: BASE,
      covers: {
        provider: 'template', urlTemplate: fake.template, cacheDir, cacheMaxBytes: 1024 * 1024, timeoutMs: 400,
        maxImageBytes: 10_000, negativeTtlSeconds: 3600, errorTtlSeconds: 600,
      },
    });
  });
  afterAll(async () => {
    await app?.close();
    await fake?.close();
    fs.rmSync(cacheDir, { recursive: true, force: true });
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('names the provider\'s cover, absolute from PUBLIC_URL, while the provider has one; drops it once it has none; none without an ISBN', async () => {
    const [withCover, withoutCover, noIsbn] = (await queryRows<{ cod_acervo: number }>(app.ctx.database.db, sql`
      SELECT cod_acervo FROM acervo ORDER BY cod_acervo LIMIT 3`)).map((r) => r.cod_acervo);
    await app.ctx.database.db.execute(sql`UPDATE acervo SET link_capa = NULL, issn = '{}', isbn = CASE cod_acervo
      WHEN ${withCover} THEN ARRAY['9788500000771'] WHEN ${withoutCover} THEN ARRAY['9788500000772'] ELSE '{}'::text[] END
      WHERE cod_acervo IN (${withCover}, ${withoutCover}, ${noIsbn})`);
    fake.set('9788500000771', { kind: 'jpeg' });
    fake.set('9788500000772', { kind: 'none' });
    const html = await page(withCover);
    expect(ogImage(html)).toBe(`${BASE}/api/acervo/${withCover}/capa`);
    expect(ldImage(html)).toBe(`${BASE}/api/acervo/${withCover}/capa`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    // What the crawler then fetches is the image itself.
    const image = await app.inject({ url: new URL(ogImage(html)!).pathname });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    // The provider has none: once it said so, the page stops naming an image.
    expect((await app.inject({ url: `/api/acervo/${withoutCover}/capa` })).statusCode).toBe(404);
    const without = await page(withoutCover);
    expect(ogImage(without)).toBeNull();
    expect(ldImage(without)).toBeNull();
    expect(ogImage(await page(noIsbn))).toBeNull();
  });
});

describe(`covers with no provider (the default; ${backendName})`, () => {
  let app: FastifyInstance;
  beforeAll(async () => { app = await testApp(); });
  afterAll(async () => { await app?.close(); });

  it('offers no provider address and answers 404 for a title without an upload', async () => {
    expect(app.ctx.config.covers.provider).toBe('none');
    const [{ cod_acervo: id }] = await queryRows<{ cod_acervo: number }>(app.ctx.database.db, sql`
      SELECT cod_acervo FROM acervo WHERE link_capa IS NULL AND cardinality(isbn) > 0 ORDER BY cod_acervo LIMIT 1`);
    const visitor = bearer(await publicToken(app));
    expect((await app.inject({ url: `/api/acervo/${id}`, headers: visitor })).json().link_capa).toBeNull();
    expect((await app.inject({ url: `/api/acervo/${id}/capa` })).statusCode).toBe(404);
  });
});
