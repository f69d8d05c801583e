/**
 * What crawlers, link previews, Zotero and feed readers read (issue 26 items 4–5), through
 * app.inject on a built-like index.html: the title page's head and JSON-LD against the
 * record (and after a checkout), COinS read by Zotero's own parser, the sitemap and its
 * split, robots.txt, unAPI in every format read by others' parsers, Atom, OpenSearch.
 */
import fs from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/connect';
import { backendName } from '../support/test-db';
import { bearer, login, testApp } from '../support/server-app';
import { coinsSpans, parseCoins } from '../support/zotero/coins';

const BASE = 'https://biblioteca.example.edu';
const TEMPLATE = `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Catálogo on-line." />
    <title>Catálogo da Biblioteca</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/assets/index-abc.js"></script>
  </body>
</html>`;

const wellFormed = (xml: string) => expect(XMLValidator.validate(xml), xml.slice(0, 300)).toBe(true);
const xmlParser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' });
const jsonLd = (html: string) => JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const metaProperty = (html: string, property: string) =>
  new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1]
    ?.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

describe(`title pages, sitemap, unAPI, feeds and OpenSearch (${backendName})`, () => {
  let app: FastifyInstance;
  let dist: string;
  let staff: Record<string, string>;
  const rows = <T>(text: string) => queryRows<T>(app.ctx.database.db, sql.raw(text));
  const run = (text: string) => app.ctx.database.db.execute(sql.raw(text));
  /** A single-copy title with an ISBN, on the shelf, lent normally, held by nobody. */
  let title: { cod_acervo: number; cod_exemplar: number; titulo: string; isbn: string[]; cod_biblioteca: number; desc_biblioteca: string };

  beforeAll(async () => {
    fs.mkdirSync('.tmp', { recursive: true });
    dist = fs.mkdtempSync(path.resolve('.tmp', 'discovery-dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
    app = await testApp({ staticDir: dist, publicUrl: BASE });
    staff = bearer((await login(app, 'bibliotecario')).access_token);
    [title] = await rows(`
      SELECT a.cod_acervo, min(e.cod_exemplar) AS cod_exemplar, a.titulo, a.isbn, min(b.cod_biblioteca) AS cod_biblioteca, min(b.desc_biblioteca) AS desc_biblioteca
      FROM acervo a JOIN exemplar e ON e.cod_acervo = a.cod_acervo JOIN biblioteca b ON b.cod_biblioteca = e.cod_biblioteca
      WHERE cardinality(a.isbn) > 0 AND a.cod_tipo_obra = 1 AND NOT EXISTS (SELECT 1 FROM reserva r WHERE r.cod_acervo = a.cod_acervo)
      GROUP BY a.cod_acervo HAVING count(*) = 1 AND bool_and(e.situacao = 'disponivel' AND e.tipo_emprestimo = 'normal')
      ORDER BY a.cod_acervo LIMIT 1`);
    expect(title, 'the demo has a single-copy book with an ISBN').toBeTruthy();
  });
  afterAll(async () => {
    await app?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('sends a title page with its title, description, canonical link, Open Graph tags and JSON-LD matching the record', async () => {
    const res = await app.inject({ url: `/acervo/${title.cod_acervo}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    expect(html).toContain(`<link rel="canonical" href="${BASE}/acervo/${title.cod_acervo}" />`);
    expect(metaProperty(html, 'og:type')).toBe('book');
    const ld = jsonLd(html);
    expect(ld['@context']).toBe('https://schema.org');
    expect(ld['@type']).toBe('Book');
    expect(ld.url).toBe(`${BASE}/acervo/${title.cod_acervo}`);
    // The record's title (245 $a, with its subtitle when there is one) is the name everywhere.
    expect(ld.name.startsWith(title.titulo.replace(/[\s/:;.]+$/, '').split(':')[0].trim())).toBe(true);
    expect(metaProperty(html, 'og:title')).toBe(ld.name);
    expect(/<title>([^<]*)<\/title>/.exec(html)![1]).toContain(ld.name.slice(0, 40).replace(/&/g, '&amp;'));
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(metaProperty(html, 'og:description')).toBe(ld.description);
    expect([ld.isbn].flat()).toEqual(title.isbn);
    const [record] = await rows<{ autor: string | null; ano_publicacao: number | null }>(`SELECT autor, ano_publicacao FROM acervo WHERE cod_acervo = ${title.cod_acervo}`);
    if (record.ano_publicacao) expect(ld.datePublished).toBe(String(record.ano_publicacao));
    if (record.autor) expect(ld.author?.[0]?.name?.length).toBeGreaterThan(0);
    expect(ld.offers).toEqual([expect.objectContaining({
      '@type': 'Offer', availability: 'https://schema.org/InStock',
      offeredBy: expect.objectContaining({ '@type': 'Library', name: title.desc_biblioteca }),
      availableAtOrFrom: expect.objectContaining({ name: title.desc_biblioteca }),
    })]);
    // Without JavaScript: the summary names the title and its library.
    const summary = /<noscript><article class="title-summary">([\s\S]*?)<\/article><\/noscript>/.exec(html)![1];
    expect(summary).toContain(title.desc_biblioteca.replace(/&/g, '&amp;'));
    expect(summary).toContain(`<abbr class="unapi-id" title="${title.cod_acervo}"></abbr>`);
    // Written per request, and still compressed for a browser that accepts it.
    const br = await app.inject({ url: `/acervo/${title.cod_acervo}`, headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toMatch(/no-cache/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(html);
  });

  it('says OutOfStock once the only copy is lent, and InStock again after its return', async () => {
    const out = await app.inject({ method: 'POST', url: '/api/balcao/emprestimos', headers: staff, payload: { usuario: 'aluno', codigo_barras: String(title.cod_exemplar) } });
    expect(out.statusCode, out.body).toBe(201);
    const lent = jsonLd((await app.inject({ url: `/acervo/${title.cod_acervo}/exemplares` })).body);
    expect(lent.offers[0].availability).toBe('https://schema.org/OutOfStock');
    const back = await app.inject({ method: 'POST', url: '/api/balcao/devolucoes', headers: staff, payload: { codigo_barras: String(title.cod_exemplar) } });
    expect(back.statusCode, back.body).toBeLessThan(300);
    expect(jsonLd((await app.inject({ url: `/acervo/${title.cod_acervo}` })).body).offers[0].availability).toBe('https://schema.org/InStock');
  });

  it('says InStoreOnly where a library has reference copies only', async () => {
    await run(`UPDATE exemplar SET tipo_emprestimo = 'consulta local' WHERE cod_exemplar = ${title.cod_exemplar}`);
    try {
      expect(jsonLd((await app.inject({ url: `/acervo/${title.cod_acervo}` })).body).offers[0].availability).toBe('https://schema.org/InStoreOnly');
    } finally {
      await run(`UPDATE exemplar SET tipo_emprestimo = 'normal' WHERE cod_exemplar = ${title.cod_exemplar}`);
    }
  });

  it('escapes what a record says and shows a changed record at once', async () => {
    const [{ marc }] = await rows<{ marc: { leader: string; fields: { tag: string }[] } }>(`SELECT marc FROM acervo WHERE cod_acervo = ${title.cod_acervo}`);
    const hostile = 'Livro </script><img src=x onerror=alert(1)> & "aspas"';
    const changed = { ...marc, fields: marc.fields.map((f) => (f.tag === '245' ? { ...f, subfields: [{ code: 'a', value: hostile }] } : f)) };
    await app.ctx.database.db.execute(sql`UPDATE acervo SET marc = ${JSON.stringify(changed)}::jsonb, atualizado_em = now() WHERE cod_acervo = ${title.cod_acervo}`);
    try {
      const html = (await app.inject({ url: `/acervo/${title.cod_acervo}` })).body;
      expect(html).not.toContain('<img src=x');
      expect(html).not.toContain('</script><img');
      expect(jsonLd(html).name).toBe(hostile);
      expect(metaProperty(html, 'og:title')).toBe(hostile);
    } finally {
      await app.ctx.database.db.execute(sql`UPDATE acervo SET marc = ${JSON.stringify(marc)}::jsonb, atualizado_em = now() WHERE cod_acervo = ${title.cod_acervo}`);
    }
    expect(jsonLd((await app.inject({ url: `/acervo/${title.cod_acervo}` })).body).name).not.toBe(hostile);
  });

  it('answers an unknown or malformed title with the app shell and a 404, other pages untouched', async () => {
    for (const url of ['/acervo/999999999', '/acervo/abc', '/acervo/99999999999999999999', '/acervo/%3Cscript%3E/marc']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(res.body, url).not.toContain('application/ld+json');
    }
    const home = await app.inject({ url: '/' });
    expect(home.statusCode).toBe(200);
    expect(home.body).not.toContain('application/ld+json');
  });

  it('puts COinS in the page that Zotero\'s own parser reads as the record', async () => {
    const html = (await app.inject({ url: `/acervo/${title.cod_acervo}` })).body;
    const spans = coinsSpans(html);
    expect(spans).toHaveLength(1);
    const item = parseCoins(spans[0]);
    const ld = jsonLd(html);
    expect(item).toMatchObject({ itemType: 'book', title: ld.name, ISBN: title.isbn[0], url: `${BASE}/acervo/${title.cod_acervo}` });
    if (ld.author && item) expect(item.creators[0].lastName?.length).toBeGreaterThan(0);
  });

  it('lists every title and the public pages in one sitemap while they fit, with lastmod', async () => {
    const res = await app.inject({ url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    wellFormed(res.body);
    const urls = [xmlParser.parse(res.body).urlset.url].flat() as { loc: string; lastmod?: string }[];
    const [{ n }] = await rows<{ n: number }>('SELECT count(*)::int AS n FROM acervo');
    expect(urls.filter((u) => u.loc.startsWith(`${BASE}/acervo/`))).toHaveLength(n);
    expect(urls.map((u) => u.loc)).toContain(`${BASE}/`);
    expect(urls.find((u) => u.loc === `${BASE}/acervo/${title.cod_acervo}`)!.lastmod).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
  });

  it('splits the sitemap into an index past the configured size, each file within it, every title once', async () => {
    const small = await testApp({ publicUrl: BASE, sitemapUrlsPerFile: 7 });
    try {
      const index = await small.inject({ url: '/sitemap.xml' });
      wellFormed(index.body);
      const files = [xmlParser.parse(index.body).sitemapindex.sitemap].flat() as { loc: string }[];
      const [{ n, max }] = await queryRows<{ n: number; max: number }>(small.ctx.database.db, sql`SELECT count(*)::int AS n, max(cod_acervo)::int AS max FROM acervo`);
      expect(files[0].loc).toBe(`${BASE}/sitemap-paginas.xml`);
      expect(files.length).toBeGreaterThan(1);
      const seen: string[] = [];
      for (const { loc } of files.slice(1)) {
        const file = await small.inject({ url: loc.slice(BASE.length) });
        expect(file.statusCode, loc).toBe(200);
        wellFormed(file.body);
        // A range of codes with gaps holds fewer (even none).
        const urls = [xmlParser.parse(file.body).urlset?.url ?? []].flat() as { loc: string }[];
        expect(urls.length).toBeLessThanOrEqual(7);
        seen.push(...urls.map((u) => u.loc));
      }
      expect(seen).toHaveLength(n);
      expect(new Set(seen).size).toBe(n);
      expect((await small.inject({ url: `/sitemap-titulos-${Math.ceil(max / 7) + 1}.xml` })).statusCode).toBe(404);
      expect((await small.inject({ url: '/sitemap-titulos-x.xml' })).statusCode).toBe(404);
      const pages = await small.inject({ url: '/sitemap-paginas.xml' });
      wellFormed(pages.body);
      expect(pages.body).toContain(`<loc>${BASE}/</loc>`);
    } finally {
      await small.close();
    }
  });

  it('writes robots.txt: the catalogue allowed, the personal area, the desk and the API not, the sitemap named', async () => {
    const res = await app.inject({ url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    const lines = res.body.split('\n');
    expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Allow: /', 'Disallow: /meupergamum', 'Disallow: /balcao', 'Disallow: /api/', `Sitemap: ${BASE}/sitemap.xml`]));
  });

  it('answers unAPI: formats (200, 300), every format read by others\' parsers, 404, 406 and 400', async () => {
    const { Cite } = await import('@citation-js/core');
    await import('@citation-js/plugin-ris');
    await import('@citation-js/plugin-bibtex');
    const get = (query: string) => app.inject({ url: `/unapi${query}` });
    const list = await get('');
    expect(list.statusCode).toBe(200);
    wellFormed(list.body);
    const names = ([xmlParser.parse(list.body).formats.format].flat() as { '@name': string }[]).map((f) => f['@name']);
    expect(names).toEqual(['ris', 'bibtex', 'marcxml', 'mods', 'oai_dc']);
    const choices = await get(`?id=${title.cod_acervo}`);
    expect(choices.statusCode).toBe(300);
    expect(String(xmlParser.parse(choices.body).formats['@id'])).toBe(String(title.cod_acervo));

    const ld = jsonLd((await app.inject({ url: `/acervo/${title.cod_acervo}` })).body);
    const ris = await get(`?id=${title.cod_acervo}&format=ris`);
    expect(ris.statusCode).toBe(200);
    expect(ris.headers['content-type']).toContain('application/x-research-info-systems');
    const [fromRis] = new Cite(ris.body).data as { title: string; ISBN: string }[];
    expect(fromRis.title).toBe(ld.name);
    expect(fromRis.ISBN).toContain(title.isbn[0]);
    const bib = await get(`?id=${title.cod_acervo}&format=bibtex`);
    expect(bib.statusCode).toBe(200);
    const [fromBib] = new Cite(bib.body).data as { title: string }[];
    expect(fromBib.title).toBe(ld.name);
    for (const format of ['marcxml', 'mods', 'oai_dc']) {
      const res = await get(`?id=${title.cod_acervo}&format=${format}`);
      expect(res.statusCode, format).toBe(200);
      wellFormed(res.body);
    }
    const mods = xmlParser.parse((await get(`?id=${title.cod_acervo}&format=mods`)).body);
    expect(String([mods.modsCollection.mods.identifier].flat()[0]['#text'])).toBe(title.isbn[0]);
    const marc = xmlParser.parse((await get(`?id=${title.cod_acervo}&format=marcxml`)).body);
    expect(marc.collection.record.leader).toBeTruthy();

    expect((await get('?id=999999999')).statusCode).toBe(404);
    expect((await get('?id=abc&format=ris')).statusCode).toBe(404);
    expect((await get(`?id=${title.cod_acervo}&format=pdf`)).statusCode).toBe(406);
    expect((await get(`?id=${title.cod_acervo}&id=2&format=ris`)).statusCode).toBe(400);
    expect((await get('?format=ris')).statusCode).toBe(400);
    expect((await get(`?id=${'9'.repeat(5000)}`)).statusCode).toBeLessThan(500);
  });

  it('publishes valid Atom feeds of new acquisitions: all, per library, per subject, per course', async () => {
    const { parseFeed } = await import('@rowanmanning/feed-parser');
    await run(`UPDATE exemplar SET data_aquisicao = current_date WHERE cod_exemplar = ${title.cod_exemplar}`);
    const feed = async (query: string) => {
      const res = await app.inject({ url: `/feeds/novidades.atom${query}` });
      expect(res.statusCode, query).toBe(200);
      expect(res.headers['content-type']).toContain('application/atom+xml');
      wellFormed(res.body);
      const atom = xmlParser.parse(res.body).feed;
      // RFC 4287: the feed's id, title, updated and author; each entry's id, title, updated and link.
      expect(atom.id).toBeTruthy();
      expect(atom.title).toBeTruthy();
      expect(atom.updated).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
      expect(atom.author.name).toBeTruthy();
      for (const entry of [atom.entry ?? []].flat()) {
        expect(entry.id).toBeTruthy();
        expect(entry.updated).toMatch(/^\d{4}-\d\d-\d\dT/);
        expect(entry.link['@href']).toMatch(new RegExp(`^${BASE}/acervo/\\d+$`));
      }
      return parseFeed(res.body);
    };
    const all = await feed('');
    expect(all.meta.type).toBe('atom');
    expect(all.items.map((i) => i.url)).toContain(`${BASE}/acervo/${title.cod_acervo}`);
    const library = await feed(`?biblioteca=${title.cod_biblioteca}`);
    expect(library.title).toContain(title.desc_biblioteca);
    expect(library.items.map((i) => i.url)).toContain(`${BASE}/acervo/${title.cod_acervo}`);
    const [other] = await rows<{ cod_biblioteca: number }>(`SELECT cod_biblioteca FROM biblioteca WHERE cod_biblioteca <> ${title.cod_biblioteca} LIMIT 1`);
    if (other) expect((await feed(`?biblioteca=${other.cod_biblioteca}`)).items.map((i) => i.url)).not.toContain(`${BASE}/acervo/${title.cod_acervo}`);
    // The title page links the feeds of its topical subjects; the title is in each.
    const page = (await app.inject({ url: `/acervo/${title.cod_acervo}` })).body;
    const subjectFeeds = [...page.matchAll(/<link rel="alternate" type="application\/atom\+xml" title="[^"]*" href="([^"]*assunto=[^"]*)"/g)].map((m) => m[1].replace(/&amp;/g, '&'));
    const [{ p }] = await rows<{ p: string[] | null }>(`SELECT dados_adicionais->'P' AS p FROM acervo WHERE cod_acervo = ${title.cod_acervo}`);
    expect(subjectFeeds).toHaveLength(Math.min(5, p?.length ?? 0));
    for (const url of subjectFeeds) {
      const bySubject = await feed(url.slice(BASE.length).replace('/feeds/novidades.atom', ''));
      expect(bySubject.items.map((i) => i.url)).toContain(`${BASE}/acervo/${title.cod_acervo}`);
    }
    const [course] = await rows<{ cod_curso: number }>('SELECT cod_curso FROM curso LIMIT 1');
    if (course) await feed(`?curso=${course.cod_curso}`);
    expect((await app.inject({ url: '/feeds/novidades.atom?biblioteca=999999' })).statusCode).toBe(404);
    for (const bad of ['?biblioteca=x', '?dias=0', '?outro=1', '?assunto=', '?biblioteca=1&biblioteca=2']) {
      expect((await app.inject({ url: `/feeds/novidades.atom${bad}` })).statusCode, bad).toBe(400);
    }
  });

  it('describes the catalogue to browsers with OpenSearch, its suggestions from the autocomplete', async () => {
    const res = await app.inject({ url: '/opensearch.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/opensearchdescription+xml');
    wellFormed(res.body);
    const urls = [xmlParser.parse(res.body).OpenSearchDescription.Url].flat() as { '@type': string; '@template': string }[];
    expect(urls.find((u) => u['@type'] === 'text/html')!['@template']).toBe(`${BASE}/?termo={searchTerms}`);
    const suggestions = urls.find((u) => u['@type'] === 'application/x-suggestions+json')!['@template'];
    const word = title.titulo.split(/\s+/).find((w) => w.length >= 4)!.slice(0, 4);
    const answer = await app.inject({ url: suggestions.replace(BASE, '').replace('{searchTerms}', encodeURIComponent(word)) });
    expect(answer.statusCode).toBe(200);
    const [query, completions] = answer.json();
    expect(query).toBe(word);
    expect(completions.length).toBeGreaterThan(0);
    expect((await app.inject({ url: '/opensearch/sugestoes?q=a&q=b' })).statusCode).toBe(400);
  });
});
