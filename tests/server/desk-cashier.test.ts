// The desk as a cashier (issue 36 item 3): a part of a fine paid leaves the rest open, cash
// gives change, each payment has a receipt number; a refund is its own audited entry, once;
// the day's closing sums per desk and method; a patron's token is refused.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/connect';
import { VERBS } from '../../server/desk-cli';
import { allocate, changeDue } from '../../server/modules/circulation/desk/cashier';
import { bearer, login, testApp } from '../support/server-app';
import { backendName } from '../support/test-db';

describe(`the desk's cashier (${backendName})`, () => {
  let app: FastifyInstance;
  let staff: Record<string, string>;
  let patron: Record<string, string>;
  let cataloguer: Record<string, string>;
  let codRafael: number;
  let today: string;
  const rows = <T>(text: string) => queryRows<T>(app.ctx.database.db, sql.raw(text));
  const take = (payload: object, auth = staff) => app.inject({ method: 'POST', url: '/api/balcao/caixa/pagamentos', headers: auth, payload });
  const refund = (recibo: number, payload: object, auth = staff) =>
    app.inject({ method: 'POST', url: `/api/balcao/caixa/pagamentos/${recibo}/estorno`, headers: auth, payload });
  const owed = async () => (await rows<{ c: number }>(`SELECT coalesce(round(sum(valor_multa - desconto - valor_pago) * 100), 0)::int AS c FROM multa WHERE cod_pessoa = ${codRafael}`))[0].c;

  beforeAll(async () => {
    app = await testApp();
    staff = bearer((await login(app, 'bibliotecario')).access_token);
    patron = bearer((await login(app, 'aluno')).access_token);
    cataloguer = bearer((await login(app, 'catalogador')).access_token);
    [{ cod_pessoa: codRafael }] = await rows<{ cod_pessoa: number }>(`SELECT cod_pessoa FROM pessoa WHERE login = 'tecnico'`);
    const [lib] = await rows<{ cod_biblioteca: number }>(`SELECT min(cod_biblioteca) AS cod_biblioteca FROM biblioteca`);
    // Two fines of R$ 4,50 and R$ 3,00 on a clean record.
    await rows(`INSERT INTO multa (cod_pessoa, cod_biblioteca, valor_multa, tipo_servico, motivo) VALUES
      (${codRafael}, ${lib.cod_biblioteca}, 4.50, 'Empréstimo', 'Atraso A'), (${codRafael}, ${lib.cod_biblioteca}, 3.00, 'Empréstimo', 'Atraso B') RETURNING 1`);
    today = (await rows<{ d: string }>(`SELECT current_date::text AS d`))[0].d;
  });
  afterAll(async () => {
    await app?.close();
  });

  it('splits an amount oldest first and gives change only for cash', () => {
    expect(allocate(500, [{ cod_multa: 1, owed: 450 }, { cod_multa: 2, owed: 300 }])).toEqual([{ cod_multa: 1, paid: 450 }, { cod_multa: 2, paid: 50 }]);
    expect(allocate(200, [{ cod_multa: 1, owed: 450 }, { cod_multa: 2, owed: 300 }])).toEqual([{ cod_multa: 1, paid: 200 }]);
    expect(changeDue('dinheiro', 500, 1000)).toEqual({ recebido: 1000, troco: 500 });
    expect(changeDue('dinheiro', 500, 400)).toBe('error.desk-payment-short');
    expect(changeDue('pix', 500, 1000)).toEqual({ recebido: null, troco: 0 });
  });

  it('takes part of the debt in cash with change and a receipt; the rest stays open', async () => {
    const paid = await take({ usuario: 'tecnico', valor_centavos: 500, metodo: 'dinheiro', recebido_centavos: 1000, balcao: 'Balcão 1' });
    expect(paid.statusCode).toBe(201);
    const receipt = paid.json();
    expect(receipt).toMatchObject({
      nome: 'Rafael Nunes Cardoso', metodo: 'dinheiro', balcao: 'Balcão 1', valor_centavos: 500, recebido_centavos: 1000, troco_centavos: 500,
      debito_restante_centavos: 250, atendente: 'Marina Costa Pereira', estorno_de: null,
    });
    expect(receipt.recibo).toBeGreaterThan(0);
    expect(receipt.multas).toEqual([
      expect.objectContaining({ descricao: 'Atraso A', valor_centavos: 450, restante_centavos: 0 }),
      expect.objectContaining({ descricao: 'Atraso B', valor_centavos: 50, restante_centavos: 250 }),
    ]);
    expect(await owed()).toBe(250);
    const [audit] = await rows<{ acao: string; depois: { valor_centavos: number } }>(`SELECT acao, depois FROM auditoria WHERE alvo_tipo = 'pagamento' AND alvo_id = '${receipt.recibo}'`);
    expect(audit).toMatchObject({ acao: 'payment.take', depois: { valor_centavos: 500 } });
    // The patron's own debts page shows what is left.
    const rafael = bearer((await login(app, 'tecnico')).access_token);
    const debts = (await app.inject({ url: '/api/emprestimo/debitos-pendentes', headers: rafael })).json();
    expect(JSON.stringify(debts)).toContain('2.5');
  });

  it('refuses more than is owed, short cash, and a patron or cataloguer token', async () => {
    const tooMuch = await take({ usuario: 'tecnico', valor_centavos: 251, metodo: 'pix', balcao: 'Balcão 1' });
    expect([tooMuch.statusCode, tooMuch.json().message]).toEqual([422, 'error.desk-payment-too-much']);
    const short = await take({ usuario: 'tecnico', valor_centavos: 250, metodo: 'dinheiro', recebido_centavos: 200, balcao: 'Balcão 1' });
    expect([short.statusCode, short.json().message]).toEqual([422, 'error.desk-payment-short']);
    expect((await take({ usuario: 'tecnico', valor_centavos: 250, metodo: 'cheque', balcao: 'Balcão 1' })).statusCode).toBe(400);
    expect((await take({ usuario: 'tecnico', valor_centavos: 0, metodo: 'pix', balcao: 'Balcão 1' })).statusCode).toBe(400);
    for (const auth of [patron, cataloguer]) {
      expect((await take({ usuario: 'tecnico', valor_centavos: 250, metodo: 'pix', balcao: 'Balcão 1' }, auth)).statusCode).toBe(403);
      expect((await refund(1, { motivo: 'x', balcao: 'B' }, auth)).statusCode).toBe(403);
      expect((await app.inject({ url: `/api/balcao/caixa/fechamento?data=${today}`, headers: auth })).statusCode).toBe(403);
    }
    expect(await owed()).toBe(250);
  });

  it('refunds a payment as its own audited entry, once; the closing sums per desk and method', async () => {
    const card = (await take({ usuario: 'tecnico', valor_centavos: 250, metodo: 'cartao', balcao: 'Balcão 2' })).json();
    expect(card.debito_restante_centavos).toBe(0);
    const back = await refund(card.recibo, { motivo: 'Cobrado em duplicidade', balcao: 'Balcão 2' });
    expect(back.statusCode).toBe(201);
    expect(back.json()).toMatchObject({ estorno_de: card.recibo, valor_centavos: -250, metodo: 'cartao', motivo: 'Cobrado em duplicidade', debito_restante_centavos: 250 });
    expect(back.json().recibo).not.toBe(card.recibo);
    expect(await owed()).toBe(250);
    const again = await refund(card.recibo, { motivo: 'De novo', balcao: 'Balcão 2' });
    expect([again.statusCode, again.json().message]).toEqual([422, 'error.desk-payment-already-refunded']);
    const ofRefund = await refund(back.json().recibo, { motivo: 'Estorno do estorno', balcao: 'Balcão 2' });
    expect([ofRefund.statusCode, ofRefund.json().message]).toEqual([422, 'error.desk-refund-of-refund']);
    expect((await refund(999999, { motivo: 'Nada', balcao: 'Balcão 2' })).statusCode).toBe(404);
    const [audit] = await rows<{ motivo: string }>(`SELECT motivo FROM auditoria WHERE acao = 'payment.refund' AND alvo_id = '${back.json().recibo}'`);
    expect(audit.motivo).toBe('Cobrado em duplicidade');

    const closing = (await app.inject({ url: `/api/balcao/caixa/fechamento?data=${today}`, headers: staff })).json();
    expect(closing).toEqual({
      data: today, total_centavos: 500,
      linhas: [
        { balcao: 'Balcão 1', metodo: 'dinheiro', pagamentos: 1, estornos: 0, total_centavos: 500 },
        { balcao: 'Balcão 2', metodo: 'cartao', pagamentos: 1, estornos: 1, total_centavos: 0 },
      ],
    });
  });

  it("counts the command line's pay and the pay-in-full call in the closing, each with a receipt", async () => {
    // Rafael still owes 250 (the refunded card payment): the command line pays it, then a new fine the pay-in-full call.
    const cli = await VERBS.pay.run(app.ctx, ['tecnico', '--metodo', 'pix']) as { total_pago: number; debito_restante: number };
    expect(cli).toMatchObject({ total_pago: 2.5, debito_restante: 0 });
    await expect(VERBS.pay.run(app.ctx, ['tecnico', '--metodo', 'cheque'])).rejects.toThrow(/pay <login>/);
    const [lib] = await rows<{ cod_biblioteca: number }>(`SELECT min(cod_biblioteca) AS cod_biblioteca FROM biblioteca`);
    await rows(`INSERT INTO multa (cod_pessoa, cod_biblioteca, valor_multa, tipo_servico, motivo) VALUES (${codRafael}, ${lib.cod_biblioteca}, 1.25, 'Empréstimo', 'Atraso C') RETURNING 1`);
    const paid = await app.inject({ method: 'POST', url: '/api/balcao/pagamentos', headers: staff, payload: { usuario: 'tecnico', metodo: 'cartao', balcao: 'Balcão 2' } });
    expect([paid.statusCode, paid.json().total_pago]).toEqual([201, 1.25]);
    expect(await owed()).toBe(0);
    const closing = (await app.inject({ url: `/api/balcao/caixa/fechamento?data=${today}`, headers: staff })).json();
    expect(closing.linhas).toEqual([
      { balcao: 'Balcão 1', metodo: 'dinheiro', pagamentos: 1, estornos: 0, total_centavos: 500 },
      { balcao: 'Balcão 2', metodo: 'cartao', pagamentos: 2, estornos: 1, total_centavos: 125 },
      { balcao: 'linha de comando', metodo: 'pix', pagamentos: 1, estornos: 0, total_centavos: 250 },
    ]);
    expect(closing.total_centavos).toBe(875);
  });
});
