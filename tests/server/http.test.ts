import { describe, expect, it } from 'vitest';
import { contractOperations, loadContract } from '../../server/http/contract';
import { handlers } from '../../server/modules';
import { backendName } from '../support/test-db';
import { bearer, login, visitorApp } from '../support/server-app';

describe(`HTTP behaviour of the API (${backendName})`, () => {
  const api = visitorApp();

  it('answers an unknown /api path with 404 JSON', async () => {
    const res = await api.app.inject({ url: '/api/no-such-thing', headers: api.auth });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/json/);
    expect(res.json()).toEqual({ message: 'error.not-found' });
  });

  it('answers invalid parameters with 400 and a message, never a stack trace', async () => {
    const res = await api.app.inject({ url: '/api/consulta?termo=brasil&quantPag=7', headers: api.auth });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/quantPag/);
    expect(res.body).not.toMatch(/at .*\.ts:\d+/);
    const notNumber = await api.app.inject({ url: '/api/acervo/abc', headers: api.auth });
    expect(notNumber.statusCode).toBe(400);
  });

  it('has a handler for every operation of the contract (none answers 501 not implemented)', () => {
    // The router answers 501 only for an operation added to the contract before its handler;
    // since issue 25 every operation has one, and a new one must come with its handler.
    const missing = contractOperations(loadContract()).map((op) => op.operationId).filter((id) => !(id in handlers));
    expect(missing).toEqual([]);
  });

  it('refuses control characters in any text with 400, anonymous calls included (a NUL answered 500)', async () => {
    const search = await api.get('/api/consulta?termo=bra%00sil');
    expect(search.statusCode).toBe(400);
    expect(search.json()).toEqual({ message: 'querystring /termo must not contain control characters' });
    const token = await api.app.inject({ method: 'POST', url: '/api/oauth/token', payload: { grant_type: 'password', client_id: '4', username: 'alu\u0000no', password: 'x' } });
    expect(token.statusCode).toBe(400);
    expect(token.json()).toEqual({ message: 'body /username must not contain control characters' });
    const form = await api.app.inject({
      method: 'POST', url: '/api/oauth/token', payload: 'grant_type=password&client_id=4&username=aluno&password=%1B',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.statusCode).toBe(400);
    expect((await api.get('/api/pessoas/al%01uno/recuperar-senha')).statusCode).toBe(400);
  });

  it('keeps the line breaks and tabs of a multi-line text, and a tab in a search', async () => {
    const aluno = bearer((await login(api.app, 'aluno')).access_token);
    const [library] = (await api.get('/api/unidade-informacao')).json();
    const comment = await api.app.inject({
      method: 'POST', url: '/api/unidade-informacao/comentario', headers: aluno,
      payload: { content: 'Primeira linha.\r\n\tSegunda linha.', b: library.cod_biblioteca },
    });
    expect(comment.statusCode).toBe(201);
    expect((await api.get('/api/consulta?termo=bra%09sil')).statusCode).toBe(200);
    expect((await api.get('/api/consulta?termo=bra%0Asil')).statusCode).toBe(400);
  });

  it('refuses integers beyond 32 bits with 400 (PostgreSQL answered 500), in paths, queries and bodies', async () => {
    expect((await api.get('/api/acervo/2147483647')).statusCode).toBe(404);
    const path = await api.get('/api/acervo/2147483648');
    expect(path.statusCode).toBe(400);
    expect(path.json().message).toMatch(/^params \/id /);
    expect((await api.get('/api/acervo/0')).statusCode).toBe(400);
    expect((await api.get('/api/acervo/1/exemplares?cod_unidade=99999999999')).statusCode).toBe(400);
    const aluno = bearer((await login(api.app, 'aluno')).access_token);
    const body = await api.app.inject({ method: 'POST', url: '/api/acervo/cesta-permanente', headers: aluno, payload: { acervos: [1, 2 ** 40] } });
    expect(body.statusCode).toBe(400);
    expect(body.json().message).toMatch(/^body \/acervos\/1 /);
  });

  it('refuses digit codes past 32 bits and lone surrogates with 400 in every operation (both answered 500)', async () => {
    const aluno = bearer((await login(api.app, 'aluno')).access_token);
    for (const url of ['/api/consulta/titulos-adicionais?acervos=2147483648', '/api/consulta/acervos-indexados?acervos=1&acervos=9999999999']) {
      const res = await api.get(url);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^querystring \/acervos\/\d /);
    }
    expect((await api.get('/api/consulta/titulos-adicionais?acervos=2147483647')).statusCode).toBe(200);
    const journals = await api.app.inject({ url: '/api/perfil-interesse/periodicos/pesquisa?termoPesquisa=a&bibliotecas=2147483648', headers: aluno });
    expect(journals.statusCode).toBe(400);
    const [library] = (await api.get('/api/unidade-informacao')).json();
    const survey = await api.app.inject({
      method: 'POST', url: '/api/solicitacoes/pesquisa-especializada', headers: { ...aluno, 'content-type': 'application/json' },
      payload: `{"cod_biblioteca":${library.cod_biblioteca},"assunto":"Patentes \\ud800","ano_inicio":2010,"ano_fim":2024}`,
    });
    expect(survey.statusCode).toBe(400);
    expect(survey.json()).toEqual({ message: 'body /assunto must not contain unpaired surrogates' });
    const whole = await api.app.inject({
      method: 'POST', url: '/api/solicitacoes/pesquisa-especializada', headers: aluno,
      payload: { cod_biblioteca: library.cod_biblioteca, assunto: 'Patentes 😀', ano_inicio: 2010, ano_fim: 2024 },
    });
    expect(whole.statusCode).toBe(201);
  });

  it('checks the caller before the input: no field names for a caller without the right token', async () => {
    const badBody = { method: 'PUT' as const, url: '/api/pessoas/meu-pergamum/senha', payload: { nada: 1 } };
    const anonymous = await api.app.inject(badBody);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).not.toMatch(/senha|nada|required/);
    const visitor = await api.app.inject({ ...badBody, headers: api.auth });
    expect(visitor.statusCode).toBe(403);
    expect((await api.app.inject({ url: '/api/consulta?quantPag=7' })).statusCode).toBe(401);
    const brokenJson = await api.app.inject({ method: 'POST', url: '/api/acervo/cesta-permanente', payload: '{', headers: { 'content-type': 'application/json' } });
    expect(brokenJson.statusCode).toBe(401);
  });

  it('answers an address the router refuses with 400/414 {message}', async () => {
    const long = await api.get(`/api/acervo/${'9'.repeat(150)}`);
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ message: 'the address is too long' });
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
    // The same answer as the CSP's frame-ancestors 'none', for browsers that read only this one.
    expect(res.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('tells browsers and proxies not to keep private answers', async () => {
    const aluno = bearer((await login(api.app, 'aluno')).access_token);
    const me = await api.app.inject({ url: '/api/pessoas', headers: aluno });
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('no-store');
    expect((await api.app.inject({ url: '/api/pessoas' })).headers['cache-control']).toBe('no-store');
    expect((await api.app.inject({ url: '/api/acervo/1', headers: aluno })).headers['cache-control']).toBe('no-store');
    const token = await api.app.inject({ method: 'POST', url: '/api/oauth/token', payload: { grant_type: 'client_credentials', client_id: '4' } });
    expect(token.headers['cache-control']).toBe('no-store');
    // A visitor's catalogue answers hold nobody's data.
    expect((await api.get('/api/acervo/1')).headers['cache-control']).toBeUndefined();
  });

  it('tells anyone the server is healthy, and only the staff the database engine and the number of titles', async () => {
    const res = await api.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    const details = (headers: Record<string, string> = {}) => api.app.inject({ url: '/api/health/detalhes', headers });
    expect((await details()).statusCode).toBe(401);
    expect((await details(api.auth)).statusCode).toBe(403);
    const patron = await details(bearer((await login(api.app, 'aluno')).access_token));
    expect(patron.statusCode).toBe(403);
    expect(patron.body).not.toContain(backendName);
    const staff = await details(bearer((await login(api.app, 'bibliotecario')).access_token));
    expect(staff.statusCode).toBe(200);
    expect(staff.json()).toMatchObject({ status: 'ok', database: backendName });
    expect(staff.json().titulos).toBeGreaterThan(50);
  });
});
