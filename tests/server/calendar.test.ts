// Calendar feeds (issue 14): a patron's secret .ics address of open loans and ready holds,
// read by a calendar library; the address is the only key, so it must be unguessable,
// the patron's own, and dead once revoked or rotated.
import type { FastifyInstance } from 'fastify';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login, testApp } from '../support/server-app';
import { backendName } from '../support/test-db';

interface Address { url: string; webcal: string; criada_em: string }

describe(`calendar feed (${backendName})`, () => {
  let app: FastifyInstance;
  let ana: Record<string, string>;
  let carlos: Record<string, string>;
  const create = async (auth: Record<string, string>, lang?: string) => {
    const res = await app.inject({ method: 'POST', url: '/api/calendario/assinatura', headers: { ...auth, ...(lang ? { lang } : {}) } });
    expect(res.statusCode).toBe(201);
    return res.json() as Address;
  };
  const pathOf = (address: Address) => new URL(address.url).pathname + new URL(address.url).search;
  const events = (text: string) =>
    new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));

  beforeAll(async () => {
    app = await testApp();
    ana = bearer((await login(app, 'aluno')).access_token);
    carlos = bearer((await login(app, 'posgrad')).access_token);
  });
  afterAll(() => app?.close());

  it('needs a signed-in patron to make, see or revoke an address', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      expect((await app.inject({ method, url: '/api/calendario/assinatura' })).statusCode).toBe(401);
    }
    expect((await app.inject({ url: '/api/calendario/assinatura', headers: ana })).json()).toEqual({ ativa: false, criada_em: null });
  });

  it("serves the patron's loans on their due dates and ready holds on their last day, parsed by ical.js", async () => {
    const address = await create(ana);
    expect(address.url).toMatch(/^http:\/\/[^/]+\/api\/calendario\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(address.webcal).toBe(address.url.replace(/^http:/, 'webcal:'));
    const res = await app.inject({ url: pathOf(address) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar; charset=utf-8/);
    expect(res.body).toMatch(/\r\n$/);
    expect(res.body.replace(/\r\n/g, '')).not.toMatch(/\n/);

    const loans = (await app.inject({ url: '/api/emprestimo/titulos-pendentes', headers: ana })).json() as
      { cod_emprestimo: number; titulo: string; data_devolucao: string }[];
    const holds = (await app.inject({ url: '/api/reserva', headers: ana })).json() as
      { cod_reserva: number; titulo: string; data_limite_retirada: string | null }[];
    const ready = holds.filter((h) => h.data_limite_retirada);
    expect(loans.length).toBe(3);
    expect(ready.length).toBeGreaterThan(0);

    const parsed = events(res.body);
    expect(parsed).toHaveLength(loans.length + ready.length);
    for (const loan of loans) {
      const event = parsed.find((e) => e.uid === `emprestimo-${loan.cod_emprestimo}@catalogo`);
      expect(event?.startDate.toString()).toBe(loan.data_devolucao);
      expect(event?.startDate.isDate).toBe(true);
      expect(event?.summary).toBe(`Devolver: ${loan.titulo}`);
    }
    for (const hold of ready) {
      const event = parsed.find((e) => e.uid === `reserva-${hold.cod_reserva}@catalogo`);
      expect(event?.startDate.toString()).toBe(hold.data_limite_retirada);
      expect(event?.summary).toBe(`Retirar reserva: ${hold.titulo}`);
    }
    expect((await app.inject({ url: '/api/calendario/assinatura', headers: ana })).json()).toMatchObject({ ativa: true });
  });

  it('speaks the language the address was made in', async () => {
    const address = await create(carlos, '5');
    expect(address.url).toMatch(/\?lang=5$/);
    const text = (await app.inject({ url: pathOf(address) })).body;
    expect(new ICAL.Component(ICAL.parse(text)).getFirstPropertyValue('x-wr-calname')).toBe('Library: my due dates');
    expect(events(text).every((e) => e.summary.startsWith('Return: ') || e.summary.startsWith('Collect hold: '))).toBe(true);
  });

  it("shows each patron only their own loans: another patron's address is another feed, and a made-up one is 404", async () => {
    const anas = await create(ana);
    const carloss = await create(carlos);
    const anaLoans = (await app.inject({ url: '/api/emprestimo/titulos-pendentes', headers: ana })).json() as { cod_emprestimo: number }[];
    const carlosFeed = events((await app.inject({ url: pathOf(carloss) })).body);
    const anaUids = new Set(anaLoans.map((l) => `emprestimo-${l.cod_emprestimo}@catalogo`));
    expect(carlosFeed.some((e) => anaUids.has(e.uid))).toBe(false);
    expect(events((await app.inject({ url: pathOf(anas) })).body).some((e) => anaUids.has(e.uid))).toBe(true);
    // Carlos's session cannot revoke Ana's address: his DELETE revokes his own only.
    expect((await app.inject({ method: 'DELETE', url: '/api/calendario/assinatura', headers: carlos })).statusCode).toBe(204);
    expect((await app.inject({ url: pathOf(anas) })).statusCode).toBe(200);
    expect((await app.inject({ url: pathOf(carloss) })).statusCode).toBe(410);
    const guessed = pathOf(anas).replace(/\/[A-Za-z0-9_-]{43}\.ics/, `/${'A'.repeat(43)}.ics`);
    expect((await app.inject({ url: guessed })).statusCode).toBe(404);
    expect((await app.inject({ url: '/api/calendario/short.ics' })).statusCode).toBe(400);
  });

  it('rotating makes a new address and kills the old one; revoking kills the new one', async () => {
    const first = await create(ana);
    const second = await create(ana);
    expect(second.url).not.toBe(first.url);
    expect((await app.inject({ url: pathOf(first) })).statusCode).toBe(410);
    expect((await app.inject({ url: pathOf(second) })).statusCode).toBe(200);
    // The address works with or without .ics.
    expect((await app.inject({ url: pathOf(second).replace(/\.ics$/, '') })).statusCode).toBe(200);
    expect((await app.inject({ method: 'DELETE', url: '/api/calendario/assinatura', headers: ana })).statusCode).toBe(204);
    expect((await app.inject({ url: pathOf(second) })).statusCode).toBe(410);
    expect((await app.inject({ url: '/api/calendario/assinatura', headers: ana })).json()).toEqual({ ativa: false, criada_em: null });
    expect((await app.inject({ method: 'DELETE', url: '/api/calendario/assinatura', headers: ana })).statusCode).toBe(404);
  });
});
