import { afterEach, describe, expect, it, vi } from 'vitest';
import { revokeSession } from './revoke-session';

describe('revokeSession (logout ends the session on the server)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the refresh token to the RFC 7009 revocation call, surviving the page', async () => {
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => new Response(null, { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    await revokeSession('the-refresh-token');
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('/api/oauth/revoke');
    expect(init).toMatchObject({ method: 'POST', keepalive: true });
    expect(JSON.parse(String(init?.body))).toEqual({ token: 'the-refresh-token', token_type_hint: 'refresh_token', client_id: '4' });
  });

  it('settles quietly offline: the logout goes on without the server', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('Failed to fetch'); }));
    await expect(revokeSession('t')).resolves.toBeUndefined();
    vi.stubGlobal('fetch', vi.fn(() => { throw new TypeError('keepalive body too large'); }));
    await expect(revokeSession('t')).resolves.toBeUndefined();
  });
});
