import { describe, expect, it } from 'vitest';
import { escapeHtml, escapeXml } from './markup';

describe('escapeXml', () => {
  it('escapes what ends text or a double-quoted attribute and drops what XML 1.0 cannot carry', () => {
    expect(escapeXml('a\u0001b<&>"\ud800c\u{1F4DA}\ufffe\t\n')).toBe('ab&lt;&amp;&gt;&quot;c\u{1F4DA}\t\n');
    expect(escapeXml("d'Água \udc00")).toBe("d'Água ");
  });
});

describe('escapeHtml', () => {
  it('escapes both quotes, so a value is safe in any attribute', () => {
    expect(escapeHtml(`<a href="x">O'Brien & co</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;O&#39;Brien &amp; co&lt;/a&gt;');
  });
});
