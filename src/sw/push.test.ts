import { describe, expect, it } from 'vitest';
import { renewSubscription, sameOriginTarget, type RenewDeps } from './push';

describe('the page a notification opens', () => {
  const origin = 'https://biblioteca.example.org';
  it('keeps paths of this site, with their query and fragment', () => {
    expect(sameOriginTarget('/meupergamum', origin)).toBe('/meupergamum');
    expect(sameOriginTarget('/acervo/12?aba=exemplares#x', origin)).toBe('/acervo/12?aba=exemplares#x');
    expect(sameOriginTarget('https://biblioteca.example.org/cesta', origin)).toBe('/cesta');
  });
  it('never leaves the site', () => {
    expect(sameOriginTarget('https://evil.example/phish', origin)).toBe('/');
    expect(sameOriginTarget('//evil.example/phish', origin)).toBe('/');
    expect(sameOriginTarget('javascript:alert(1)', origin)).toBe('/');
    expect(sameOriginTarget(undefined, origin)).toBe('/');
  });
});

describe('a subscription the browser renewed (pushsubscriptionchange)', () => {
  const serverKey = new Uint8Array([4, 1, 2, 3]).buffer;
  function subscription(endpoint: string, auth: number[]): PushSubscription {
    return {
      endpoint,
      options: { applicationServerKey: serverKey, userVisibleOnly: true },
      getKey: (name: string) => (name === 'auth' ? new Uint8Array(auth).buffer : null),
      toJSON: () => ({ endpoint, keys: { p256dh: `p256dh-of-${endpoint}`, auth: `auth-of-${endpoint}` } }),
    } as unknown as PushSubscription;
  }
  function recorder(status = 204) {
    const sent: { url: string; init: RequestInit }[] = [];
    const subscribed: PushSubscriptionOptionsInit[] = [];
    const deps: RenewDeps = {
      subscribe: async (options) => {
        subscribed.push(options);
        return subscription('https://push.example/fresh', [7]);
      },
      fetch: async (url, init) => {
        sent.push({ url, init });
        return new Response(null, { status });
      },
    };
    return { deps, sent, subscribed };
  }
  const old = subscription('https://push.example/old', [0xfb, 0xff, 0x00]);

  it('tells the server the new subscription, proving the old one by its auth secret (base64url)', async () => {
    const { deps, sent, subscribed } = recorder();
    expect(await renewSubscription(old, subscription('https://push.example/new', [1]), deps)).toBe(true);
    expect(subscribed).toEqual([]);
    expect(sent).toHaveLength(1);
    expect(sent[0].url).toBe('/api/notificacoes/inscricao');
    expect(sent[0].init.method).toBe('PUT');
    expect(JSON.parse(sent[0].init.body as string)).toEqual({
      antiga: { endpoint: 'https://push.example/old', auth: '-_8A' },
      nova: { endpoint: 'https://push.example/new', keys: { p256dh: 'p256dh-of-https://push.example/new', auth: 'auth-of-https://push.example/new' } },
    });
  });

  it('subscribes again with the same server key when the browser gave no new subscription', async () => {
    const { deps, sent, subscribed } = recorder();
    expect(await renewSubscription(old, null, deps)).toBe(true);
    expect(subscribed).toEqual([{ userVisibleOnly: true, applicationServerKey: serverKey }]);
    expect(JSON.parse(sent[0].init.body as string).nova.endpoint).toBe('https://push.example/fresh');
  });

  it('says nothing to the server without the old subscription, and reports a refusal', async () => {
    const quiet = recorder();
    expect(await renewSubscription(null, subscription('https://push.example/new', [1]), quiet.deps)).toBe(false);
    expect(quiet.sent).toEqual([]);
    const refused = recorder(404);
    expect(await renewSubscription(old, subscription('https://push.example/new', [1]), refused.deps)).toBe(false);
  });
});
