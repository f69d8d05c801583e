/**
 * Bibliographic references rendered by citeproc-js from the CSL project's styles
 * (server/seed/csl): ABNT (NBR 6023) with the pt-BR locale, APA, MLA and Chicago
 * author-date with en-US. One engine per style, built on first use and reused: building
 * one parses thousands of lines of style XML.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cslItem, titleParts, type CslItem } from './citation-item';
import type { MarcRecord } from './types';

export type CitationStyle = 'abnt' | 'apa' | 'mla' | 'chicago';

export const CSL_ATTRIBUTION = 'Citation styles from the CSL project, https://citationstyles.org/';

const STYLES: Record<CitationStyle, { file: string; locale: string }> = {
  abnt: { file: 'associacao-brasileira-de-normas-tecnicas.csl', locale: 'pt-BR' },
  apa: { file: 'apa.csl', locale: 'en-US' },
  mla: { file: 'modern-language-association.csl', locale: 'en-US' },
  chicago: { file: 'chicago-author-date.csl', locale: 'en-US' },
};

/**
 * Types the four styles lay out fully; the others (periodical, song, score…) lose the
 * imprint in some styles, so they are cited as books, which NBR 6023 also does for them.
 */
const CITABLE_TYPES = new Set(['book', 'thesis', 'map', 'motion_picture']);

const cslDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../seed/csl');

/** The slice of citeproc-js's API used here (the package ships no types). */
interface CiteprocEngine {
  setOutputFormat(format: 'text' | 'html'): void;
  updateItems(ids: string[]): void;
  makeBibliography(): [unknown, string[]] | false;
}
type CiteprocModule = { Engine: new (sys: object, style: string, lang: string, forceLang: boolean) => CiteprocEngine };
const citeproc = createRequire(import.meta.url)('citeproc') as CiteprocModule;

interface StyleEngine { engine: CiteprocEngine; items: Map<string, CslItem>; name: string }
const engines = new Map<CitationStyle, StyleEngine>();

function engineFor(style: CitationStyle): StyleEngine {
  const cached = engines.get(style);
  if (cached) return cached;
  const { file, locale } = STYLES[style];
  const xml = fs.readFileSync(path.join(cslDir, file), 'utf8');
  const items = new Map<string, CslItem>();
  const sys = {
    retrieveLocale: (lang: string) => {
      const localeFile = path.join(cslDir, `locales-${lang}.xml`);
      return fs.existsSync(localeFile) ? fs.readFileSync(localeFile, 'utf8') : false;
    },
    retrieveItem: (id: string) => items.get(id),
  };
  const name = /<title>([^<]+)<\/title>/.exec(xml)?.[1] ?? file;
  const created = { engine: new citeproc.Engine(sys, bibliographyOnly(xml), locale, true), items, name };
  engines.set(style, created);
  return created;
}

/**
 * The style as this module uses it: bibliography entries one at a time, never an in-text
 * citation. The style's citation (rendered by citeproc for every item it registers, to find
 * ambiguous citations) becomes the title alone, and the bibliography's sort keys (computed
 * for every item registered) go, since a list of one needs no order and lists are sorted
 * here: two thirds of an entry's work, with the same entry text.
 */
function bibliographyOnly(xml: string): string {
  return xml
    .replace(/<citation\b[^>]*>[\s\S]*?<\/citation>/, '<citation><layout><text variable="title"/></layout></citation>')
    .replace(/(<bibliography\b[^>]*>)\s*<sort>[\s\S]*?<\/sort>/, '$1');
}

export interface RenderedReference { text: string; html: string }

/** One entry of a style, as text and as HTML (or as text alone: `html` is then empty). */
function renderOne(style: CitationStyle, id: number, record: MarcRecord, withHtml = true): RenderedReference {
  const { engine, items } = engineFor(style);
  const item = cslItem(id, record);
  items.clear();
  items.set(String(id), { ...item, type: CITABLE_TYPES.has(item.type) ? item.type : 'book' });
  // Synchronous from here to the end: no other request can swap the item in between.
  // The item is registered once; each format renders the registered entry.
  engine.updateItems([String(id)]);
  const render = (format: 'text' | 'html') => {
    engine.setOutputFormat(format);
    const result = engine.makeBibliography();
    return result ? result[1][0] ?? '' : '';
  };
  const text = render('text').replace(/\s+/g, ' ').trim();
  if (!withHtml) return style === 'abnt' ? withAccess({ text, html: '' }, item.URL) : { text, html: '' };
  const html = render('html').replace(/^\s*<div class="csl-entry">/, '').replace(/<\/div>\s*$/, '').trim();
  if (style !== 'abnt') return { text, html };
  return withAccess({ text, html: unboldSubtitle(html, titleParts(record)) }, item.URL);
}

