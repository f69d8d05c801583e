/**
 * The discovery addresses, registered on the Fastify app beside the contract (they are
 * the site's, not the API's: crawlers and Zotero call them without tokens). Input is
 * checked here: a malformed query answers 400, an unknown title 404, never a 5xx.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../../context';
import { publicBase } from '../../../http/public-url';
import type { PageRenderer } from '../../../http/static';
import { autocomplete } from '../../catalogue';
import { acquisitionsFeed, parseFeedQuery } from './feeds';
import { pagesSitemap, sitemapRoot, titlesSitemap } from './sitemap';
import { openSearchXml, robotsTxt } from './site-files';
import { titlePageData } from './title-data';
import { injectTitle, renderTitle, siteNameOf } from './title-page';
import { unapi } from './unapi';

const DEFAULT_SITE_NAME = 'Catálogo da Biblioteca';
const TEXT = 'text/plain; charset=utf-8';
const XML = 'application/xml; charset=utf-8';
/** Crawlers and feed readers may keep these a while; titles change rarely. */
const SHORT_CACHE = 'public, max-age=300';

const CONTROL = /[\u0000-\u001f\u007f]/;
/** One plain string value of the query, undefined when absent, null when repeated or malformed. */
function single(query: unknown, name: string, max = 200): string | undefined | null {
  const value = (query as Record<string, unknown>)[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value.length > max || CONTROL.test(value)) return null;
  return value;
}

export interface DiscoveryOptions { siteName?: string }

export function registerDiscovery(app: FastifyInstance, ctx: AppContext, options: DiscoveryOptions = {}) {
  const db = ctx.database.db;
  const siteName = options.siteName ?? DEFAULT_SITE_NAME;
  const base = (req: FastifyRequest) => publicBase(ctx.config, req);
  const perFile = ctx.config.sitemapUrlsPerFile;

  app.get('/robots.txt', async (req, reply) => reply.type(TEXT).header('cache-control', SHORT_CACHE).send(robotsTxt(base(req))));

  app.get('/sitemap.xml', async (req, reply) =>
    reply.type(XML).header('cache-control', SHORT_CACHE).send(await sitemapRoot(db, base(req), perFile)));
  app.get('/sitemap-paginas.xml', async (req, reply) => reply.type(XML).header('cache-control', SHORT_CACHE).send(pagesSitemap(base(req))));
  app.get<{ Params: { k: string } }>('/sitemap-titulos-:k', async (req, reply) => {
    const match = /^(\d{1,6})\.xml$/.exec(req.params.k);
    const stream = match ? await titlesSitemap(db, base(req), perFile, Number(match[1])) : null;
    if (!stream) return reply.code(404).type(TEXT).send('Not found');
    return reply.type(XML).header('cache-control', SHORT_CACHE).send(stream);
  });

  app.get('/unapi', async (req, reply) => {
    const id = single(req.query, 'id', 40);
    const format = single(req.query, 'format', 40);
    if (id === null || format === null) return reply.code(400).type(TEXT).send('unAPI: id and format are single short values');
    const answer = await unapi(db, id, format);
    return reply.code(answer.status).type(answer.type).send(answer.body);
  });

  app.get('/feeds/novidades.atom', async (req, reply) => {
    const query = parseFeedQuery(req.query as Record<string, unknown>);
    if (!query) return reply.code(400).type(TEXT).send('feed: biblioteca, curso and dias are numbers; assunto a subject of up to 200 characters');
    const answer = await acquisitionsFeed(db, base(req), siteName, query);
    if (answer.status !== 200) return reply.code(answer.status).type(TEXT).send(answer.body);
    return reply.type('application/atom+xml; charset=utf-8').header('cache-control', SHORT_CACHE).send(answer.body);
  });

  app.get('/opensearch.xml', async (req, reply) =>
    reply.type('application/opensearchdescription+xml; charset=utf-8').header('cache-control', SHORT_CACHE).send(openSearchXml(base(req), siteName)));
  app.get('/opensearch/sugestoes', async (req, reply) => {
    const q = single(req.query, 'q');
    if (q === null) return reply.code(400).type(TEXT).send('q: one value of up to 200 characters');
    const completions = q ? await autocomplete(db, q, 10) : [];
    return reply.type('application/x-suggestions+json; charset=utf-8').header('cache-control', SHORT_CACHE)
      .send(JSON.stringify([q ?? '', completions.map((c) => c.texto)]));
  });
}

/** /acervo/{id} and its tabs: the title's code, or null for another page of the app. */
export function titleCodeOf(path: string): number | 'bad' | null {
  const match = /^\/acervo\/([^/]+)(?:\/[^/]*)?\/?$/.exec(path);
  if (!match) return null;
  return /^\d{1,9}$/.test(match[1]) ? Number(match[1]) : 'bad';
}


/** The title pages' renderer for static.ts: the template with the title's head, or a 404 shell. */
export function titlePage(ctx: AppContext): PageRenderer {
  return async (readTemplate, path, req) => {
    const code = titleCodeOf(path);
    if (code === null) return null;
    const data = code === 'bad' ? null : await titlePageData(ctx.database.db, code);
    const template = await readTemplate();
    if (!data) return { status: 404, html: template };
    return { status: 200, html: injectTitle(template, renderTitle(data, publicBase(ctx.config, req), siteNameOf(template))) };
  };
}
