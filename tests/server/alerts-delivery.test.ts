// Issue 22 item 5: an alert is stored as its key and parameters, never rendered text; each
// delivery renders it per device language, the retry job's too (it used to resend the
// stored Portuguese to every device); the push carries the contract's PushPayload with a
// route id; the mail links to the page on the site's address; the list speaks the reader's language.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/connect';
import { deliverAlerts, deliverPending, recordAlert } from '../../server/modules/platform/alerts';
import { startPushReceiver, type PushReceiver } from '../support/push-receiver';
import { bearer, login, publicToken, testApp } from '../support/server-app';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink';
import { backendName } from '../support/test-db';

const SITE = 'https://biblioteca.example.edu';
const FACTS = { titulo: 'Dom Casmurro', biblioteca: 'Biblioteca Central', data: '2026-12-01' };

describe(`alerts delivered in each device's language (${backendName})`, () => {
  let app: FastifyInstance;
  let receiver: PushReceiver;
  let sink: SmtpSink;
  let carlos: Record<string, string>;
  let carlosCode: number;
  const devices: Record<'pt' | 'en' | 'fr', ReturnType<PushReceiver['newSubscription']>> = {} as never;

  beforeAll(async () => {
    [receiver, sink] = await Promise.all([startPushReceiver(), startSmtpSink()]);
    app = await testApp({ smtpUrl: sink.url, publicUrl: SITE });
    app.ctx.push.agent = receiver.agent;
    receiver.expectKey((await app.inject({ url: '/api/notificacoes/chave-publica', headers: bearer(await publicToken(app)) })).json().chavePublica);
    carlos = bearer((await login(app, 'posgrad')).access_token);
    [{ cod: carlosCode }] = await queryRows<{ cod: number }>(app.ctx.database.db, sql`SELECT cod_pessoa AS cod FROM pessoa WHERE login = 'posgrad'`);
    for (const idioma of ['pt', 'en', 'fr'] as const) {
      devices[idioma] = receiver.newSubscription();
      const res = await app.inject({ method: 'POST', url: '/api/notificacoes/inscricao', headers: carlos, payload: { ...devices[idioma].json, idioma } });
      expect(res.statusCode).toBe(204);
    }
  });
  afterAll(async () => {
    await app?.close();
    await receiver?.close();
    await sink?.close();
  });

  const pushesTo = (idioma: 'pt' | 'en' | 'fr') =>
    receiver.received.filter((r) => r.subscriptionId === devices[idioma].id).map((r) => JSON.parse(r.payload) as Record<string, unknown>);
  const stored = (id: number) => queryRows<{ tipo: string; parametros: unknown; titulo: string | null; mensagem: string | null }>(
    app.ctx.database.db, sql`SELECT tipo, parametros, titulo, mensagem FROM alerta WHERE id = ${id}`);

  it('keeps the key and parameters, not text; the retry job renders it per device, and mails the page on the site', async () => {
    const alert = await recordAlert(app.ctx.database.db, carlosCode, 'reserva_liberada', 'teste:retry', FACTS);
    expect(alert).not.toBeNull();
    expect(await stored(alert!.id)).toEqual([{ tipo: 'reserva_liberada', parametros: FACTS, titulo: null, mensagem: null }]);
    // Its first delivery never happened (the process died after the commit): the job's turn.
    await app.ctx.database.db.execute(sql`UPDATE alerta SET data = now() - interval '2 minutes' WHERE id = ${alert!.id}`);
    const mailsBefore = sink.messages.length;
    expect(await deliverPending(app.ctx)).toMatchObject({ alerts: 1, pushes: 3, mails: 1 });

    expect(pushesTo('pt')).toEqual([{ title: 'Reserva disponível', body: 'Dom Casmurro está separado para você em Biblioteca Central até 01/12/2026.', rota: 'reservas', tag: `alerta-${alert!.id}` }]);
    expect(pushesTo('en')).toEqual([{ title: 'Hold ready', body: 'Dom Casmurro is set aside for you at Biblioteca Central until 01/12/2026.', rota: 'reservas', tag: `alerta-${alert!.id}` }]);
    expect(pushesTo('fr')[0]).toMatchObject({ title: 'Réservation disponible', rota: 'reservas' });
    const [mail] = (await sink.waitFor(mailsBefore + 1)).slice(mailsBefore);
    expect(mail.raw).toContain(`${SITE}/meupergamum/reservas`);
    // Delivered once: the job does not send it again.
    expect(await deliverPending(app.ctx)).toMatchObject({ alerts: 0 });
  });

  it('is not retried forever: an alert nobody could be reached for in three days is left in the list', async () => {
    const stale = await recordAlert(app.ctx.database.db, carlosCode, 'reserva_liberada', 'teste:stale', FACTS);
    const recent = await recordAlert(app.ctx.database.db, carlosCode, 'reserva_liberada', 'teste:recent', FACTS);
    await app.ctx.database.db.execute(sql`UPDATE alerta SET data = now() - interval '3 days 1 hour' WHERE id = ${stale!.id}`);
    await app.ctx.database.db.execute(sql`UPDATE alerta SET data = now() - interval '2 days 23 hours' WHERE id = ${recent!.id}`);
    expect(await deliverPending(app.ctx)).toMatchObject({ alerts: 1 });
    const sent = await queryRows<{ id: number; enviado: boolean }>(app.ctx.database.db, sql`
      SELECT id, enviado_em IS NOT NULL AS enviado FROM alerta WHERE id IN (${stale!.id}, ${recent!.id}) ORDER BY id`);
    expect(sent).toEqual([{ id: stale!.id, enviado: false }, { id: recent!.id, enviado: true }]);
    const listed = (await app.inject({ url: '/api/solicitacoes/alertas', headers: carlos })).json() as { id: number }[];
    expect(listed.map((a) => a.id)).toContain(stale!.id);
  });

  it('the first delivery speaks each device\'s language too, and the list speaks the reader\'s', async () => {
    const alert = await recordAlert(app.ctx.database.db, carlosCode, 'vencimento_proximo', 'teste:first', { ...FACTS, dias: 2 });
    expect(await deliverAlerts(app.ctx, [alert])).toMatchObject({ alerts: 1, pushes: 3 });
    expect(pushesTo('en').at(-1)).toMatchObject({ title: 'Due in 2 days', rota: 'emprestimos' });
    expect(pushesTo('pt').at(-1)).toMatchObject({ title: 'Devolução em 2 dias', rota: 'emprestimos' });
    const list = async (lang: string) => ((await app.inject({ url: '/api/solicitacoes/alertas', headers: { ...carlos, lang } })).json() as
      { id: number; titulo: string; rota?: string; url?: string }[]).find((a) => a.id === alert!.id);
    expect(await list('5')).toMatchObject({ titulo: 'Due in 2 days', rota: 'emprestimos' });
    expect(await list('3')).toMatchObject({ titulo: 'Devolución en 2 días', rota: 'emprestimos' });
    expect(await list('1')).toMatchObject({ titulo: 'Devolução em 2 dias', rota: 'emprestimos' });
    expect((await list('1'))!.url).toBeUndefined();
  });
});
