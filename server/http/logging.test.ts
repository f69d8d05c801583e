import { describe, expect, it } from 'vitest';
import { cleanArgs, requestId, scrub } from './logging';

describe('cleaning a log call', () => {
  it('blanks secrets by key and personal data in text, without touching the caller’s object', () => {
    const entry = { body: { senha: 'Segredo#1', nome: 'Ana', nota: 'escreva a ana@example.org' }, status: 200 };
    expect(scrub(entry)).toEqual({ body: { senha: '[redacted]', nome: 'Ana', nota: 'escreva a [e-mail]' }, status: 200 });
    expect(entry.body.senha).toBe('Segredo#1');
  });

  it('hands a clean entry back as it is (no copy on the hot path)', () => {
    const line = { method: 'GET', route: '/api/consulta', status: 200, ms: 38, operation: 'search' };
    expect(scrub(line)).toBe(line);
  });

  it('survives what pino survives: a circular entry, dates, buffers, depth', () => {
    const loop: Record<string, unknown> = { cpf: '529.982.247-25', quando: new Date(0), bytes: Buffer.from('ab') };
    loop.self = loop;
    const clean = scrub(loop) as Record<string, unknown>;
    expect(clean.cpf).toBe('[redacted]');
    expect(clean.self).toBe('[circular]');
    expect(clean.quando).toEqual(new Date(0));
    let deep: Record<string, unknown> = { email: 'x@example.org' };
    for (let i = 0; i < 12; i++) deep = { inner: deep };
    expect(JSON.stringify(scrub(deep))).not.toContain('x@example.org');
  });

  it('keeps an error an error (its type for pino’s serialiser), its message, stack and fields cleaned', () => {
    class DatabaseError extends Error {}
    const error = Object.assign(new DatabaseError('duplicate ana@example.org'), { detail: 'Key (cpf)=(52998224725) exists' });
    const [first, message] = cleanArgs([error]) as [{ err: Error & { detail: string } }, string];
    expect(first.err).toBeInstanceOf(DatabaseError);
    expect(first.err.message).toBe('duplicate [e-mail]');
    expect(first.err.stack).not.toContain('ana@example.org');
    expect(first.err.detail).toBe('Key (cpf)=([cpf]) exists');
    expect(message).toBe('duplicate [e-mail]');
  });

  it('refuses a proxy’s request id that carries a CPF (ids are logged as given)', () => {
    expect(requestId({ headers: { 'x-request-id': 'nginx-5f3a9c0d11' } })).toBe('nginx-5f3a9c0d11');
    expect(requestId({ headers: { 'x-request-id': '52998224725' } })).not.toBe('52998224725');
  });
});
