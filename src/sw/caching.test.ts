// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { carriesPatronToken, connectSchemes, isSearchPath } from './caching';

const jwt = (claims: object) =>
  `Bearer eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.c2lnbmF0dXJl`;
const request = (authorization?: string) =>
  new Request('http://localhost/api/consulta', { headers: authorization ? { Authorization: authorization } : {} });

describe('what the service worker may cache', () => {
  it('tells a patron token from the public client token', () => {
    expect(carriesPatronToken(request(jwt({ scope: 'public', client_id: '4' })))).toBe(false);
    expect(carriesPatronToken(request(jwt({ scope: 'user', login: 'aluno', sub: '12' })))).toBe(true);
    expect(carriesPatronToken(request())).toBe(false);
    // A token it cannot read is treated as private.
    expect(carriesPatronToken(request('Bearer a.%%%.c'))).toBe(true);
    expect(carriesPatronToken(request('Bearer aaa.bm90LWpzb24.ccc'))).toBe(true);
  });

  it('keeps searches, new acquisitions and indexes, not completions', () => {
    expect(isSearchPath('/api/consulta')).toBe(true);
    expect(isSearchPath('/api/consulta/novas-aquisicoes')).toBe(true);
    expect(isSearchPath('/api/consulta/indice')).toBe(true);
    expect(isSearchPath('/api/consulta/autocompletar')).toBe(false);
    expect(isSearchPath('/api/consultas')).toBe(false);
  });

  it("reads which other sites the worker may fetch from its own policy's connect-src", () => {
    expect([...connectSchemes("default-src 'self'; img-src 'self' https:; connect-src 'self'")]).toEqual([]);
    expect([...connectSchemes("default-src 'self'; connect-src 'self' https:")]).toEqual(['https:']);
    expect([...connectSchemes("default-src 'self'")]).toEqual([]);
    expect([...connectSchemes("img-src https:")].sort()).toEqual(['http:', 'https:']);
    expect([...connectSchemes(null)].sort()).toEqual(['http:', 'https:']);
  });
});
