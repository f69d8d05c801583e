import { describe, expect, it } from 'vitest';
import { parseRecipients } from './recipients';

describe('basket e-mail recipients', () => {
  it('accepts several addresses separated by semicolons, trimming spaces and blank entries', () => {
    expect(parseRecipients(' ana@uni.edu.br ;bruno.silva+cesta@Example.ORG;; ')).toEqual({
      ok: true,
      addresses: ['ana@uni.edu.br', 'bruno.silva+cesta@Example.ORG'],
    });
  });

  it('names the first bad address and accepts nothing', () => {
    expect(parseRecipients('ana@uni.edu.br; bruno@; carla@uni.edu.br')).toEqual({
      ok: false,
      reason: 'invalid',
      address: 'bruno@',
    });
  });

  it('treats a comma-separated list as one bad address (the separator is ;)', () => {
    expect(parseRecipients('ana@uni.edu.br, bruno@uni.edu.br')).toMatchObject({ ok: false, reason: 'invalid' });
  });

  it('asks for at least one address', () => {
    expect(parseRecipients('  ;  ')).toEqual({ ok: false, reason: 'empty' });
  });
});
