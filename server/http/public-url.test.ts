import { describe, expect, it } from 'vitest';
import { listeningBase, publicBase, siteBase } from './public-url';

const config = { publicUrl: null, trustProxy: false, host: '0.0.0.0', port: 8080 } as const;
/** A request as Fastify derives it: `ip` is the forwarded client only when the peer is trusted. */
const request = (headers: Record<string, string>, ip = '127.0.0.1', protocol = 'http') => ({ protocol, ip, socket: { remoteAddress: '127.0.0.1' }, headers });

describe('the public base address', () => {
  it('is PUBLIC_URL whenever set', () => {
    expect(publicBase({ ...config, publicUrl: 'https://catalogo.example.edu', trustProxy: ['10.0.0.0/8'] }, request({ host: 'evil.example', 'x-forwarded-host': 'evil.example' }, '198.51.100.7')))
      .toBe('https://catalogo.example.edu');
  });
  it('never takes the Host header or forwarded headers from an untrusted peer', () => {
    expect(publicBase(config, request({ host: 'evil.example', 'x-forwarded-host': 'evil.example' }))).toBe('http://localhost:8080');
    // TRUST_PROXY set, but Fastify kept the peer's own address: the peer is not the trusted proxy.
    expect(publicBase({ ...config, trustProxy: ['10.0.0.0/8'] }, request({ host: 'evil.example', 'x-forwarded-host': 'evil.example' }))).toBe('http://localhost:8080');
  });
  it("takes a trusted proxy's forwarded host and scheme, else the Host it passed on; nothing that is not a host", () => {
    const trusted = { ...config, trustProxy: ['10.0.0.0/8'] };
    expect(publicBase(trusted, request({ host: 'backend', 'x-forwarded-host': 'a.example, biblioteca.example.edu' }, '198.51.100.7', 'https'))).toBe('https://biblioteca.example.edu');
    expect(publicBase(trusted, request({ host: 'biblioteca.example.edu:8443' }, '198.51.100.7'))).toBe('http://biblioteca.example.edu:8443');
    expect(publicBase(trusted, request({ host: 'b', 'x-forwarded-host': 'evil.example/x?' }, '198.51.100.7'))).toBe('http://localhost:8080');
    expect(publicBase(trusted, request({ host: 'b', 'x-forwarded-host': 'user@evil.example' }, '198.51.100.7'))).toBe('http://localhost:8080');
  });
  it('reads the listening address: a wildcard is localhost, an IPv6 literal is bracketed', () => {
    expect(listeningBase({ host: '::', port: 80 })).toBe('http://localhost:80');
    expect(listeningBase({ host: '127.0.0.1', port: 9200 })).toBe('http://127.0.0.1:9200');
    expect(listeningBase({ host: '::1', port: 9200 })).toBe('http://[::1]:9200');
    expect(siteBase({ publicUrl: null, host: 'catalogo.internal', port: 8080 })).toBe('http://catalogo.internal:8080');
  });
});
