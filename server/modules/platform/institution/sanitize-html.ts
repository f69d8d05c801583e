/**
 * The institution's HTML texts (home sections, FAQ answers, general information, notices,
 * support message) are cleaned here before they are stored, and again by the PWA's
 * DOMPurify where they are shown (src/components/safe-html.tsx): an allow-list of plain
 * formatting tags, no attributes but a link's http(s), mailto or relative href. Anything
 * else is dropped (tags) or escaped (stray angle brackets); script and style lose their
 * content too. Written without a DOM on purpose: the server has none, and an allow-list
 * rebuilt tag by tag cannot let an attribute through.
 */

export const ALLOWED_TAGS = ['p', 'br', 'b', 'strong', 'i', 'em', 'u', 'ul', 'ol', 'li', 'a', 'h2', 'h3', 'h4', 'blockquote'] as const;
const allowed = new Set<string>(ALLOWED_TAGS);
const VOID = new Set(['br']);
const SAFE_HREF = /^(https?:\/\/|mailto:|\/(?!\/)|#)/i;

const escapeText = (text: string) => text.replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (text: string) => text.replace(/&(?!(?:[a-z]+|#\d+|#x[0-9a-f]+);)/gi, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function hrefOf(attributes: string): string | null {
  const match = /(?:^|\s)href\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/i.exec(attributes);
  const href = (match?.[1] ?? match?.[2] ?? match?.[3] ?? '').trim();
  // Control characters and spaces inside a scheme ("java\tscript:") are refused, not repaired.
  if (!href || /[\u0000-\u001f\u007f]/.test(href) || !SAFE_HREF.test(href)) return null;
  return href;
}

export function sanitizeHtml(html: string): string {
  const input = html
    .replace(/<!--[\s\S]*?(-->|$)/g, '')
    .replace(/<(script|style|iframe|object|embed|template|noscript|textarea|title|xmp)\b[\s\S]*?(<\/\1\s*>|$)/gi, '');
  const tag = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
  let out = '';
  let last = 0;
  const open: string[] = [];
  for (let m = tag.exec(input); m; m = tag.exec(input)) {
    out += escapeText(input.slice(last, m.index));
    last = tag.lastIndex;
    const [, closing, rawName, attributes] = m;
    const name = rawName.toLowerCase();
    if (!allowed.has(name)) continue;
    if (VOID.has(name)) { out += '<br>'; continue; }
    if (closing) {
      const at = open.lastIndexOf(name);
      if (at === -1) continue;
      // Close what was opened inside it too, so the markup stays balanced.
      while (open.length > at) out += `</${open.pop()}>`;
      continue;
    }
    if (name === 'a') {
      const href = hrefOf(attributes);
      out += href ? `<a href="${escapeAttr(href)}">` : '<a>';
    } else {
      out += `<${name}>`;
    }
    open.push(name);
  }
  out += escapeText(input.slice(last));
  while (open.length) out += `</${open.pop()}>`;
  return out.trim();
}
