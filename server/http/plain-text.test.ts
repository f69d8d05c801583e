import { describe, expect, it } from 'vitest';
import { refuseControlCharacters } from './plain-text';

const refusal = (parts: Parameters<typeof refuseControlCharacters>[0]) => {
  try {
    refuseControlCharacters(parts);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
};

describe('control characters in a request', () => {
  it('names the first field holding one, in any part', () => {
    expect(refusal({ query: { termo: 'bra\u0000sil' } })).toBe('querystring /termo must not contain control characters');
    expect(refusal({ params: { user: 'a\u001bb' } })).toBe('params /user must not contain control characters');
    expect(refusal({ headers: { lang: '1\u0007' } })).toBe('headers /lang must not contain control characters');
    expect(refusal({ body: { opcoes: [{ nome: 'ok' }, { nome: 'x\u007f' }] } })).toBe('body /opcoes/1/nome must not contain control characters');
    expect(refusal({ body: { ['chave\u0000']: 1 } })).toBe('body /chave\u0000 must not contain control characters');
    expect(refusal({ body: '\u0000' })).toBe('body must not contain control characters');
  });

  it('lets a body keep tab and line breaks, and a parameter only the tab', () => {
    expect(refusal({ body: { comentario: 'linha 1\r\n\tlinha 2' }, query: { termo: 'a\tb' } })).toBeNull();
    expect(refusal({ query: { termo: 'a\nb' } })).toMatch(/termo/);
  });

  it('walks any depth without recursion', () => {
    let deep: unknown = 'fim\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(refusal({ body: deep })).toMatch(/^body \/0\/0\/0/);
  });
});
