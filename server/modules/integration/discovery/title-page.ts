/**
 * A title's page as the server sends it (/acervo/{id} and its tabs): the built index.html
 * with the title's <title>, description, canonical address, Open Graph tags, schema.org
 * JSON-LD and, for readers without JavaScript, a <noscript> summary (title, authors,
 * copies per library, COinS and the unAPI id). The PWA draws the page over it as usual.
 */
import { coinsKind, coinsTitle } from '../../../../openapi/coins';
import { invertedName, leadNames, yearOf } from '../../../marc/export-entry';
import { availabilityOf, displayName, titleJsonLd, type Availability } from './json-ld';
import { escapeHtml } from '../../../core/markup';
import { scriptJson } from './markup';
import type { TitlePageData } from './title-data';

const AVAILABILITY_TEXT: Record<Availability, string> = {
  InStock: 'disponível para empréstimo',
  OutOfStock: 'todos os exemplares emprestados',
  InStoreOnly: 'somente consulta local',
};

/** The title's address in the catalogue: the canonical link of every tab. */
export const titleUrl = (base: string, id: number) => `${base}/acervo/${id}`;

/** An address of ours made absolute; another site's stays as it is. */
export function absolute(base: string, link: string | null): string | null {
  if (!link) return null;
  if (/^https?:\/\//i.test(link)) return link;
  return link.startsWith('/') ? `${base}${link}` : null;
}

const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).replace(/\s+\S*$/, '')}…`);

/** The meta description: the abstract, else the type, names and imprint. */
export function summaryOf({ description }: TitlePageData): string {
  const { entry } = description;
  if (entry.abstract) return clip(entry.abstract.replace(/\s+/g, ' ').trim(), 300);
  const names = leadNames(entry.item).map(displayName).join('; ');
  const imprint = [entry.item['publisher-place'], entry.item.publisher].filter(Boolean).join(': ');
  const year = yearOf(entry.item) ?? description.ano;
  return clip([description.tipo, names, [imprint, year].filter(Boolean).join(', ')].filter(Boolean).join('. ') + '.', 300);
}

/** The COinS of a title's page (shared builder with the PWA: openapi/coins.ts). */
export function titleCoins(data: TitlePageData, url: string): string {
  const { description: d } = data;
  const { item } = d.entry;
  return coinsTitle({
    kind: coinsKind(d.codTipoObra), title: item.title || d.titulo, authors: leadNames(item).map(invertedName),
    isbn: d.entry.isbn, issn: d.entry.issn, date: yearOf(item) ?? d.ano, publisher: item.publisher, place: item['publisher-place'],
    container: d.container, edition: d.entry.edition, url, typeLabel: d.tipo,
  });
}

export interface RenderedHead { head: string; body: string; title: string; description: string }

export function renderTitle(data: TitlePageData, base: string, siteName: string): RenderedHead {
  const { description: d, libraries } = data;
  const url = titleUrl(base, d.codAcervo);
  const image = absolute(base, d.linkCapa);
  const summary = summaryOf(data);
  const name = d.entry.item.title || d.titulo;
  const title = `${clip(name, 120)} · ${siteName}`;
  const meta = (property: string, content: string) => `<meta property="${property}" content="${escapeHtml(content)}" />`;
  const head = [
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    meta('og:type', 'book'),
    meta('og:title', name),
    meta('og:description', summary),
    meta('og:url', url),
    meta('og:site_name', siteName),
    ...(image ? [meta('og:image', image)] : []),
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}" />`,
    ...libraries.map((l) => `<link rel="alternate" type="application/atom+xml" title="${escapeHtml(`Novas aquisições: ${l.nome}`)}" href="${escapeHtml(`${base}/feeds/novidades.atom?biblioteca=${l.cod_biblioteca}`)}" />`),
    ...d.topics.slice(0, 5).map((s) => `<link rel="alternate" type="application/atom+xml" title="${escapeHtml(`Novas aquisições: ${s}`)}" href="${escapeHtml(`${base}/feeds/novidades.atom?assunto=${encodeURIComponent(s)}`)}" />`),
    `<script type="application/ld+json">${scriptJson(titleJsonLd({ description: d, libraries, base, url, image, summary }))}</script>`,
  ].join('\n    ');
  const authors = leadNames(d.entry.item).map(displayName);
  const imprint = [d.entry.item['publisher-place'], d.entry.item.publisher, yearOf(d.entry.item) ?? d.ano].filter(Boolean).join(', ');
  const body = [
    '<noscript><article class="title-summary">',
    `<h1>${escapeHtml(name)}</h1>`,
    authors.length ? `<p>${escapeHtml(authors.join('; '))}</p>` : '',
    `<p>${escapeHtml([d.tipo, imprint].filter(Boolean).join(' · '))}</p>`,
    d.entry.isbn.length ? `<p>ISBN ${escapeHtml(d.entry.isbn.join(', '))}</p>` : '',
    d.entry.abstract ? `<p>${escapeHtml(clip(d.entry.abstract, 1000))}</p>` : '',
    libraries.length
      ? `<h2>Exemplares</h2><ul>${libraries.map((l) => `<li>${escapeHtml(l.nome)}: ${l.emprestaveis + l.consulta} (${l.disponiveis} disponíveis) — ${AVAILABILITY_TEXT[availabilityOf(l)]}</li>`).join('')}</ul>`
      : '',
    `<span class="Z3988" title="${escapeHtml(titleCoins(data, url))}"></span>`,
    `<abbr class="unapi-id" title="${d.codAcervo}"></abbr>`,
    '</article></noscript>',
  ].filter(Boolean).join('');
  return { head, body, title, description: summary };
}

/** The template with a rendered title put in: title and description replaced, the rest added. */
export function injectTitle(template: string, rendered: RenderedHead): string {
  const title = `<title>${escapeHtml(rendered.title)}</title>`;
  const description = `<meta name="description" content="${escapeHtml(rendered.description)}" />`;
  let html = template.replace(/<title>[^<]*<\/title>/, () => title);
  html = /<meta name="description"[^>]*>/.test(html)
    ? html.replace(/<meta name="description"[^>]*>/, () => description)
    : html.replace('</head>', () => `    ${description}\n  </head>`);
  html = html.replace('</head>', () => `    ${rendered.head}\n  </head>`);
  return html.replace(/<body([^>]*)>/, (tag) => `${tag}\n    ${rendered.body}`);
}

/** The site's name as the template's <title> says it. */
export const siteNameOf = (template: string): string => /<title>([^<]*)<\/title>/.exec(template)?.[1]?.trim() || 'Catálogo';
