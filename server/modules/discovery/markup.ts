/** Escaping for what this module writes into HTML and XML (text and attribute values alike). */
export const escapeHtml = (text: string): string => text
  .replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** XML 1.0 refuses most control characters even escaped: they are dropped. */
export const escapeXml = (text: string): string =>
  escapeHtml(text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, ''));

/** JSON inside <script>: "</script>", "<!--" and the line separators cannot end or break it. */
export const scriptJson = (value: unknown): string => JSON.stringify(value)
  .replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026')
  .replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
