// Issue 39 item 1: PagTesouro, the federal government's payment service, as a second provider
// for debts, against a fake speaking its API (no network): the payment asked with the right
// body, the patron sent to proximaUrl; a notice refused when its secret or idPagamento is
// wrong; a right one only a cue to ask PagTesouro, settling the debts once however many
// notices come at once; expired and cancelled payments shown as such; the reconciliation job
// settling a payment whose notice never came; amounts in cents.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/connect';
import { runDueJobs } from '../../server/jobs/scheduler';
import { startFakePagTesouro } from '../support/fake-pagtesouro';
import { bearer, login, testApp } from '../support/server-app';
import { backendName } from '../support/test-db';

describe(`PagTesouro payments for debts (${backendName})`, () => {
  let app: FastifyInstance;
  let pt: Awaited<ReturnType<typeof startFakePagTesouro>>;
  let ana: Record<string, string>;
  let rafael: Record<string, string>;
  let aluno: number;
  const db = () => app.ctx.database.db;
  const debts = (auth = ana) => app.inject({ url: '/api/emprestimo/debitos-pendentes', headers: auth });
  const payments = (auth = ana) => app.inject({ url: '/api/emprestimo/pagtesouro', headers: auth });
  const create = (payload: object, auth = ana) => app.inject({ method: 'POST', url: '/api/emprestimo/pagtesouro', headers: auth, payload });
  const notify = (path: string, payload: object) => app.inject({ method: 'POST', url: path, payload });
  const addFine = async (value: string) => {
    await db().execute(sql`INSERT INTO multa (cod_pessoa, cod_biblioteca, valor_multa, desconto, valor_pago, tipo_servico, motivo)
      SELECT ${aluno}, min(cod_biblioteca), ${value}::numeric, 0, 0, 'Empréstimo', 'Multa de teste' FROM biblioteca`);
  };
  /** A payment of all of aluno's open debts, as the debts page asks for it. */
  const payAll = async () => {
    const list = (await debts()).json();
    const res = await create({ debitos: list.debitos.map((d: { cod_debito: number }) => d.cod_debito), valor: list.total_a_pagar });
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json();
    const [{ id_pagamento }] = await queryRows<{ id_pagamento: string }>(db(), sql`SELECT id_pagamento FROM pagamento_pagtesouro WHERE referencia = ${made.referencia}`);
    return { made, id: id_pagamento, debitos: list.debitos as { cod_debito: number }[] };
  };

  beforeAll(async () => {
    pt = await startFakePagTesouro();
    app = await testApp({ pagtesouro: pt.settings, publicUrl: 'https://catalogo.example.edu' });
    ana = bearer((await login(app, 'aluno')).access_token);
    rafael = bearer((await login(app, 'tecnico')).access_token);
    [{ cod_pessoa: aluno }] = await queryRows<{ cod_pessoa: number }>(db(), sql`SELECT cod_pessoa FROM pessoa WHERE login = 'aluno'`);
    await db().execute(sql`UPDATE pessoa SET dados_pessoais = dados_pessoais || '{"cpf": "529.982.247-25"}'::jsonb WHERE cod_pessoa = ${aluno}`);
  });
  afterAll(async () => { await app?.close(); await pt?.close(); });

  it("asks PagTesouro for a payment of aluno's debt and gives proximaUrl to go to", async () => {
    expect((await payments()).json()).toEqual({ disponivel: true, pagamentos: [] });
    const [debit] = (await debts()).json().debitos;
    const res = await create({ debitos: [debit.cod_debito], valor: 4.5 });
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json();
    expect(made).toMatchObject({ valor: 4.5, debitos: [debit.cod_debito], situacao: 'aberto', pago_em: null });
    const sent = [...pt.payments.values()].find((p) => p.body.referencia === String(made.referencia))!;
    expect(made.url).toBe(`https://valpagtesouro.example/#/pagamento?idSessao=${sent.idPagamento}`);
    const [{ today }] = await queryRows<{ today: string }>(db(), sql`SELECT to_char(current_date, 'MMYYYY') AS today`);
    expect(sent.body).toMatchObject({
      codigoServico: '12345', valorPrincipal: '4.50', cnpjCpf: '52998224725', competencia: today, modoNavegacao: '1',
      urlRetorno: 'https://catalogo.example.edu/meupergamum/debitos',
    });
    expect(sent.body.urlNotificacao).toMatch(/^https:\/\/catalogo\.example\.edu\/api\/pagtesouro\/notificacao\/[A-Za-z0-9_-]{43}$/);
    expect(pt.calls).toContain('POST /api/gru/solicitacao-pagamento');
    const [row] = await queryRows<{ valor_centavos: number }>(db(), sql`SELECT valor_centavos FROM pagamento_pagtesouro WHERE referencia = ${made.referencia}`);
    expect(row.valor_centavos).toBe(450);
    expect((await payments()).json().pagamentos).toEqual([made]);
    expect((await payments(rafael)).json().pagamentos).toEqual([]);
  });

  it('refuses the PIX choice rules alike: a stale amount, a debt not theirs; a patron without a CPF', async () => {
    const [debit] = (await debts()).json().debitos;
    expect((await create({ debitos: [debit.cod_debito], valor: 4.49 })).statusCode).toBe(422);
    expect((await create({ debitos: [debit.cod_debito, 999999], valor: 4.5 })).statusCode).toBe(404);
    const [{ cod_pessoa }] = await queryRows<{ cod_pessoa: number }>(db(), sql`SELECT cod_pessoa FROM pessoa WHERE login = 'tecnico'`);
    await db().execute(sql`INSERT INTO multa (cod_pessoa, cod_biblioteca, valor_multa, desconto, valor_pago, tipo_servico, motivo)
      SELECT ${cod_pessoa}, min(cod_biblioteca), 1.25, 0, 0, 'Empréstimo', 'Multa de teste' FROM biblioteca`);
    await db().execute(sql`UPDATE pessoa SET dados_pessoais = dados_pessoais - 'cpf' WHERE cod_pessoa = ${cod_pessoa}`);
    const list = (await debts(rafael)).json();
    const res = await create({ debitos: list.debitos.map((d: { cod_debito: number }) => d.cod_debito), valor: list.total_a_pagar }, rafael);
    expect(res.statusCode).toBe(422);
    expect(res.json().message ?? res.body).toBeTruthy();
    expect(await queryRows(db(), sql`SELECT 1 FROM pagamento_pagtesouro WHERE cod_pessoa = ${cod_pessoa}`)).toEqual([]);
  });

  it('refuses a notice with a wrong secret, an unknown one, or another payment\'s idPagamento (401), and changes nothing', async () => {
    const { id } = await payAll();
    const { path, body } = pt.notice(id);
    pt.pay(id);
    expect((await notify('/api/pagtesouro/notificacao/not-the-secret', body)).statusCode).toBe(401);
    expect((await notify(path, { idPagamento: 'OutroPagamento123' })).statusCode).toBe(401);
    expect((await notify(path, {})).statusCode).toBe(400);
    expect((await debts()).json().total_a_pagar).toBe(4.5);
    expect(pt.calls.filter((c) => c.startsWith('GET'))).toEqual([]);
  });

  it('a right notice asks PagTesouro; CONCLUIDO settles the debts once, however many notices come at once', async () => {
    const open = (await payments()).json().pagamentos[0];
    const [{ id_pagamento: id }] = await queryRows<{ id_pagamento: string }>(db(), sql`SELECT id_pagamento FROM pagamento_pagtesouro WHERE referencia = ${open.referencia}`);
    const { path, body } = pt.notice(id);
    const started = performance.now();
    const answers = await Promise.all([1, 2, 3, 4].map(() => notify(path, body)));
    console.info(`PagTesouro notice → cleared debt: ${(performance.now() - started).toFixed(0)} ms for four at once (${backendName})`);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    expect(answers.map((a) => a.json().situacao)).toEqual(['concluido', 'concluido', 'concluido', 'concluido']);
    expect(pt.calls).toContain(`GET /api/gru/pagamentos/${id}`);
    expect((await debts()).json()).toEqual({ total_a_pagar: 0, debitos: [] });
    const entries = await queryRows<{ metodo: string; balcao: string; valor_centavos: number; pelo_banco: boolean }>(db(), sql`
      SELECT g.metodo, g.balcao, g.valor_centavos, g.pelo_banco FROM pagamento g WHERE g.cod_pessoa = ${aluno} AND g.metodo = 'pagtesouro'`);
    expect(entries).toEqual([{ metodo: 'pagtesouro', balcao: 'PagTesouro', valor_centavos: 450, pelo_banco: true }]);
    const audit = await queryRows<{ canal: string | null }>(db(), sql`SELECT canal FROM auditoria WHERE acao = 'payment.take' AND depois->>'id_pagamento' = ${id}`);
    expect(audit).toEqual([{ canal: 'pagtesouro' }]);
    const alerts = await queryRows<{ tipo: string }>(db(), sql`SELECT tipo FROM alerta WHERE chave = ${`pagtesouro:${id}`}`);
    expect(alerts).toEqual([{ tipo: 'pagamento_pagtesouro' }]);
    const seen = (await payments()).json().pagamentos[0];
    expect(seen).toMatchObject({ referencia: open.referencia, situacao: 'concluido', url: null, pago_em: expect.any(String) });
    // A late repeat changes nothing.
    expect((await notify(path, body)).json()).toEqual({ situacao: 'concluido' });
    expect(await queryRows(db(), sql`SELECT 1 FROM pagamento WHERE cod_pessoa = ${aluno} AND metodo = 'pagtesouro'`)).toHaveLength(1);
  });

  it('shows an expired or cancelled payment as such, its debts still open and no address to pay', async () => {
    await addFine('2.30');
    const expired = await payAll();
    pt.setStatus(expired.id, 'EXPIRADO');
    const n = pt.notice(expired.id);
    expect((await notify(n.path, n.body)).json()).toEqual({ situacao: 'expirado' });
    const cancelled = await payAll();
    pt.setStatus(cancelled.id, 'INICIADO');
    const c = pt.notice(cancelled.id);
    expect((await notify(c.path, c.body)).json()).toEqual({ situacao: 'aberto' });
    pt.setStatus(cancelled.id, 'CANCELADO');
    expect((await notify(c.path, c.body)).json()).toEqual({ situacao: 'cancelado' });
    const list = (await payments()).json().pagamentos;
    expect(list.find((p: { referencia: number }) => p.referencia === expired.made.referencia)).toMatchObject({ situacao: 'expirado', url: null });
    expect(list.find((p: { referencia: number }) => p.referencia === cancelled.made.referencia)).toMatchObject({ situacao: 'cancelado', url: null });
    expect((await debts()).json().total_a_pagar).toBe(2.3);
  });

  it('the reconciliation job settles a payment whose notice never came', async () => {
    const lost = await payAll();
    pt.pay(lost.id);
    await db().execute(sql`UPDATE pagamento_pagtesouro SET criado_em = now() - interval '2 hours' WHERE referencia = ${lost.made.referencia}`);
    const result = await runDueJobs(app.ctx, { ...app.ctx.config.jobs, enabled: true }, 'pix-conciliacao');
    expect(JSON.stringify(result)).toMatch(/"pagtesouro":\{"checked":\d+,"cleared":1,/);
    expect((await debts()).json()).toEqual({ total_a_pagar: 0, debitos: [] });
    const seen = (await payments()).json().pagamentos.find((p: { referencia: number }) => p.referencia === lost.made.referencia);
    expect(seen).toMatchObject({ situacao: 'concluido', url: null });
  });

  it('keeps for staff a payment PagTesouro concluded for another amount, and settles nothing', async () => {
    await addFine('3.00');
    const odd = await payAll();
    pt.pay(odd.id, 2.99);
    const n = pt.notice(odd.id);
    expect((await notify(n.path, n.body)).json()).toEqual({ situacao: 'aberto' });
    const [row] = await queryRows<{ revisar: boolean }>(db(), sql`SELECT revisar FROM pagamento_pagtesouro WHERE referencia = ${odd.made.referencia}`);
    expect(row.revisar).toBe(true);
    expect((await debts()).json().total_a_pagar).toBe(3);
  });

  it('removes the payment when PagTesouro refuses or is down (422), so nothing is left half made', async () => {
    pt.down(503);
    try {
      const list = (await debts()).json();
      const res = await create({ debitos: list.debitos.map((d: { cod_debito: number }) => d.cod_debito), valor: list.total_a_pagar });
      expect(res.statusCode).toBe(422);
      expect(res.json().message ?? res.body).toBeTruthy();
      expect(await queryRows(db(), sql`SELECT 1 FROM pagamento_pagtesouro WHERE id_pagamento IS NULL`)).toEqual([]);
    } finally { pt.down(null); }
  });
});

describe(`PagTesouro not configured (${backendName})`, () => {
  let app: FastifyInstance;
  beforeAll(async () => { app = await testApp({ pagtesouro: null }); });
  afterAll(() => app?.close());

  it('says so to the debts page, refuses a payment and every notice', async () => {
    const ana = bearer((await login(app, 'aluno')).access_token);
    expect((await app.inject({ url: '/api/emprestimo/pagtesouro', headers: ana })).json()).toEqual({ disponivel: false, pagamentos: [] });
    const list = (await app.inject({ url: '/api/emprestimo/debitos-pendentes', headers: ana })).json();
    const res = await app.inject({ method: 'POST', url: '/api/emprestimo/pagtesouro', headers: ana, payload: { debitos: [list.debitos[0].cod_debito], valor: list.debitos[0].total_a_pagar } });
    expect(res.statusCode).toBe(422);
    expect((await app.inject({ method: 'POST', url: '/api/pagtesouro/notificacao/anything', payload: { idPagamento: 'x' } })).statusCode).toBe(401);
  });
});
