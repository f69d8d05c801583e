import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps plain formatting and safe links', () => {
    expect(sanitizeHtml('<p>Open <b>today</b> <a href="https://ufdemo.edu.br/x?a=1&b=2">here</a></p>'))
      .toBe('<p>Open <b>today</b> <a href="https://ufdemo.edu.br/x?a=1&amp;b=2">here</a></p>');
    expect(sanitizeHtml('<ul><li>one<br/>two</li></ul>')).toBe('<ul><li>one<br>two</li></ul>');
    expect(sanitizeHtml('<a href="mailto:bc@ufdemo.edu.br">mail</a> <a href="/faq">faq</a>'))
      .toBe('<a href="mailto:bc@ufdemo.edu.br">mail</a> <a href="/faq">faq</a>');
  });

  it('drops scripts with their content, event handlers, styles and unsafe links', () => {
    expect(sanitizeHtml('<p>hi<script>alert(1)</script></p>')).toBe('<p>hi</p>');
    expect(sanitizeHtml('<SCRIPT src=x>alert(1)</SCRIPT >ok')).toBe('ok');
    expect(sanitizeHtml('<p onclick="alert(1)" style="color:red">x</p>')).toBe('<p>x</p>');
    expect(sanitizeHtml('<img src=x onerror=alert(1)>text')).toBe('text');
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href=" jav&#x61;script:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="//evil.example">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a title=\'>\' href="javascript:x">y</a>')).toBe('<a>y</a>');
    expect(sanitizeHtml('<iframe src="https://x"></iframe><style>p{}</style>ok')).toBe('ok');
  });

  it('escapes stray brackets and unfinished tags, closes what was left open', () => {
    expect(sanitizeHtml('1 < 2 > 0')).toBe('1 &lt; 2 &gt; 0');
    expect(sanitizeHtml('<scr<script>ipt>alert(1)</script>')).toBe('&lt;scr');
    expect(sanitizeHtml('<b>bold <i>both')).toBe('<b>bold <i>both</i></b>');
    expect(sanitizeHtml('<b>x</i></b>')).toBe('<b>x</b>');
    expect(sanitizeHtml('<p>x<!-- <script>alert(1)</script> -->y</p>')).toBe('<p>xy</p>');
    expect(sanitizeHtml('<svg><script>alert(1)</script></svg>')).toBe('');
  });
});
