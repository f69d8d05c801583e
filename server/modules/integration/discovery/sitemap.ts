/**
 * /sitemap.xml: every title's page and the public pages. Past `perFile` titles it is a
 * sitemap index (the protocol allows 50,000 addresses per file) over files that each
 * cover a range of codes (sitemap-titulos-K.xml: codes (K-1)·perFile+1 … K·perFile), so a
 * file is found without counting and never holds more than perFile addresses (a range
 * with gaps holds fewer; the index has no lastmod: see sitemapRoot). Files are
 * streamed in batches read by key, never built whole in memory (1M titles).
 */
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/connect';
import { one, rows } from '../../../db/query';
import { escapeXml } from '../../../core/markup';

const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const BATCH = 5000;
/** Public pages a search engine may index besides the titles. */
export const PUBLIC_PAGES = ['/', '/indices', '/autoridade', '/rede', '/faq', '/informacoes-gerais'];
const W3C_TIME = sql`'YYYY-MM-DD"T"HH24:MI:SS"Z"'`;

const url = (loc: string, lastmod?: string) => `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>\n`;

async function* titleUrls(db: Db, base: string, from: number, to: number): AsyncGenerator<string> {
  let after = from - 1;
  for (;;) {
    const batch = await rows<{ cod_acervo: number; lastmod: string }>(db, sql`
      SELECT cod_acervo, to_char(atualizado_em AT TIME ZONE 'UTC', ${W3C_TIME}) AS lastmod FROM acervo
      WHERE cod_acervo > ${after} AND cod_acervo <= ${to} ORDER BY cod_acervo LIMIT ${BATCH}`);
    if (!batch.length) return;
    yield batch.map((r) => url(`${base}/acervo/${r.cod_acervo}`, r.lastmod)).join('');
    after = batch[batch.length - 1].cod_acervo;
    if (batch.length < BATCH) return;
  }
}

async function* urlset(parts: AsyncIterable<string> | Iterable<string>): AsyncGenerator<string> {
  yield `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${NS}">\n`;
  for await (const part of parts) yield part;
  yield '</urlset>\n';
}

const pagesXml = (base: string) => PUBLIC_PAGES.map((p) => url(`${base}${p === '/' ? '/' : p}`)).join('');

async function highestCode(db: Db): Promise<number> {
  return (await one<{ max: number }>(db, sql`SELECT coalesce(max(cod_acervo), 0)::int AS max FROM acervo`))!.max;
}

/** /sitemap.xml: one urlset while the codes fit one file, else the index. */
export async function sitemapRoot(db: Db, base: string, perFile: number): Promise<Readable> {
  const max = await highestCode(db);
  if (max <= perFile) {
    return Readable.from(urlset((async function* () { yield pagesXml(base); yield* titleUrls(db, base, 1, max); })()));
  }
  // Files by code range, named without reading the titles: a scan for each file's newest
  // change took 7 s at 1M titles, so the index gives no lastmod (the files' entries do).
  const files = Array.from({ length: Math.ceil(max / perFile) }, (_, i) => i + 1);
  const entry = (loc: string) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>\n`;
  return Readable.from([
    `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${NS}">\n`,
    entry(`${base}/sitemap-paginas.xml`),
    ...files.map((k) => entry(`${base}/sitemap-titulos-${k}.xml`)),
    '</sitemapindex>\n',
  ]);
}

export const pagesSitemap = (base: string): Readable => Readable.from(urlset([pagesXml(base)]));

/** sitemap-titulos-K.xml, or null past the last code. */
export async function titlesSitemap(db: Db, base: string, perFile: number, k: number): Promise<Readable | null> {
  const max = await highestCode(db);
  if (k < 1 || (k - 1) * perFile >= max) return null;
  return Readable.from(urlset(titleUrls(db, base, (k - 1) * perFile + 1, Math.min(k * perFile, max))));
}
