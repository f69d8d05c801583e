// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCALE_KEY, PUBLIC_TOKEN_KEY } from '../storage/storage-keys';

// The early script runs once, when it is loaded: each test loads a fresh copy.
async function runScript(): Promise<ReturnType<typeof vi.fn>> {
  const fetch = vi.fn(async () => new Response(JSON.stringify({ access_token: 'visitor', expires_in: 900 }), { status: 200 }));
  vi.stubGlobal('fetch', fetch);
  vi.resetModules();
  await import('./prefetch-first-data');
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  delete window.__firstData;
  history.replaceState(null, '', '/');
});

describe('the early script (prefetch-first-data)', () => {
  it('asks in the language the visitor chose, read under the app\'s own storage key', async () => {
    localStorage.setItem(LOCALE_KEY, 'es');
    const fetch = await runScript();
    expect(window.__firstData?.lang).toBe('3');
    const [path, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/oauth/token');
    expect((init.headers as Record<string, string>).lang).toBe('3');
  });

  it('lets ?lng= win over the stored choice, as the app does', async () => {
    localStorage.setItem(LOCALE_KEY, 'es');
    history.replaceState(null, '', '/?lng=en');
    await runScript();
    expect(window.__firstData?.lang).toBe('5');
  });

  it('keeps the token it was granted, and on the next load asks for none: the kept one reads the settings (issue 33)', async () => {
    // Read through a function: TypeScript would take `delete` below as the last word.
    const early = () => window.__firstData;
    await runScript();
    await Promise.all(Object.values(early()?.get ?? {}));
    expect(JSON.parse(localStorage.getItem(PUBLIC_TOKEN_KEY)!).token).toBe('visitor');
    delete window.__firstData;
    const reload = await runScript();
    await Promise.all(Object.values(early()?.get ?? {}));
    const paths = reload.mock.calls.map((call) => (call as unknown as [string])[0]);
    expect(paths).toEqual(['/api/parametros/autoatendimento', '/api/parametros/instituicao']);
    const [, init] = reload.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer visitor');
    expect(early()?.token).toBeUndefined();
  });

  it('asks for a title page\'s record besides the header\'s settings', async () => {
    history.replaceState(null, '', '/acervo/42');
    await runScript();
    await Promise.all(Object.values(window.__firstData?.get ?? {}));
    expect(Object.keys(window.__firstData?.get ?? {})).toEqual([
      '/api/parametros/autoatendimento',
      '/api/parametros/instituicao',
      '/api/acervo/42',
    ]);
  });
});
