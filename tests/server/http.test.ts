import { describe, expect, it } from 'vitest';
import { backendName } from '../support/test-db';
import { visitorApp } from '../support/server-app';

describe(`HTTP behaviour of the API (${backendName})`, () => {
  const api = visitorApp();

  it('answers an unknown /api path with 404 JSON', async () => {
    const res = await api.app.inject({ url: '/api/no-such-thing', headers: api.auth });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/json/);
    expect(res.json()).toEqual({ message: 'not found' });
  });

  it('answers invalid parameters with 400 and a message, never a stack trace', async () => {
    const res = await api.app.inject({ url: '/api/consulta?termo=brasil&quantPag=7', headers: api.auth });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/quantPag/);
    expect(res.body).not.toMatch(/at .*\.ts:\d+/);
    const notNumber = await api.app.inject({ url: '/api/acervo/abc', headers: api.auth });
    expect(notNumber.statusCode).toBe(400);
  });

  it('answers calls that later issues implement with 501 not implemented', async () => {
    const res = await api.app.inject({ url: '/api/parametros/faq', headers: api.auth });
    expect(res.statusCode).toBe(501);
    expect(res.json()).toEqual({ message: 'not implemented' });
  });

  it('serves the contract and its browsable docs', async () => {
    const doc = await api.app.inject({ url: '/api/openapi.json' });
    expect(doc.statusCode).toBe(200);
    expect(doc.json().openapi).toBe('3.1.0');
    expect(Object.keys(doc.json().paths)).toContain('/consulta');
    const docs = await api.app.inject({ url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.body).toMatch(/swagger/i);
  });

  it('sends security headers and compresses large answers', async () => {
    const res = await api.app.inject({ url: '/api/openapi.json', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-security-policy']).toMatch(/default-src 'self'/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('reports health with the database kind and the number of titles', async () => {
    const res = await api.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: backendName });
    expect(res.json().titulos).toBeGreaterThan(50);
  });
});
