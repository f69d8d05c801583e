/**
 * What search engines, link previews, Zotero and feed readers read (issue 26 items 4–5):
 * site-level addresses outside the /api contract (robots.txt, sitemaps, unAPI, Atom
 * feeds, OpenSearch) and the title page's server-rendered head (`titlePage`, handed to
 * server/http/static.ts by app.ts). Every address is absolute from server/http/public-url.ts.
 */
export { registerDiscovery, titlePage } from './routes';
