// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetFirstData, takeFirstData, withFirstData, type FirstData } from './take-first-data';

const TOKEN_PATH = '/api/oauth/token';
const at = (path: string) => new URL(path, location.origin).href;
const answer = (status: number, body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status }));
const get = (path: string, lang = '1') => new Request(at(path), { headers: { lang } });
const tokenRequest = (grant: string, lang = '1') =>
  new Request(at(TOKEN_PATH), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', lang },
    body: JSON.stringify({ grant_type: grant, client_id: '4' }),
  });

function early(overrides: Partial<FirstData> = {}): FirstData {
  return {
    lang: '1',
    token: answer(200, { access_token: 'early-token', scope: 'public' }),
    get: { '/api/acervo/7': answer(200, { cod_acervo: 7, titulo: 'Early' }) },
    ...overrides,
  };
}

afterEach(() => {
  delete window.__firstData;
});

describe('takeFirstData', () => {
  it('gives the early record once, to the same request in the same language', async () => {
    const source = early();
    expect(await takeFirstData(get('/api/acervo/7', '5'), TOKEN_PATH, source)).toBeUndefined();
    const first = await takeFirstData(get('/api/acervo/7'), TOKEN_PATH, source);
    expect(await first?.json()).toEqual({ cod_acervo: 7, titulo: 'Early' });
    expect(await takeFirstData(get('/api/acervo/7'), TOKEN_PATH, source)).toBeUndefined();
  });

  it('never answers another path, a query string, or another method', async () => {
    const source = early();
    expect(await takeFirstData(get('/api/acervo/8'), TOKEN_PATH, source)).toBeUndefined();
    expect(await takeFirstData(get('/api/acervo/7?x=1'), TOKEN_PATH, source)).toBeUndefined();
    expect(await takeFirstData(new Request(at('/api/acervo/7'), { method: 'DELETE', headers: { lang: '1' } }), TOKEN_PATH, source)).toBeUndefined();
  });

  it('gives the early token only to a visitor token request', async () => {
    const source = early();
    expect(await takeFirstData(tokenRequest('password'), TOKEN_PATH, source)).toBeUndefined();
    const token = await takeFirstData(tokenRequest('client_credentials'), TOKEN_PATH, source);
    expect(await token?.json()).toEqual({ access_token: 'early-token', scope: 'public' });
    expect(source.token).toBeUndefined();
  });

  it('leaves a failed or refused early answer to the network', async () => {
    const failed = Promise.reject(new TypeError('Failed to fetch'));
    failed.catch(() => undefined);
    const source = early({ token: failed, get: { '/api/acervo/7': answer(404, { message: 'error.title-not-found' }) } });
    expect(await takeFirstData(get('/api/acervo/7'), TOKEN_PATH, source)).toBeUndefined();
    expect(await takeFirstData(tokenRequest('client_credentials'), TOKEN_PATH, source)).toBeUndefined();
  });
});

describe('withFirstData', () => {
  it('uses each early answer once, then the network', async () => {
    window.__firstData = early();
    const network = vi.fn(async (request: Request) => new Response(JSON.stringify({ from: 'network', path: new URL(request.url).pathname })));
    const fetch = withFirstData(network, TOKEN_PATH);

    expect(await (await fetch(tokenRequest('client_credentials'))).json()).toMatchObject({ access_token: 'early-token' });
    expect(await (await fetch(get('/api/acervo/7'))).json()).toMatchObject({ titulo: 'Early' });
    expect(network).not.toHaveBeenCalled();

    expect(await (await fetch(get('/api/acervo/7'))).json()).toEqual({ from: 'network', path: '/api/acervo/7' });
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('goes to the network when there is no early answer for the request', async () => {
    window.__firstData = early();
    const network = vi.fn(async () => new Response('{"from":"network"}'));
    const response = await withFirstData(network, TOKEN_PATH)(get('/api/consulta'));
    expect(await response.json()).toEqual({ from: 'network' });
    expect(window.__firstData).toBeDefined();
  });

  it('goes straight to the network once the early answers are forgotten (the first page is shown)', async () => {
    window.__firstData = early();
    forgetFirstData();
    const network = vi.fn(async () => new Response('{"from":"network"}'));
    expect(await (await withFirstData(network, TOKEN_PATH)(get('/api/acervo/7'))).json()).toEqual({ from: 'network' });
    expect(window.__firstData).toBeUndefined();
  });
});
