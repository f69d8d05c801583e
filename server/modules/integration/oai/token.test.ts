import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decodeToken, encodeToken, type ListCursor } from './token';

const key = randomBytes(32);
const cursor: ListCursor = {
  verb: 'ListRecords', prefix: 'oai_dc', set: 'tipo:1', fromMs: 0, untilMs: null, after: '2024-01-02T03:04:05.123456Z',
  afterId: 42, cursor: 100, completeListSize: 250, expires: Date.now() + 60_000,
};

describe('OAI-PMH resumption tokens', () => {
  it('carry the list and its cursor, opaque and URL-safe', () => {
    const token = encodeToken(key, cursor);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{22}$/);
    expect(decodeToken(key, token)).toEqual(cursor);
  });

  it('are refused when edited, signed by another key, cut, or out of date', () => {
    const token = encodeToken(key, cursor);
    const [body, mac] = token.split('.');
    const edited = Buffer.from(Buffer.from(body, 'base64url').toString().replace('42', '43')).toString('base64url');
    expect(decodeToken(key, `${edited}.${mac}`)).toBeNull();
    expect(decodeToken(randomBytes(32), token)).toBeNull();
    expect(decodeToken(key, token.slice(0, -1))).toBeNull();
    expect(decodeToken(key, '')).toBeNull();
    expect(decodeToken(key, encodeToken(key, { ...cursor, expires: Date.now() - 1 }))).toBeNull();
  });

  it('are refused when well signed but malformed inside', () => {
    expect(decodeToken(key, encodeToken(key, { ...cursor, after: "2024-01-01'; DROP TABLE acervo" }))).toBeNull();
    expect(decodeToken(key, encodeToken(key, { ...cursor, afterId: 1.5 }))).toBeNull();
  });
});
