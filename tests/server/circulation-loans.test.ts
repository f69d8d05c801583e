// A patron's loans (issue 16): current loans, renewal with its reasons per item, "renew
// all", history with fines, suspensions, the loan token; 50 renewals at once renew once.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/connect';
import { bearer, login, testApp } from '../support/server-app';
import { backendName } from '../support/test-db';

describe(`loans and renewals (${backendName})`, () => {
  let app: FastifyInstance;
  let ana: Record<string, string>;
  let carlos: Record<string, string>;
  let anaCode: number;
  let today: string;
  const db = () => app.ctx.database.db;
  const run = (text: string) => db().execute(sql.raw(text));
  const rows = <T>(text: string) => queryRows<T>(db(), sql.raw(text));
  const renew = (auth: Record<string, string>, payload: object) =>
    app.inject({ method: 'POST', url: '/api/emprestimo/renovacao', headers: auth, payload });
  const renewable = async () => (await app.inject({ url: '/api/pessoas/renovar', headers: ana })).json() as
    { cod_emprestimo: number; cod_acervo: number; renovavel: boolean; motivo: string | null; atrasado: boolean; data_devolucao: string; renovacoes: number }[];

  beforeAll(async () => {
    app = await testApp();
    ana = bearer((await login(app, 'aluno')).access_token);
    carlos = bearer((await login(app, 'posgrad')).access_token);
    anaCode = (await rows<{ c: number }>(`SELECT cod_pessoa AS c FROM pessoa WHERE login = 'aluno'`))[0].c;
    today = (await rows<{ d: string }>('SELECT current_date::text AS d'))[0].d;
    // No library closes in this file: due dates are exactly today + the category's days.
    await run(`UPDATE biblioteca SET horarios = '[]'::jsonb`);
  });
  afterAll(() => app?.close());

  it("lists aluno's three current loans, one overdue, one renewed twice, with details on request", async () => {
    const res = await app.inject({ url: '/api/emprestimo/titulos-pendentes?showDetails=true', headers: ana });
    expect(res.statusCode).toBe(200);
    const loans = res.json();
    expect(loans).toHaveLength(3);
    expect(loans.filter((l: { atrasado: boolean }) => l.atrasado)).toHaveLength(1);
    expect(loans.filter((l: { renovacoes: number }) => l.renovacoes === 2)).toHaveLength(1);
    expect(loans.every((l: { limite_renovacoes: number; detalhes: object }) => l.limite_renovacoes === 3 && l.detalhes)).toBe(true);
    const plain = (await app.inject({ url: '/api/emprestimo/titulos-pendentes', headers: ana })).json();
    expect(plain[0].detalhes).toBeNull();
  });

  it('refuses to renew the overdue loan and offers the others', async () => {
    const list = await renewable();
    expect(list.find((l) => l.atrasado)).toMatchObject({ renovavel: false, motivo: 'error.renewal-overdue' });
    expect(list.filter((l) => l.renovavel)).toHaveLength(2);
  });

  it('renews one loan from today, then refuses a second renewal the same day', async () => {
    const target = (await renewable()).filter((l) => l.renovavel).sort((a, b) => a.renovacoes - b.renovacoes)[0];
    const res = await renew(ana, { emprestimos: [target.cod_emprestimo] });
    expect(res.statusCode).toBe(200);
    const [result] = res.json();
    const expected = (await rows<{ d: string }>(`SELECT (current_date + 14)::text AS d`))[0].d;
    expect(result).toMatchObject({ cod_emprestimo: target.cod_emprestimo, renovado: true, mensagem: null });
    expect(result.emprestimo).toMatchObject({ data_devolucao: expected, renovacoes: target.renovacoes + 1 });
    const again = (await renew(ana, { emprestimos: [target.cod_emprestimo] })).json();
    expect(again[0]).toMatchObject({ renovado: false, emprestimo: null, mensagem: 'error.renewal-already-renewed' });
  });

  it('"renew all" reports every loan of the patron, each with its outcome', async () => {
    const before = await renewable();
    const res = await renew(ana, { emprestimos: [], todos: true });
    const results = res.json() as { cod_emprestimo: number; renovado: boolean; mensagem: string | null }[];
    expect(results.map((r) => r.cod_emprestimo).sort()).toEqual(before.map((l) => l.cod_emprestimo).sort());
    const renewedNow = results.filter((r) => r.renovado);
    expect(renewedNow.map((r) => r.cod_emprestimo)).toEqual(before.filter((l) => l.renovavel).map((l) => l.cod_emprestimo));
    expect(results.find((r) => before.find((l) => l.atrasado)!.cod_emprestimo === r.cod_emprestimo)!.mensagem).toBe('error.renewal-overdue');
  });

  it('refuses when another patron holds the title, when the limit is reached, when suspended or in debt beyond the rule', async () => {
    const [copy] = await rows<{ cod_exemplar: number; cod_acervo: number; cod_biblioteca: number }>(`
      INSERT INTO exemplar (cod_acervo, cod_biblioteca, tipo_emprestimo, situacao)
        SELECT cod_acervo, cod_biblioteca, 'normal', 'emprestado' FROM exemplar ORDER BY cod_exemplar LIMIT 1
      RETURNING cod_exemplar, cod_acervo, cod_biblioteca`);
    const [{ cod_emprestimo: code }] = await rows<{ cod_emprestimo: number }>(`
      INSERT INTO emprestimo (cod_exemplar, cod_pessoa, data_emprestimo, data_devolucao_prevista, limite_renovacoes)
        VALUES (${copy.cod_exemplar}, ${anaCode}, current_date - 10, current_date + 1, 3) RETURNING cod_emprestimo`);
    const loan = { ...copy, cod_emprestimo: code };
    const reason = async () => (await renewable()).find((l) => l.cod_emprestimo === loan.cod_emprestimo)!.motivo;
    expect(await reason()).toBeNull();

    await run(`INSERT INTO reserva (cod_acervo, cod_pessoa, cod_biblioteca, situacao) SELECT ${loan.cod_acervo}, cod_pessoa, ${loan.cod_biblioteca}, 'fila'
      FROM pessoa WHERE login = 'posgrad'`);
    expect(await reason()).toBe('error.renewal-reserved');
    const refused = (await renew(ana, { emprestimos: [loan.cod_emprestimo] })).json()[0];
    expect(refused).toMatchObject({ renovado: false, mensagem: 'error.renewal-reserved' });
    await run(`DELETE FROM reserva WHERE cod_acervo = ${loan.cod_acervo} AND situacao = 'fila'`);

    await run(`UPDATE emprestimo SET renovacoes = 3 WHERE cod_emprestimo = ${loan.cod_emprestimo}`);
    expect(await reason()).toBe('error.renewal-limit');
    await run(`UPDATE emprestimo SET renovacoes = 0 WHERE cod_emprestimo = ${loan.cod_emprestimo}`);

    // aluno's open R$ 4,50 is within her category's R$ 10,00; R$ 20,00 more is not.
    await run(`INSERT INTO multa (cod_pessoa, cod_biblioteca, valor_multa, tipo_servico, motivo) VALUES (${anaCode}, ${loan.cod_biblioteca}, 20, 'Empréstimo', 'teste')`);
    expect(await reason()).toBe('error.renewal-debt');
    await run(`DELETE FROM multa WHERE motivo = 'teste'`);

    await run(`INSERT INTO suspensao (cod_pessoa, cod_biblioteca, data_inicio, data_fim, motivo) VALUES (${anaCode}, ${loan.cod_biblioteca}, current_date - 1, current_date + 3, 'teste')`);
    expect(await reason()).toBe('error.renewal-suspended');
    const suspensions = (await app.inject({ url: '/api/pessoas/afastamentos', headers: ana })).json();
    expect(suspensions[0]).toMatchObject({ cod_biblioteca: loan.cod_biblioteca, dias: 5, motivo: 'teste' });
    await run(`DELETE FROM suspensao WHERE motivo = 'teste'`);

    // The rule lives in the database: with it off, aluno's other, overdue loan blocks renewing this one.
    await run(`UPDATE regra_circulacao SET renova_com_atraso = false WHERE categoria = '01'`);
    expect(await reason()).toBe('error.renewal-patron-overdue');
    await run(`UPDATE regra_circulacao SET renova_com_atraso = true WHERE categoria = '01'`);
    expect(await reason()).toBeNull();
  });

  it("renews nobody else's loan, and says so per item", async () => {
    const mine = (await renewable()).map((l) => l.cod_emprestimo);
    const res = (await renew(carlos, { emprestimos: mine })).json();
    expect(res.every((r: { renovado: boolean; mensagem: string }) => !r.renovado && r.mensagem === 'error.renewal-not-found')).toBe(true);
    expect((await renew(ana, { emprestimos: [] })).json()).toEqual({ message: 'error.renewal-select' });
  });

  it('50 concurrent renewals of one loan renew it exactly once', async () => {
    const [{ cod_emprestimo: code }] = await rows<{ cod_emprestimo: number }>(`
      INSERT INTO emprestimo (cod_exemplar, cod_pessoa, data_emprestimo, data_devolucao_prevista, limite_renovacoes)
      SELECT cod_exemplar, ${anaCode}, current_date - 3, current_date + 4, 10 FROM exemplar WHERE situacao = 'disponivel' ORDER BY cod_exemplar LIMIT 1
      RETURNING cod_emprestimo`);
    const started = Date.now();
    const answers = await Promise.all(Array.from({ length: 50 }, () => renew(ana, { emprestimos: [code] })));
    const elapsed = Date.now() - started;
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    const results = answers.map((a) => a.json()[0]);
    expect(results.filter((r) => r.renovado), JSON.stringify(results[0])).toHaveLength(1);
    expect(results.filter((r) => !r.renovado).every((r) => r.mensagem === 'error.renewal-already-renewed')).toBe(true);
    const [loan] = await rows<{ renovacoes: number }>(`SELECT renovacoes FROM emprestimo WHERE cod_emprestimo = ${code}`);
    expect(loan.renovacoes).toBe(1);
    console.log(`[${backendName}] 50 concurrent renewals of one loan: 1 renewed, ${elapsed} ms`);
  });

  it('lists the history with its fines, filtered by date and by fine', async () => {
    const all = (await app.inject({ url: '/api/emprestimo/historico', headers: ana })).json();
    expect(all.length).toBeGreaterThan(5);
    const fined = (await app.inject({ url: '/api/emprestimo/historico?multa=true', headers: ana })).json();
    expect(fined.map((l: { multa: { valor_multa: number; total_a_pagar: number } }) => l.multa)).toContainEqual(
      expect.objectContaining({ valor_multa: 4.5, total_a_pagar: 4.5 }));
    expect(fined.every((l: { atrasado: boolean }) => l.atrasado)).toBe(true);
    const none = (await app.inject({ url: `/api/emprestimo/historico?dataIni=${today}&dataFim=${today}`, headers: ana })).json();
    expect(none).toEqual([]);
    const backwards = await app.inject({ url: '/api/emprestimo/historico?dataIni=2025-02-01&dataFim=2025-01-01', headers: ana });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().message).toBe('error.dates-order');
  });

  it('gives a loan token, shows the same one until replaced, and only to its patron', async () => {
    expect((await app.inject({ url: '/api/emprestimo/token', headers: ana })).statusCode).toBe(404);
    const created = await app.inject({ method: 'POST', url: '/api/emprestimo/token', headers: ana });
    expect(created.statusCode).toBe(201);
    const { token, validade } = created.json();
    expect(token).toMatch(/^[A-Z2-9]{8}$/);
    expect(Date.parse(validade)).toBeGreaterThan(Date.now());
    expect((await app.inject({ url: '/api/emprestimo/token', headers: ana })).json().token).toBe(token);
    expect((await app.inject({ url: '/api/emprestimo/token', headers: carlos })).statusCode).toBe(404);
    const next = (await app.inject({ method: 'POST', url: '/api/emprestimo/token', headers: ana })).json();
    expect((await app.inject({ url: '/api/emprestimo/token', headers: ana })).json().token).toBe(next.token);
  });
});
