/**
 * Serves the built PWA (text files precompressed by the build): hashed assets cached for a
 * year, the service worker, the manifest and index.html never cached, and index.html for
 * every deep link (SPA fallback). Unknown /api paths answer 404 JSON, never the app shell.
 */
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { COPY_SUFFIX, staleCopies } from './compressed-copies';

const NO_CACHE = 'no-cache, no-store, must-revalidate';
/**
 * The service worker's own policy: a worker's fetches follow its script's CSP, and it
 * caches cover images that publishers serve from other sites (cache-first, src/sw/caching.ts).
 * Pages keep the strict 'self' policy.
 */
const WORKER_CSP = "default-src 'self'; connect-src 'self' https:; img-src 'self' https: data:; script-src 'self'";

/**
 * A compressed copy that no longer holds its original (a file edited or replaced after the
 * build) would be sent instead of it: such copies are removed at start, and the file is
 * then compressed per request like any other.
 */
function removeStaleCopies(root: string, log: FastifyBaseLogger): void {
  const removed: string[] = [];
  for (const name of staleCopies(root)) {
    try {
      fs.unlinkSync(path.join(root, name));
      removed.push(name);
    } catch (error) {
      log.error({ file: name, err: error }, 'a compressed copy differs from its original and cannot be removed: rebuild the app');
    }
  }
  if (removed.length) log.warn({ removed }, 'removed compressed copies that no longer match their originals');
}

/**
 * A page the server writes into index.html itself (a title's head for crawlers and link
 * previews, server/modules/integration/discovery): null for a page it does not know, the shell otherwise.
 */
export type PageRenderer = (template: () => Promise<string>, path: string, req: FastifyRequest, reply: FastifyReply) => Promise<{ status: number; html: string } | null>;

/**
 * A page written per request, compressed here: @fastify/compress only wraps routes, and
 * the app's pages are the not-found handler's. Brotli at a fast level, else gzip.
 */
function sendCompressed(reply: FastifyReply, req: FastifyRequest, html: string) {
  const accepted = String(req.headers['accept-encoding'] ?? '');
  reply.header('vary', 'Accept-Encoding');
  if (html.length < 1024) return reply.send(html);
  if (/\bbr\b/.test(accepted)) {
    return reply.header('content-encoding', 'br').send(brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }));
  }
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(gzipSync(html));
  return reply.send(html);
}

export async function registerStatic(app: FastifyInstance, root: string | null, renderPage?: PageRenderer) {
  // index.html as the renderer's template, read again only when the file changes (a rebuild).
  let template: { mtimeMs: number; text: string } | null = null;
  const readTemplate = async (file: string) => {
    const { mtimeMs } = await fs.promises.stat(file);
    if (template?.mtimeMs !== mtimeMs) template = { mtimeMs, text: await fs.promises.readFile(file, 'utf8') };
    return template.text;
  };
  if (root) {
    removeStaleCopies(root, app.log);
    await app.register(import('@fastify/static'), {
      root,
      wildcard: false,
      index: false,
      // The build's .br and .gz copies (compressed-copies.ts): sent as they are to a
      // browser that accepts them, never compressed again.
      preCompressed: true,
      setHeaders(res, filePath) {
        // A precompressed copy (x.js.br, x.js.gz) is served under the name of its original.
        const rel = path.relative(root, filePath).split(path.sep).join('/').replace(COPY_SUFFIX, '');
        if (rel.startsWith('assets/')) res.header('cache-control', 'public, max-age=31536000, immutable');
        else if (rel === 'sw.js') {
          res.header('cache-control', NO_CACHE);
          res.header('content-security-policy', WORKER_CSP);
        }
        else if (rel.endsWith('.html') || rel.endsWith('.webmanifest')) res.header('cache-control', NO_CACHE);
        else res.header('cache-control', 'public, max-age=3600');
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0];
    if (url === '/api' || url.startsWith('/api/')) return reply.code(404).send({ message: 'error.not-found' });
    if (!root || (req.method !== 'GET' && req.method !== 'HEAD')) return reply.code(404).send({ message: 'error.not-found' });
    // A missing file with an extension is a real 404, not a page of the app.
    if (/\.[a-z0-9]{2,5}$/i.test(url)) return reply.code(404).type('text/plain').send('Not found');
    if (renderPage) {
      return renderPage(() => readTemplate(path.join(root, 'index.html')), url, req, reply).then(
        (page) => page
          ? sendCompressed(reply.code(page.status).header('cache-control', NO_CACHE).type('text/html; charset=utf-8'), req, page.html)
          : reply.header('cache-control', NO_CACHE).type('text/html; charset=utf-8').sendFile('index.html'),
        (error: unknown) => {
          // The page without its head is still the app: never a 5xx for a title page.
          req.log.error({ err: error, url }, 'the page head could not be written');
          return reply.header('cache-control', NO_CACHE).type('text/html; charset=utf-8').sendFile('index.html');
        });
    }
    return reply.header('cache-control', NO_CACHE).type('text/html; charset=utf-8').sendFile('index.html');
  });
}
