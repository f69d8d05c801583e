// The staff desk (issue 16): only staff tokens; check-out and return move circulation; a
// return releases exactly the next hold, whose patron gets an alert, one push on their
// device and an e-mail; late returns earn the category's fine or suspension; payments,
// loan-request states and comment moderation.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/connect';
import { startPushReceiver, type PushReceiver } from '../support/push-receiver';
import { bearer, login, publicToken, testApp } from '../support/server-app';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink';
import { backendName } from '../support/test-db';

describe(`the staff desk (${backendName})`, () => {
  let app: FastifyInstance;
  let receiver: PushReceiver;
  let sink: SmtpSink;
  let staff: Record<string, string>;
  let cataloguer: Record<string, string>;
  let ana: Record<string, string>;
  let carlos: Record<string, string>;
  let helena: Record<string, string>;
  let rafael: Record<string, string>;
  let today: string;
  const rows = <T>(text: string) => queryRows<T>(app.ctx.database.db, sql.raw(text));
  const run = (text: string) => app.ctx.database.db.execute(sql.raw(text));
  const day = async (offset: number) => (await rows<{ d: string }>(`SELECT (current_date + ${offset})::text AS d`))[0].d;
  const post = (url: string, auth: Record<string, string>, payload: object) => app.inject({ method: 'POST', url, headers: auth, payload });
  const checkOut = (usuario: string, copy: number | string) => post('/api/balcao/emprestimos', staff, { usuario, codigo_barras: String(copy) });
  const checkIn = (copy: number | string) => post('/api/balcao/devolucoes', staff, { codigo_barras: String(copy) });
  const holdsOf = async (auth: Record<string, string>) => (await app.inject({ url: '/api/reserva', headers: auth })).json() as
    { cod_reserva: number; cod_acervo: number; posicao_fila: number | null; situacao: string }[];
  async function hold(auth: Record<string, string>, codAcervo: number) {
    const [o] = (await app.inject({ url: `/api/reserva/${codAcervo}/informacoes-iniciais`, headers: auth })).json().opcoes;
    return post('/api/reserva', auth, { cod_acervo: codAcervo, biblioteca: o.cod_biblioteca, volume: o.volume, tomo: o.tomo, parte: o.parte, material_adicional: o.material_adicional, localizacao: o.localizacao });
  }
  /** Single-copy titles on the shelf, lent normally, that nobody holds. */
  const singleCopies = () => rows<{ cod_exemplar: number; cod_acervo: number }>(`
    SELECT min(e.cod_exemplar) AS cod_exemplar, e.cod_acervo FROM exemplar e
    WHERE NOT EXISTS (SELECT 1 FROM reserva r WHERE r.cod_acervo = e.cod_acervo)
    GROUP BY e.cod_acervo HAVING count(*) = 1 AND bool_and(e.situacao = 'disponivel' AND e.tipo_emprestimo = 'normal')
    ORDER BY e.cod_acervo LIMIT 5`);

  beforeAll(async () => {
    receiver = await startPushReceiver();
    sink = await startSmtpSink();
    app = await testApp({ smtpUrl: sink.url, mailFrom: 'Biblioteca <biblioteca@example.org>' });
    app.ctx.push.agent = receiver.agent;
    staff = bearer((await login(app, 'bibliotecario')).access_token);
    cataloguer = bearer((await login(app, 'catalogador')).access_token);
    ana = bearer((await login(app, 'aluno')).access_token);
    carlos = bearer((await login(app, 'posgrad')).access_token);
    helena = bearer((await login(app, 'professor')).access_token);
    rafael = bearer((await login(app, 'tecnico')).access_token);
    await run(`UPDATE biblioteca SET horarios = '[]'::jsonb`);
    today = await day(0);
  });
  afterAll(async () => {
    await app?.close();
    await receiver?.close();
    await sink?.close();
  });

  it("refuses a cataloguer's token the check-out, return, payments and the day's closing, and changes nothing (issue 36 item 8)", async () => {
    const [copy] = await singleCopies();
    const loansBefore = await rows<{ n: number }>('SELECT count(*)::int AS n FROM emprestimo');
    const calls: [string, string, object?][] = [
      ['POST', '/api/balcao/emprestimos', { usuario: 'aluno', codigo_barras: String(copy.cod_exemplar) }],
      ['POST', '/api/balcao/devolucoes', { codigo_barras: String(copy.cod_exemplar) }],
      ['POST', '/api/balcao/pagamentos', { usuario: 'aluno' }],
      ['POST', '/api/balcao/caixa/pagamentos', { usuario: 'aluno', valor_centavos: 100, metodo: 'dinheiro', balcao: 'Balcão 1' }],
      ['POST', '/api/balcao/caixa/pagamentos/1/estorno', { motivo: 'teste' }],
      ['GET', '/api/balcao/caixa/fechamento'],
    ];
    for (const [method, url, payload] of calls) {
      const res = await app.inject({ method: method as 'GET', url, headers: cataloguer, ...(payload ? { payload } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json(), `${method} ${url}`).toEqual({ message: expect.stringMatching(/^error\./) });
    }
    expect(await rows<{ n: number }>('SELECT count(*)::int AS n FROM emprestimo')).toEqual(loansBefore);
    // The same check-out by the clerk goes through: the refusal was the role's.
    expect((await checkOut('aluno', copy.cod_exemplar)).statusCode).toBe(201);
    expect((await checkIn(copy.cod_exemplar)).statusCode).toBe(200);
  });

  it("answers 403 to a patron's token and 401/403 to a visitor on every staff operation", async () => {
    const calls: [string, string, object?][] = [
      ['GET', '/api/balcao/sessao'], ['GET', '/api/balcao/usuarios/aluno'],
      ['POST', '/api/balcao/emprestimos', { usuario: 'aluno', codigo_barras: '1' }], ['POST', '/api/balcao/devolucoes', { codigo_barras: '1' }],
      ['GET', '/api/balcao/solicitacoes-emprestimo'], ['PUT', '/api/balcao/solicitacoes-emprestimo/1', {}],
      ['GET', '/api/balcao/comentarios'], ['PUT', '/api/balcao/comentarios/1', { situacao: 'aprovado' }],
      ['POST', '/api/balcao/pagamentos', { usuario: 'aluno' }],
    ];
    const visitor = bearer(await publicToken(app));
    for (const [method, url, payload] of calls) {
      const asPatron = await app.inject({ method: method as 'GET', url, headers: ana, ...(payload ? { payload } : {}) });
      expect(asPatron.statusCode, `${method} ${url}`).toBe(403);
      const asVisitor = await app.inject({ method: method as 'GET', url, headers: visitor, ...(payload ? { payload } : {}) });
      expect([401, 403]).toContain(asVisitor.statusCode);
    }
    expect((await app.inject({ url: '/api/balcao/sessao', headers: staff })).json()).toMatchObject({ login: 'bibliotecario', nome: 'Marina Costa Pereira' });
  });

  it("shows a patron's circulation at the desk", async () => {
    const res = await app.inject({ url: '/api/balcao/usuarios/ALUNO', headers: staff });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ login: 'aluno', debito: 4.5, pode_emprestar: true, motivo: null, suspenso_ate: null });
    expect(res.json().emprestimos).toHaveLength(3);
    expect((await app.inject({ url: '/api/balcao/usuarios/ninguem', headers: staff })).statusCode).toBe(404);
  });

  it('returning a copy releases exactly the next hold: one alert, one push on the device, one e-mail; the copy goes to that patron only', async () => {
    const [{ cod_exemplar: copy, cod_acervo: title }] = await singleCopies();
    const out = await checkOut('tecnico', copy);
    expect(out.statusCode).toBe(201);
    expect(out.json().emprestimo).toMatchObject({ cod_acervo: title, data_emprestimo: today, data_devolucao: await day(7), limite_renovacoes: 2 });
    expect((await checkOut('aluno', copy)).json().message).toBe('error.desk-copy-on-loan');

    const carlosHold = (await hold(carlos, title)).json();
    const helenaHold = (await hold(helena, title)).json();
    expect([carlosHold.posicao_fila, helenaHold.posicao_fila]).toEqual([1, 2]);
    const device = receiver.newSubscription();
    expect((await post('/api/notificacoes/inscricao', carlos, { ...device.json, idioma: 'pt' })).statusCode).toBe(204);
    const helenaDevice = receiver.newSubscription();
    await post('/api/notificacoes/inscricao', helena, { ...helenaDevice.json, idioma: 'pt' });
    const mailsBefore = sink.messages.length;

    const back = await checkIn(copy);
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ dias_atraso: 0, multa: null, suspensao_ate: null,
      reserva_liberada: { cod_reserva: carlosHold.cod_reserva, nome: 'Carlos Eduardo Lima', data_limite_retirada: await day(3) } });

    const pushes = receiver.received.filter((r) => r.subscriptionId === device.id);
    expect(pushes).toHaveLength(1);
    expect(JSON.parse(pushes[0].payload)).toMatchObject({ title: 'Reserva disponível', rota: 'reservas' });
    expect(receiver.received.some((r) => r.subscriptionId === helenaDevice.id)).toBe(false);
    const mails = await sink.waitFor(mailsBefore + 1);
    expect(mails.slice(mailsBefore).map((m) => m.to)).toEqual([['posgrad@ufdemo.edu.br']]);
    const alerts = (await app.inject({ url: '/api/solicitacoes/alertas', headers: carlos })).json();
    expect(alerts[0]).toMatchObject({ tipo: 'reserva_liberada', lido: false, rota: 'reservas' });
    expect((await holdsOf(carlos)).find((h) => h.cod_reserva === carlosHold.cod_reserva)!.situacao).toBe('liberada');
    expect((await holdsOf(helena)).find((h) => h.cod_reserva === helenaHold.cod_reserva)!.posicao_fila).toBe(1);

    expect((await checkOut('professor', copy)).json().message).toBe('error.desk-copy-reserved');
    const collected = await checkOut('posgrad', copy);
    expect(collected.json()).toMatchObject({ reserva_atendida: carlosHold.cod_reserva });
    expect((await holdsOf(carlos)).some((h) => h.cod_reserva === carlosHold.cod_reserva)).toBe(false);
    const history = (await app.inject({ url: '/api/reserva/historico', headers: carlos })).json();
    expect(history.find((h: { cod_reserva: number }) => h.cod_reserva === carlosHold.cod_reserva).situacao).toBe('atendida');
  });

  it("a late return charges the category's fine (technical course) or suspension (professor); a payment clears the debt", async () => {
    const [, { cod_exemplar: a }, { cod_exemplar: b }] = await singleCopies();
    await checkOut('tecnico', a);
    await run(`UPDATE emprestimo SET data_devolucao_prevista = current_date - 3 WHERE cod_exemplar = ${a} AND data_devolucao IS NULL`);
    expect((await checkIn(a)).json()).toMatchObject({ dias_atraso: 3, multa: 3, suspensao_ate: null, reserva_liberada: null });
    const fined = (await app.inject({ url: '/api/emprestimo/historico?multa=true', headers: rafael })).json();
    expect(fined[0].multa).toMatchObject({ valor_multa: 3, total_a_pagar: 3, motivo: 'Atraso na devolução (3 dias)' });
    // The technical course's rule lends nothing to a patron in debt.
    expect((await checkOut('tecnico', a)).json().message).toBe('error.desk-patron-debt');

    await checkOut('professor', b);
    await run(`UPDATE emprestimo SET data_devolucao_prevista = current_date - 4 WHERE cod_exemplar = ${b} AND data_devolucao IS NULL`);
    expect((await checkIn(b)).json()).toMatchObject({ dias_atraso: 4, multa: null, suspensao_ate: await day(3) });
    const suspensions = (await app.inject({ url: '/api/pessoas/afastamentos', headers: helena })).json();
    expect(suspensions[0]).toMatchObject({ data_inicio: today, data_fim: await day(3), dias: 4 });
    const renewals = (await app.inject({ url: '/api/pessoas/renovar', headers: helena })).json();
    expect(renewals.every((l: { motivo: string }) => l.motivo === 'error.renewal-suspended')).toBe(true);
    expect((await checkOut('professor', b)).json().message).toBe('error.desk-patron-suspended');

    const paid = await post('/api/balcao/pagamentos', staff, { usuario: 'tecnico' });
    expect(paid.statusCode).toBe(201);
    expect(paid.json()).toMatchObject({ total_pago: 3, debito_restante: 0 });
    expect((await post('/api/balcao/pagamentos', staff, { usuario: 'tecnico' })).json().message).toBe('error.desk-nothing-to-pay');
    expect((await checkOut('tecnico', a)).statusCode).toBe(201);
    expect((await checkIn('000' + a)).statusCode).toBe(200);
    expect((await checkIn(a)).json().message).toBe('error.desk-copy-not-on-loan');
    expect((await checkIn('abc')).statusCode).toBe(404);
  });

  it('moves a loan request through its states; becoming available alerts the patron', async () => {
    const open = (await app.inject({ url: '/api/balcao/solicitacoes-emprestimo', headers: staff })).json();
    const request = open.find((r: { login: string }) => r.login === 'posgrad');
    expect(request.solicitacao.situacao).toBe('aguardando');
    const id = request.solicitacao.cod_solicitacao;
    // Without a target the request takes its usual next step.
    const put = (payload: object = {}) => app.inject({ method: 'PUT', url: `/api/balcao/solicitacoes-emprestimo/${id}`, headers: staff, payload });
    expect((await put({ situacao: 'finalizada' })).json().message).toBe('error.loan-request-transition');
    const available = await put({ situacao: 'disponivel' });
    expect(available.json()).toMatchObject({ solicitacao: { situacao: 'disponivel' }, proximas: ['finalizada', 'nao_finalizada', 'cancelada'] });
    const alerts = (await app.inject({ url: '/api/solicitacoes/alertas', headers: carlos })).json();
    expect(alerts[0]).toMatchObject({ tipo: 'solicitacao_disponivel', rota: 'solicitacoes' });
    const next = await put();
    expect(next.statusCode, next.body).toBe(200);
    expect(next.json().solicitacao.situacao).toBe('finalizada');
    expect((await put()).json().message).toBe('error.loan-request-transition');
    const mine = (await app.inject({ url: '/api/solicitacao-emprestimo?status=finalizada', headers: carlos })).json();
    expect(mine.map((r: { cod_solicitacao: number }) => r.cod_solicitacao)).toContain(id);
  });

  it('approves and rejects comments; an approved title comment shows on the title', async () => {
    const pending = (await app.inject({ url: '/api/balcao/comentarios', headers: cataloguer })).json();
    const onTitle = pending.find((c: { cod_acervo: number | null }) => c.cod_acervo !== null);
    const moderate = (id: number, situacao: string) =>
      app.inject({ method: 'PUT', url: `/api/balcao/comentarios/${id}`, headers: cataloguer, payload: { situacao } });
    expect((await moderate(onTitle.cod_comentario, 'aprovado')).statusCode).toBe(204);
    const visitor = bearer(await publicToken(app));
    const shown = (await app.inject({ url: `/api/comentarios/acervo/${onTitle.cod_acervo}`, headers: visitor })).json();
    expect(shown.map((c: { cod_comentario: number }) => c.cod_comentario)).toContain(onTitle.cod_comentario);
    expect((await moderate(onTitle.cod_comentario, 'rejeitado')).json().message).toBe('error.comment-already-moderated');
    expect((await moderate(999999, 'aprovado')).statusCode).toBe(404);
  });
});
