import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { buildApp } from '../../server/app';
import type { AppContext } from '../../server/context';
import { queryRows } from '../../server/db/connect';
import { chaveServidor } from '../../server/db/schema';
import { sendPush, type PushPayload } from '../../server/modules/platform/push/service';
import { startPushReceiver, type PushReceiver } from '../support/push-receiver';
import { bearer, login, publicToken, testApp } from '../support/server-app';
import { backendName, openTestDatabase } from '../support/test-db';

const payload: PushPayload = { title: 'Reserva disponível', body: 'Dom Casmurro espera por você até 25/11.', rota: 'reservas', tag: 'reserva-42' };

describe(`web push (${backendName})`, () => {
  let app: FastifyInstance;
  let receiver: PushReceiver;
  let ctx: AppContext; // the app's context, reaching the receiver through its certificate
  let ana: Record<string, string>;
  let helena: Record<string, string>;
  let anaCode: number;
  let helenaCode: number;

  beforeAll(async () => {
    receiver = await startPushReceiver();
    app = await testApp({ mailFrom: 'Biblioteca Central <biblioteca@example.org>' });
    ctx = { ...app.ctx, push: { ...app.ctx.push, agent: receiver.agent } };
    const key = await app.inject({ url: '/api/notificacoes/chave-publica', headers: bearer(await publicToken(app)) });
    receiver.expectKey(key.json().chavePublica);
    ana = bearer((await login(app, 'aluno')).access_token);
    helena = bearer((await login(app, 'professor')).access_token);
    anaCode = await personCode(app, 'aluno');
    helenaCode = await personCode(app, 'professor');
  });
  afterAll(async () => {
    await app?.close();
    await receiver?.close();
  });

  const subscribeAs = (auth: Record<string, string>, body: object) =>
    app.inject({ method: 'POST', url: '/api/notificacoes/inscricao', headers: auth, payload: body });
  const unsubscribeAs = (auth: Record<string, string>, endpoint: string) =>
    app.inject({ method: 'DELETE', url: '/api/notificacoes/inscricao', headers: auth, payload: { endpoint } });
  const isActive = async (auth: Record<string, string>, endpoint: string) =>
    (await app.inject({ url: `/api/notificacoes/inscricao?endpoint=${encodeURIComponent(endpoint)}`, headers: auth })).json().ativa;

  it('publishes the VAPID public key to visitors, not to anonymous callers', async () => {
    const res = await app.inject({ url: '/api/notificacoes/chave-publica', headers: bearer(await publicToken(app)) });
    expect(res.statusCode).toBe(200);
    const point = Buffer.from(res.json().chavePublica, 'base64url');
    expect(point.length).toBe(65);
    expect(point[0]).toBe(4);
    expect((await app.inject({ url: '/api/notificacoes/chave-publica' })).statusCode).toBe(401);
  });

  it('delivers exactly the payload to a subscribed device, signed and encrypted', async () => {
    const device = receiver.newSubscription();
    const res = await subscribeAs(ana, { ...device.json, idioma: 'pt' });
    expect(res.statusCode).toBe(204);
    expect(await isActive(ana, device.json.endpoint)).toBe(true);

    const report = await sendPush(ctx, anaCode, payload);
    expect(report).toEqual({ sent: 1, removed: 0, failed: 0 });
    const got = receiver.received.filter((r) => r.subscriptionId === device.id);
    expect(got).toHaveLength(1);
    expect(JSON.parse(got[0].payload)).toEqual(payload);
    expect(got[0].vapidSubject).toBe('mailto:biblioteca@example.org');
    expect(got[0].ttl).toBeGreaterThan(0);
    expect(got[0].urgency).toBe('high');
    expect(receiver.refused).toEqual([]);
    await unsubscribeAs(ana, device.json.endpoint);
  });

  it('writes each device its own language', async () => {
    const pt = receiver.newSubscription();
    const en = receiver.newSubscription();
    await subscribeAs(helena, { ...pt.json, idioma: 'pt' });
    await subscribeAs(helena, { ...en.json, idioma: 'en' });
    const report = await sendPush(ctx, helenaCode, (idioma) => ({ ...payload, title: idioma === 'en' ? 'Hold available' : 'Reserva disponível' }));
    expect(report.sent).toBe(2);
    const titleAt = (id: string) => JSON.parse(receiver.received.find((r) => r.subscriptionId === id)!.payload).title;
    expect(titleAt(pt.id)).toBe('Reserva disponível');
    expect(titleAt(en.id)).toBe('Hold available');
    await unsubscribeAs(helena, pt.json.endpoint);
    await unsubscribeAs(helena, en.json.endpoint);
  });

  it('sends nothing to a device after it unsubscribed', async () => {
    const device = receiver.newSubscription();
    await subscribeAs(ana, device.json);
    expect((await unsubscribeAs(ana, device.json.endpoint)).statusCode).toBe(204);
    expect(await isActive(ana, device.json.endpoint)).toBe(false);
    const report = await sendPush(ctx, anaCode, payload);
    expect(report.sent).toBe(0);
    expect(receiver.received.some((r) => r.subscriptionId === device.id)).toBe(false);
  });

  it('prunes a subscription the push service calls gone, and still reaches the live devices', async () => {
    const gone = receiver.newSubscription();
    const failing = receiver.newSubscription();
    const live = receiver.newSubscription();
    for (const device of [gone, failing, live]) await subscribeAs(ana, device.json);
    receiver.answer(gone.id, 410);
    receiver.answer(failing.id, 503);

    const report = await sendPush(ctx, anaCode, payload);
    expect(report).toEqual({ sent: 1, removed: 1, failed: 1 });
    expect(receiver.received.filter((r) => r.subscriptionId === live.id)).toHaveLength(1);
    expect(await isActive(ana, gone.json.endpoint)).toBe(false);
    // A temporary failure is no reason to forget the device.
    expect(await isActive(ana, failing.json.endpoint)).toBe(true);
    for (const device of [failing, live]) await unsubscribeAs(ana, device.json.endpoint);
  });

  it('is refused by the push service when signed with another key than the published one', async () => {
    const device = receiver.newSubscription();
    await subscribeAs(ana, device.json);
    const impostor = { ...ctx, push: { ...ctx.push, keys: webpush.generateVAPIDKeys() } };
    const report = await sendPush(impostor, anaCode, payload);
    expect(report).toEqual({ sent: 0, removed: 0, failed: 1 });
    expect(receiver.refused.pop()).toMatch(/another key/);
    await unsubscribeAs(ana, device.json.endpoint);
  });

  it('does not throw when a push service cannot be reached at all', async () => {
    await subscribeAs(ana, { endpoint: 'https://127.0.0.1:9/push/nobody', keys: receiver.newSubscription().json.keys });
    const report = await sendPush(ctx, anaCode, payload);
    expect(report).toMatchObject({ sent: 0, failed: 1 });
    await unsubscribeAs(ana, 'https://127.0.0.1:9/push/nobody');
  });

  it('lets no patron remove or see another patron\'s subscription', async () => {
    const device = receiver.newSubscription();
    await subscribeAs(ana, device.json);
    expect((await unsubscribeAs(helena, device.json.endpoint)).statusCode).toBe(404);
    expect(await isActive(helena, device.json.endpoint)).toBe(false);
    expect(await isActive(ana, device.json.endpoint)).toBe(true);
    expect((await app.inject({ method: 'DELETE', url: '/api/notificacoes/inscricao', headers: bearer(await publicToken(app)), payload: { endpoint: device.json.endpoint } })).statusCode).toBe(403);
    await unsubscribeAs(ana, device.json.endpoint);
  });

  it("keeps a device bound to its first patron: another patron who knows the endpoint cannot take it, until the owner removes it", async () => {
    const device = receiver.newSubscription();
    const stale = receiver.newSubscription();
    await subscribeAs(ana, { ...device.json, keys: stale.json.keys });
    // The owner renewing her own device's keys is fine.
    expect((await subscribeAs(ana, device.json)).statusCode).toBe(204);
    const taken = await subscribeAs(helena, device.json);
    expect(taken.statusCode).toBe(422);
    expect(taken.json().message).toBe('error.push-endpoint-taken');
    expect(await isActive(ana, device.json.endpoint)).toBe(true);
    expect(await isActive(helena, device.json.endpoint)).toBe(false);
    await sendPush(ctx, helenaCode, payload);
    expect(receiver.received.some((r) => r.subscriptionId === device.id)).toBe(false);
    await sendPush(ctx, anaCode, payload);
    // Decryptable only with the device's current keys.
    expect(JSON.parse(receiver.received.find((r) => r.subscriptionId === device.id)!.payload)).toEqual(payload);
    // Renewing through the worker cannot move someone else's endpoint either.
    const helenas = receiver.newSubscription();
    await subscribeAs(helena, helenas.json);
    const renew = await app.inject({ method: 'PUT', url: '/api/notificacoes/inscricao', payload: { antiga: { endpoint: helenas.json.endpoint, auth: helenas.json.keys.auth }, nova: device.json } });
    expect(renew.statusCode).toBe(404);
    expect(await isActive(ana, device.json.endpoint)).toBe(true);
    expect(await isActive(helena, helenas.json.endpoint)).toBe(true);
    // Once the owner removes it (logout does), the device is free for the next patron.
    await unsubscribeAs(ana, device.json.endpoint);
    expect((await subscribeAs(helena, device.json)).statusCode).toBe(204);
    expect(await isActive(helena, device.json.endpoint)).toBe(true);
    await unsubscribeAs(helena, device.json.endpoint);
    await unsubscribeAs(helena, helenas.json.endpoint);
  });

  it('renews a subscription from the service worker only with the old auth secret', async () => {
    const old = receiver.newSubscription();
    const renewed = receiver.newSubscription();
    await subscribeAs(ana, old.json);
    const renew = (auth: string) => app.inject({ method: 'PUT', url: '/api/notificacoes/inscricao', payload: { antiga: { endpoint: old.json.endpoint, auth }, nova: renewed.json } });
    expect((await renew(renewed.json.keys.auth)).statusCode).toBe(404);
    expect((await renew(old.json.keys.auth)).statusCode).toBe(204);
    expect(await isActive(ana, old.json.endpoint)).toBe(false);
    expect(await isActive(ana, renewed.json.endpoint)).toBe(true);
    await unsubscribeAs(ana, renewed.json.endpoint);
  });

  it('refuses a subscription that is not one', async () => {
    expect((await subscribeAs(ana, { endpoint: 'not a url', keys: { p256dh: 'x', auth: 'y' } })).statusCode).toBe(400);
    expect((await subscribeAs(ana, { endpoint: 'https://push.example/1' })).statusCode).toBe(400);
  });
});

async function personCode(app: FastifyInstance, login: string): Promise<number> {
  const [row] = await queryRows<{ cod: number }>(app.ctx.database.db, sql`SELECT cod_pessoa AS cod FROM pessoa WHERE login = ${login}`);
  return row.cod;
}

describe(`VAPID keys (${backendName})`, () => {
  it('are generated once and survive a restart of every node on the same database', async () => {
    const database = await openTestDatabase();
    try {
      const [first, second] = await Promise.all([buildApp({ database, seed: 'none' }), buildApp({ database, seed: 'none' })]);
      expect(second.ctx.push.keys).toEqual(first.ctx.push.keys);
      await Promise.all([first.close(), second.close()]);
      const restarted = await buildApp({ database, seed: 'none' });
      expect(restarted.ctx.push.keys).toEqual(first.ctx.push.keys);
      await restarted.close();
      const rows = await database.db.select().from(chaveServidor).where(eq(chaveServidor.nome, 'vapid'));
      expect(rows).toHaveLength(1);
    } finally {
      await database.close();
    }
  });
});
