/** robots.txt and the OpenSearch description: small texts written with the site's address. */
import { escapeXml } from '../../../core/markup';

/** Crawlers index the catalogue; the personal area, the staff desk and the API stay out, but covers (og:image) may be read. */
export const robotsTxt = (base: string): string => [
  'User-agent: *',
  'Allow: /',
  'Allow: /api/acervo/*/capa',
  'Disallow: /api/',
  'Disallow: /meupergamum',
  'Disallow: /balcao',
  'Disallow: /login',
  'Disallow: /sair',
  'Disallow: /cesta',
  '',
  `Sitemap: ${base}/sitemap.xml`,
  '',
].join('\n');

/** OpenSearch 1.1: the PWA's search route as the template, autocomplete as the suggestions. */
export const openSearchXml = (base: string, siteName: string): string => [
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/" xmlns:moz="http://www.mozilla.org/2006/browser/search/">',
  `  <ShortName>${escapeXml(siteName.slice(0, 16))}</ShortName>`,
  `  <Description>${escapeXml(`Pesquisa no ${siteName}`)}</Description>`,
  '  <InputEncoding>UTF-8</InputEncoding>',
  '  <Language>pt-BR</Language>',
  `  <Image height="192" width="192" type="image/png">${escapeXml(`${base}/icons/icon-192.png`)}</Image>`,
  `  <Url type="text/html" method="get" template="${escapeXml(`${base}/?termo={searchTerms}`)}"/>`,
  `  <Url type="application/x-suggestions+json" method="get" template="${escapeXml(`${base}/opensearch/sugestoes?q={searchTerms}`)}"/>`,
  `  <Url type="application/opensearchdescription+xml" rel="self" template="${escapeXml(`${base}/opensearch.xml`)}"/>`,
  `  <moz:SearchForm>${escapeXml(`${base}/`)}</moz:SearchForm>`,
  '</OpenSearchDescription>',
  '',
].join('\n');
