import { describe, expect, it } from 'vitest';
import { landingOf, sanitizeRedirect, validateLoginSearch } from './redirect';

describe('sanitizeRedirect', () => {
  it.each([
    ['/meupergamum', '/meupergamum'],
    ['/acervo/42/marc', '/acervo/42/marc'],
    ['/?termo=brasil&tipo=autor', '/?termo=brasil&tipo=autor'],
    ['/acervo/42#exemplares', '/acervo/42#exemplares'],
    ['/a/../meupergamum', '/meupergamum'],
  ])('keeps the same-site path %s', (value, expected) => {
    expect(sanitizeRedirect(value)).toBe(expected);
  });

  it.each([
    ['an absolute URL', 'https://evil.example/phish'],
    ['a protocol-relative URL', '//evil.example'],
    ['a backslash trick', '/\\evil.example'],
    ['a tab hidden in the slashes', '/\t/evil.example'],
    ['a newline', '/meupergamum\n'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a relative path', 'meupergamum'],
    ['an empty string', ''],
    ['the login page itself', '/login?redirect=%2Fmeupergamum'],
    ['the logout page', '/sair'],
    ['a number', 42],
    ['nothing', undefined],
  ])('drops %s', (_label, value) => {
    expect(sanitizeRedirect(value)).toBeUndefined();
  });
});

describe('validateLoginSearch', () => {
  it('returns a safe redirect', () => {
    expect(validateLoginSearch({ redirect: '/meupergamum' })).toEqual({ redirect: '/meupergamum' });
  });

  it('takes a bare name as an e-resource base, never as a path', () => {
    expect(validateLoginSearch({ redirect: 'minhabiblioteca' })).toEqual({ base: 'minhabiblioteca' });
    expect(validateLoginSearch({ redirect: 'javascript:alert(1)' })).toEqual({});
  });

  it('keeps the recovery mode and drops unknown modes', () => {
    expect(validateLoginSearch({ modo: 'recuperar' })).toEqual({ modo: 'recuperar' });
    expect(validateLoginSearch({ modo: 'admin' })).toEqual({});
  });

  it('drops an unsafe redirect instead of failing', () => {
    expect(validateLoginSearch({ redirect: 'https://evil.example' })).toEqual({});
  });
});

describe('landingOf', () => {
  it('lands staff in their workspace, patrons in the personal area, and keeps a page asked for', () => {
    expect(landingOf('/meupergamum', undefined, { permissoes: ['cataloguing'] })).toBe('/balcao');
    expect(landingOf('/meupergamum', undefined, { permissoes: [] })).toBe('/meupergamum');
    expect(landingOf('/meupergamum', undefined, {})).toBe('/meupergamum');
    expect(landingOf('/acervo/1', '/acervo/1', { permissoes: ['admin'] })).toBe('/acervo/1');
    // The catalogue chosen as destination stays the catalogue.
    expect(landingOf('/', undefined, { permissoes: ['circulation'] })).toBe('/');
  });
});
