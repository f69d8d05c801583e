/**
 * Escaping for what the server writes into XML (MARCXML, OAI-PMH, oai_dc, MODS, Atom,
 * sitemaps, unAPI, OpenSearch) and HTML (a title page's head and summary, the no-debts
 * certificate). One definition of each, for text and double-quoted attribute values alike.
 */

/** What XML 1.0 cannot carry even as a reference: C0 controls but tab, LF and CR, U+FFFE/FFFF, half a surrogate pair. */
const NOT_IN_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const entity = (c: string) => ENTITIES[c];

/** XML text or attribute value: what XML cannot carry is dropped, & < > " escaped (our attributes are double-quoted). */
export const escapeXml = (text: string): string => text.replace(NOT_IN_XML, '').replace(/[&<>"]/g, entity);

/** HTML text or attribute value, either quote: & < > " ' escaped. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, entity);
