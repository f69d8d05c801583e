/**
 * Zotero's COinS reading, for tests: every `span.Z3988` title of an HTML text parsed by
 * Zotero's own `parseContextObject` (openurl.cjs, see PROVENANCE.md), as the COinS
 * translator does. Answers Zotero items: itemType, title, creators, ISBN, date, publisher…
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { cleanAuthor } = require('./clean-author.cjs') as { cleanAuthor: (a: string, t: string, c: boolean) => unknown };
(globalThis as Record<string, unknown>).Zotero ??= {
  Utilities: { cleanAuthor, Item: { itemTypeExists: () => false, getFirstCreatorFromItemJSON: () => null } },
  Date: { strToISO: (s: string) => s },
};
const OpenURL = require('./openurl.cjs') as { parseContextObject: (co: string) => ZoteroItem | false };

export interface ZoteroItem {
  itemType: string; title?: string; publicationTitle?: string; creators: { firstName?: string; lastName?: string; creatorType: string }[];
  ISBN?: string; ISSN?: string; date?: string; publisher?: string; place?: string; url?: string; edition?: string;
}

const decodeEntities = (text: string) => text.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** The context objects of the spans of an HTML text (attribute values as the page has them). */
export const coinsSpans = (html: string): string[] =>
  [...html.matchAll(/<span\b[^>]*class="Z3988"[^>]*>/g)].map((m) => decodeEntities(/title="([^"]*)"/.exec(m[0])?.[1] ?? ''));

export function parseCoins(contextObject: string): ZoteroItem | false {
  return OpenURL.parseContextObject(contextObject);
}
