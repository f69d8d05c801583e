// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../api/client';
import { NEW_ACQUISITIONS_FIRST_PAGE } from './new-acquisitions-page';

afterEach(() => {
  vi.unstubAllGlobals();
  delete window.__firstData;
});

describe('home\'s first page of new acquisitions', () => {
  it('is asked for by the early script exactly as the app\'s API client writes it (so the app takes the early answer)', async () => {
    let written = '';
    const client = createApiClient({
      baseUrl: `${location.origin}/api`,
      getLang: () => '1',
      fetch: async (request) => {
        const url = new URL(request.url);
        if (url.pathname.endsWith('/oauth/token')) return new Response(JSON.stringify({ access_token: 'visitor', expires_in: 600, scope: 'public' }));
        written = url.pathname + url.search;
        return new Response('{}');
      },
    });
    await client.GET('/consulta/novas-aquisicoes', { params: { query: NEW_ACQUISITIONS_FIRST_PAGE } });
    expect(written).toMatch(/^\/api\/consulta\/novas-aquisicoes\?/);

    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ access_token: 'visitor' }))));
    vi.resetModules();
    await import('../../lib/startup/prefetch-first-data');
    expect(Object.keys(window.__firstData?.get ?? {})).toContain(written);
  });
});
