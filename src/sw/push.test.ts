import { describe, expect, it } from 'vitest';
import { sameOriginTarget } from './push';

describe('the page a notification opens', () => {
  const origin = 'https://biblioteca.example.org';
  it('keeps paths of this site, with their query and fragment', () => {
    expect(sameOriginTarget('/meupergamum', origin)).toBe('/meupergamum');
    expect(sameOriginTarget('/acervo/12?aba=exemplares#x', origin)).toBe('/acervo/12?aba=exemplares#x');
    expect(sameOriginTarget('https://biblioteca.example.org/cesta', origin)).toBe('/cesta');
  });
  it('never leaves the site', () => {
    expect(sameOriginTarget('https://evil.example/phish', origin)).toBe('/');
    expect(sameOriginTarget('//evil.example/phish', origin)).toBe('/');
    expect(sameOriginTarget('javascript:alert(1)', origin)).toBe('/');
    expect(sameOriginTarget(undefined, origin)).toBe('/');
  });
});
