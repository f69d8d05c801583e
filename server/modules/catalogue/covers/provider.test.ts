import { describe, expect, it } from 'vitest';
import { coverAddress, firstIsbn, firstIssn, needs, OPEN_LIBRARY, sniff, templateOf } from './provider';

describe('cover provider addresses', () => {
  it('reads the first ISBN-10 or ISBN-13 of a list, qualifiers and hyphens dropped', () => {
    expect(firstIsbn(['978-85-7522-123-4 (broch.)'])).toBe('9788575221234');
    expect(firstIsbn(['(enc.)', '0-19-852663-x'])).toBe('019852663X');
    expect(firstIsbn(['12345', 'sem número'])).toBeNull();
    expect(firstIsbn([])).toBeNull();
  });

  it('reads the first ISSN as NNNN-NNNN', () => {
    expect(firstIssn(['0378-5955 (impresso)'])).toBe('0378-5955');
    expect(firstIssn(['1234567x'])).toBe('1234-567X');
    expect(firstIssn(['n/d'])).toBeNull();
  });

  it('builds Open Library\'s address by ISBN, and none without an ISBN', () => {
    const template = templateOf({ provider: 'openlibrary', urlTemplate: null });
    expect(template).toBe(OPEN_LIBRARY);
    expect(coverAddress(template, { cod_acervo: 7, isbn: ['8575221234'], issn: [] })).toBe('https://covers.openlibrary.org/b/isbn/8575221234-M.jpg?default=false');
    expect(coverAddress(template, { cod_acervo: 7, isbn: [], issn: ['0378-5955'] })).toBeNull();
    expect(needs(template)).toEqual({ isbn: true, issn: false });
    expect(templateOf({ provider: 'none', urlTemplate: 'https://x/{id}' })).toBeNull();
  });

  it('fills a template\'s placeholders percent-encoded, so a record never chooses the host', () => {
    const template = 'https://capas.example.edu/c?isbn={isbn}&issn={issn}&id={id}';
    expect(coverAddress(template, { cod_acervo: 42, isbn: ['8575221234'], issn: ['0378-5955'] })).toBe('https://capas.example.edu/c?isbn=8575221234&issn=0378-5955&id=42');
    expect(coverAddress('https://capas.example.edu/{id}.jpg', { cod_acervo: 42, isbn: [], issn: [] })).toBe('https://capas.example.edu/42.jpg');
    expect(coverAddress(template, { cod_acervo: 42, isbn: ['8575221234'], issn: [] })).toBeNull();
    const address = coverAddress('https://capas.example.edu/{isbn}', { cod_acervo: 1, isbn: ['978-85-7522-123-4@evil.example/'], issn: [] })!;
    expect(new URL(address).host).toBe('capas.example.edu');
  });

  it('knows JPEG, PNG, WebP and GIF by their first bytes, and nothing else', () => {
    expect(sniff(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniff(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image/png');
    expect(sniff(Buffer.from('RIFF0000WEBPVP8 '))).toBe('image/webp');
    expect(sniff(Buffer.from('GIF89a......'))).toBe('image/gif');
    expect(sniff(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniff(Buffer.from('<html>'))).toBeNull();
  });
});

describe('cover settings', () => {
  it('are off by default and refuse a template provider without a usable address', async () => {
    const { coverSettingsFrom } = await import('../../../config');
    expect(coverSettingsFrom({}, '/data').provider).toBe('none');
    expect(coverSettingsFrom({}, '/data').cacheDir).toBe('/data/covers');
    expect(coverSettingsFrom({ COVER_PROVIDER: 'openlibrary', COVER_CACHE_MAX_MB: '5' }, '/data')).toMatchObject({ provider: 'openlibrary', cacheMaxBytes: 5 * 1024 * 1024 });
    expect(() => coverSettingsFrom({ COVER_PROVIDER: 'template' }, '/data')).toThrow(/COVER_URL_TEMPLATE/);
    expect(() => coverSettingsFrom({ COVER_PROVIDER: 'template', COVER_URL_TEMPLATE: 'https://a{isbn}.example/' }, '/data')).toThrow(/COVER_URL_TEMPLATE/);
    expect(() => coverSettingsFrom({ COVER_PROVIDER: 'amazon' }, '/data')).toThrow(/COVER_PROVIDER/);
    expect(coverSettingsFrom({ COVER_PROVIDER: 'template', COVER_URL_TEMPLATE: 'https://capas.example.edu/{isbn}' }, '/data').urlTemplate).toBe('https://capas.example.edu/{isbn}');
  });
});
