// The scheduled jobs (issue 16): an uncollected hold expires and its copy passes to the next
// in queue; due dates two days ahead get one reminder; each run is claimed once in the
// database however many processes (here: concurrent calls) poll for it.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/connect';
import { claim, jobSettings, runDueJobs } from '../../server/jobs/scheduler';
import { bearer, login, testApp } from '../support/server-app';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink';
import { backendName } from '../support/test-db';

describe(`scheduled circulation jobs (${backendName})`, () => {
  let app: FastifyInstance;
  let sink: SmtpSink;
  let ana: Record<string, string>;
  let helena: Record<string, string>;
  const rows = <T>(text: string) => queryRows<T>(app.ctx.database.db, sql.raw(text));
  const run = (text: string) => app.ctx.database.db.execute(sql.raw(text));
  const settings = { ...jobSettings({}), reminderHour: 0 };

  beforeAll(async () => {
    sink = await startSmtpSink();
    app = await testApp({ smtpUrl: sink.url });
    ana = bearer((await login(app, 'aluno')).access_token);
    helena = bearer((await login(app, 'professor')).access_token);
  });
  afterAll(async () => {
    await app?.close();
    await sink?.close();
  });

  it("expires aluno's uncollected hold and releases its copy to the next patron in the queue", async () => {
    const [released] = await rows<{ cod_reserva: number; cod_acervo: number; cod_exemplar: number; cod_biblioteca: number }>(`
      SELECT r.cod_reserva, r.cod_acervo, r.cod_exemplar, r.cod_biblioteca FROM reserva r JOIN pessoa p ON p.cod_pessoa = r.cod_pessoa
      WHERE p.login = 'aluno' AND r.situacao = 'liberada'`);
    await run(`INSERT INTO reserva (cod_acervo, cod_pessoa, cod_biblioteca, situacao)
      SELECT ${released.cod_acervo}, cod_pessoa, ${released.cod_biblioteca}, 'fila' FROM pessoa WHERE login = 'professor'`);
    await run(`UPDATE reserva SET data_limite = current_date - 1 WHERE cod_reserva = ${released.cod_reserva}`);

    const runs = await runDueJobs(app.ctx, settings, 'reservas-expiradas');
    expect(runs).toHaveLength(1);
    expect(runs[0].result).toMatchObject({ expired: 1, alerts: 1, mails: 1 });
    expect(sink.messages.at(-1)!.to).toEqual(['professor@ufdemo.edu.br']);
    const history = (await app.inject({ url: '/api/reserva/historico', headers: ana })).json();
    expect(history.find((h: { cod_reserva: number }) => h.cod_reserva === released.cod_reserva).situacao).toBe('expirada');
    const helenas = (await app.inject({ url: '/api/reserva', headers: helena })).json();
    expect(helenas.find((h: { cod_acervo: number }) => h.cod_acervo === released.cod_acervo)).toMatchObject({ situacao: 'liberada', posicao_fila: null });
    const [copy] = await rows<{ situacao: string }>(`SELECT situacao FROM exemplar WHERE cod_exemplar = ${released.cod_exemplar}`);
    expect(copy.situacao).toBe('reservado');
    // The same period again: already claimed, nothing runs.
    expect(await runDueJobs(app.ctx, settings, 'reservas-expiradas')).toEqual([]);
  });

  it('reminds once of a due date two days ahead', async () => {
    const [loan] = await rows<{ cod_emprestimo: number }>(`SELECT m.cod_emprestimo FROM emprestimo m JOIN pessoa p ON p.cod_pessoa = m.cod_pessoa
      WHERE p.login = 'aluno' AND m.data_devolucao IS NULL AND m.data_devolucao_prevista >= current_date ORDER BY m.cod_emprestimo LIMIT 1`);
    await run(`UPDATE emprestimo SET data_devolucao_prevista = current_date + 2 WHERE cod_emprestimo = ${loan.cod_emprestimo}`);
    const [{ n: before }] = await rows<{ n: number }>(`SELECT count(*)::int AS n FROM alerta WHERE tipo = 'vencimento_proximo'`);
    const [first] = await runDueJobs(app.ctx, settings, 'lembrete-vencimento');
    expect(first.result.reminders).toBeGreaterThanOrEqual(1);
    const alerts = (await app.inject({ url: '/api/solicitacoes/alertas', headers: ana })).json();
    expect(alerts.find((a: { tipo: string }) => a.tipo === 'vencimento_proximo')).toMatchObject({ titulo: 'Devolução em 2 dias', rota: 'emprestimos' });
    // A second run (say, another day's catch-up) writes no second reminder for the same due date.
    await run(`DELETE FROM tarefa_execucao WHERE tarefa = 'lembrete-vencimento'`);
    const [second] = await runDueJobs(app.ctx, settings, 'lembrete-vencimento');
    expect(second.result.reminders).toBe(0);
    const [{ n: after }] = await rows<{ n: number }>(`SELECT count(*)::int AS n FROM alerta WHERE tipo = 'vencimento_proximo'`);
    expect(after - before).toBe(first.result.reminders);
  });

  it('waits for the reminder hour', async () => {
    await run(`DELETE FROM tarefa_execucao WHERE tarefa = 'lembrete-vencimento'`);
    expect(await runDueJobs(app.ctx, { ...settings, reminderHour: 24 }, 'lembrete-vencimento')).toEqual([]);
  });

  it('claims each run once among many pollers', async () => {
    const claims = await Promise.all(Array.from({ length: 20 }, () => claim(app.ctx, 'teste', 'periodo-1')));
    expect(claims.filter(Boolean)).toHaveLength(1);
    await run(`DELETE FROM tarefa_execucao WHERE tarefa = 'reservas-expiradas'`);
    const runs = (await Promise.all(Array.from({ length: 5 }, () => runDueJobs(app.ctx, settings, 'reservas-expiradas')))).flat();
    expect(runs).toHaveLength(1);
  });
});