/** A reference list: every entry rendered, in alphabetical order as NBR 6023 (and the other styles) list them. */
export function renderBibliography(style: CitationStyle, entries: { id: number; record: MarcRecord }[]): RenderedReference[] {
  return entries.map(({ id, record }) => renderOne(style, id, record))
    .sort((a, b) => a.text.localeCompare(b.text, 'pt-BR', { sensitivity: 'base' }));
}

/** A reference list as text only (a file of references): half the work of `renderBibliography`. */
export function renderBibliographyText(style: CitationStyle, entries: { id: number; record: MarcRecord }[]): string[] {
  return entries.map(({ id, record }) => renderOne(style, id, record, false).text)
    .sort((a, b) => a.localeCompare(b, 'pt-BR', { sensitivity: 'base' }));
}

/**
 * Builds a style's engine and renders one reference, so the first patron who asks for a
 * reference does not pay for parsing the style (called once the server listens).
 */
export function warmUpCitations(style: CitationStyle = 'abnt'): void {
  renderOne(style, 0, { leader: '00000nam a2200000 a 4500', fields: [
    { tag: '100', ind1: '1', ind2: ' ', subfields: [{ code: 'a', value: 'Silva, Ana' }] },
    { tag: '245', ind1: '1', ind2: '0', subfields: [{ code: 'a', value: 'Título :' }, { code: 'b', value: 'subtítulo' }] },
    { tag: '260', ind1: ' ', ind2: ' ', subfields: [{ code: 'a', value: 'São Paulo :' }, { code: 'b', value: 'Editora,' }, { code: 'c', value: '2001.' }] },
  ] } as unknown as MarcRecord);
}

export function renderReference(style: CitationStyle, id: number, record: MarcRecord): RenderedReference & { styleName: string } {
  return { ...renderOne(style, id, record), styleName: engineFor(style).name };
}

const MONTHS_PT = ['jan.', 'fev.', 'mar.', 'abr.', 'maio', 'jun.', 'jul.', 'ago.', 'set.', 'out.', 'nov.', 'dez.'];

/**
 * NBR 6023 ends a reference to an online document with "Disponível em: <URL>. Acesso em:
 * date."; the CSL style writes it for web pages only, so books online get it here.
 */
function withAccess(reference: RenderedReference, url: string | undefined, today = new Date()): RenderedReference {
  if (!url || reference.text.includes('Disponível em')) return reference;
  const date = `${today.getDate()} ${MONTHS_PT[today.getMonth()]} ${today.getFullYear()}`;
  return {
    text: `${reference.text} Disponível em: <${url}>. Acesso em: ${date}.`,
    html: `${reference.html} Disponível em: &#60;${escapeHtml(url)}&#62;. Acesso em: ${date}.`,
  };
}

const escapeHtml = (s: string) => s.replace(/&/g, '&#38;').replace(/</g, '&#60;').replace(/>/g, '&#62;');

/**
 * NBR 6023 emphasizes the title but not the subtitle ("**Title**: subtitle"); the CSL
 * style can only bold the whole title variable, so the subtitle is moved out of the <b>.
 */
function unboldSubtitle(html: string, { main, subtitle }: { main: string; subtitle: string | null }): string {
  if (!subtitle) return html;
  for (const esc of [(s: string) => s, escapeHtml]) {
    // citeproc may put no-break spaces inside the subtitle, so only the opening is matched exactly.
    const open = `<b>${esc(main)}: `;
    const at = html.indexOf(open);
    const close = at < 0 ? -1 : html.indexOf('</b>', at);
    if (close > 0) return `${html.slice(0, at)}<b>${esc(main)}</b>: ${html.slice(at + open.length, close)}${html.slice(close + 4)}`;
  }
  return html;
}
