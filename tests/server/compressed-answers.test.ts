/**
 * Issue 33 item 5: every address that is not a plain JSON call of the API (OAI-PMH, the
 * sitemaps, Atom, unAPI, OpenSearch, robots.txt, title pages, exports, the calendar feed)
 * answers the same through a real HTTP connection whatever compression the client asks for:
 * OAI-PMH's list verbs answered 204 and nothing to every client asking for gzip, br or deflate,
 * harvesters (and `npm run harvest`) included.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backendName } from '../support/test-db';
import { bearer, login, publicToken, testApp } from '../support/server-app';

const TEMPLATE = `<!doctype html>
<html lang="pt-BR">
  <head><meta charset="UTF-8" /><title>Catálogo da Biblioteca</title></head>
  <body><div id="root"></div><script type="module" src="/assets/index-abc.js"></script></body>
</html>`;
const ENCODINGS = ['identity', 'gzip', 'br', 'deflate'] as const;

interface Answer { status: number; encoding: string; type: string; body: string }
interface Call { method?: 'GET' | 'POST'; path: string; headers?: Record<string, string>; payload?: object | string }

/** One request on a new connection, its body decoded as the client asked. */
function call(origin: string, { method = 'GET', path: where, headers = {}, payload }: Call, encoding: string): Promise<Answer> {
  const body = typeof payload === 'string' || payload === undefined ? payload : JSON.stringify(payload);
  return new Promise((resolve, reject) => {
    const req = http.request(`${origin}${where}`, {
      method, agent: false,
      headers: { ...(typeof payload === 'object' ? { 'content-type': 'application/json' } : {}), ...headers, 'accept-encoding': encoding },
    }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', reject);
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const used = String(res.headers['content-encoding'] ?? 'identity');
        let body: string;
        try {
          const decoded = used === 'gzip' ? zlib.gunzipSync(raw) : used === 'br' ? zlib.brotliDecompressSync(raw) : used === 'deflate' ? zlib.inflateSync(raw) : raw;
          body = decoded.toString('utf8');
        } catch (error) {
          body = `(${raw.length} bytes that are not ${used}: ${String(error)})`;
        }
        resolve({ status: res.statusCode!, encoding: used, type: String(res.headers['content-type'] ?? ''), body });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe(`compressed answers of every non-JSON address, over HTTP (${backendName})`, () => {
  let app: FastifyInstance;
  let origin: string;
  let dist: string;
  const calls: [string, Call][] = [];

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.resolve('.tmp', 'compressed-dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
    // Three titles per sitemap file: /sitemap.xml becomes an index of several files.
    app = await testApp({ staticDir: dist, sitemapUrlsPerFile: 3 });
    origin = await app.listen({ port: 0, host: '127.0.0.1' });

    const visitor = bearer(await publicToken(app));
    const patron = bearer((await login(app, 'aluno')).access_token);
    const staff = bearer((await login(app, 'administrador')).access_token);
    const oai = (query: string): [string, Call] => [`OAI ${query}`, { path: `/oai?${query}` }];
    const formats = [...(await app.inject({ url: '/oai?verb=ListMetadataFormats' })).body.matchAll(/<metadataPrefix>([^<]+)</g)].map((m) => m[1]);
    expect(formats).toEqual(expect.arrayContaining(['oai_dc', 'marc21']));
    const identifier = /<identifier>([^<]+)</.exec((await app.inject({ url: '/oai?verb=ListIdentifiers&metadataPrefix=oai_dc' })).body)![1];
    calls.push(oai('verb=Identify'), oai('verb=ListMetadataFormats'), oai('verb=ListSets'), oai('verb=Nonsense'));
    for (const prefix of formats) {
      calls.push(oai(`verb=ListRecords&metadataPrefix=${prefix}`), oai(`verb=ListIdentifiers&metadataPrefix=${prefix}`),
        oai(`verb=GetRecord&metadataPrefix=${prefix}&identifier=${encodeURIComponent(identifier)}`));
    }
    calls.push(['OAI POST ListRecords', {
      method: 'POST', path: '/oai', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'verb=ListRecords&metadataPrefix=oai_dc',
    }]);

    const sitemap = (await app.inject({ url: '/sitemap.xml' })).body;
    const files = [...sitemap.matchAll(/<loc>[^<]*(\/sitemap-[^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(files.length).toBeGreaterThan(2);
    calls.push(['sitemap index', { path: '/sitemap.xml' }], ...files.map((f): [string, Call] => [`sitemap ${f}`, { path: f }]));
    const title = Number(/\/acervo\/(\d+)/.exec((await app.inject({ url: files.find((f) => f.includes('titulos'))! })).body)![1]);
    calls.push(
      ['robots.txt', { path: '/robots.txt' }],
      ['Atom feed', { path: '/feeds/novidades.atom?dias=3660' }],
      ['unAPI formats', { path: '/unapi' }],
      ['OpenSearch description', { path: '/opensearch.xml' }],
      ['OpenSearch suggestions', { path: '/opensearch/sugestoes?q=a' }],
      ['home page', { path: '/' }],
      ['title page', { path: `/acervo/${title}` }],
      ['title tab page', { path: `/acervo/${title}/marc` }],
      ['Dublin Core XML', { path: `/api/acervo/${title}/dublin-core?formato=xml`, headers: visitor }],
      ['audit trail CSV', { path: '/api/balcao/auditoria/exportacao', headers: staff }],
    );
    const unapiFormats = [...(await app.inject({ url: `/unapi?id=${title}` })).body.matchAll(/name="([^"]+)"/g)].map((m) => m[1]);
    expect(unapiFormats.length).toBeGreaterThan(2);
    for (const format of unapiFormats) calls.push([`unAPI ${format}`, { path: `/unapi?id=${title}&format=${encodeURIComponent(format)}` }]);
    for (const dados of ['ris', 'bibtex', 'csv']) {
      calls.push([`basket export ${dados}`, { method: 'POST', path: '/api/acervo/exportar-cesta', headers: visitor, payload: { tipo: 'arquivo', dados, acervos: [title] } }]);
    }
    const subscription = await app.inject({ method: 'POST', url: '/api/calendario/assinatura', headers: patron });
    expect(subscription.statusCode).toBe(201);
    calls.push(['calendar feed', { path: new URL(subscription.json().url).pathname }]);
  });
  afterAll(async () => {
    await app?.close();
    if (dist) fs.rmSync(dist, { recursive: true, force: true });
  });

  it('answers 200, the same non-empty body and type with identity, gzip, br and deflate, compressed when asked', async () => {
    const problems: string[] = [];
    for (const [name, request] of calls) {
      const answers: Record<string, Answer> = {};
      for (const encoding of ENCODINGS) answers[encoding] = await call(origin, request, encoding);
      const plain = answers.identity;
      if (plain.status !== 200 || !plain.body) problems.push(`${name}: identity answered ${plain.status} with ${plain.body.length} characters`);
      for (const encoding of ENCODINGS.slice(1)) {
        const got = answers[encoding];
        // A few dates are written to the second (OAI's responseDate, a calendar's DTSTAMP).
        const same = (a: string) => a.replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ|\d{8}T\d{6}Z/g, 'T');
        if (got.status !== plain.status || got.type !== plain.type || same(got.body) !== same(plain.body)) {
          problems.push(`${name}: ${encoding} answered ${got.status} ${got.type} with ${got.body.length} characters, identity ${plain.status} ${plain.type} with ${plain.body.length}`);
          // Deflate may come back plain: the title pages' own compression offers gzip and br.
        } else if (Buffer.byteLength(plain.body) >= 1024 && encoding !== 'deflate' && got.encoding !== encoding) {
          problems.push(`${name}: ${encoding} asked, ${got.encoding} answered`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(calls.length).toBeGreaterThan(30);
  }, 120_000);
});
