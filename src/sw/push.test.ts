import { describe, expect, it } from 'vitest';
import { readMessage, renewSubscription, sameOriginTarget, type RenewDeps } from './push';

describe("the contract's push payload", () => {
  it('shows the words as sent and opens the route id through the route table', () => {
    expect(readMessage(JSON.stringify({ title: 'Hold ready', body: 'Dom Casmurro…', rota: 'reservas', tag: 'alerta-7' })))
      .toEqual({ title: 'Hold ready', body: 'Dom Casmurro…', url: '/meupergamum/reservas', tag: 'alerta-7' });
    expect(readMessage(JSON.stringify({ title: 'Due in 2 days', body: '', rota: 'emprestimos' }))?.url).toBe('/meupergamum/emprestimos');
  });
  it('opens the alerts page for a route it does not know, and never an address from the message', () => {
    expect(readMessage(JSON.stringify({ title: 'x', body: '', rota: 'https://evil.example/' }))?.url).toBe('/meupergamum/alertas');
    expect(readMessage(JSON.stringify({ title: 'x', body: '', url: 'https://evil.example/' }))?.url).toBe('/meupergamum/alertas');
    expect(readMessage(JSON.stringify({ title: 'x', rota: 'toString' }))?.url).toBe('/meupergamum/alertas');
  });
  it('shows plain text as it came; nothing for an empty message', () => {
    expect(readMessage('Biblioteca fechada amanhã')).toEqual({ title: 'Biblioteca fechada amanhã', url: '/' });
    expect(readMessage('  ')).toBeNull();
    expect(readMessage(JSON.stringify({ body: 'no title' }))?.title).toBe('{"body":"no title"}');
  });
});

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
