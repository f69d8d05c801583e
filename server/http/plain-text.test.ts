import { describe, expect, it } from 'vitest';
import { refuseMalformedText } from './plain-text';

const refusal = (parts: Parameters<typeof refuseMalformedText>[0]) => {
  try {
    refuseMalformedText(parts);
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

  it('refuses half a UTF-16 pair anywhere (PostgreSQL refused it with a 500), keeps whole pairs', () => {
    expect(refusal({ body: { detalhes: 'a\ud800' } })).toBe('body /detalhes must not contain unpaired surrogates');
    expect(refusal({ body: { lista: ['ok', '\udfffb'] } })).toBe('body /lista/1 must not contain unpaired surrogates');
    expect(refusal({ body: { ['\ud83d']: 1 } })).toBe('body /\ud83d must not contain unpaired surrogates');
    expect(refusal({ query: { termo: '\udc00\ud800' } })).toBe('querystring /termo must not contain unpaired surrogates');
    expect(refusal({ body: { titulo: 'Livro 😀 \ud83d\ude00' }, query: { termo: '𝔸' } })).toBeNull();
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
