// Issue 13 items 1-2: a patron's debts with their total, single-payment slips (GRU) per debt
// or for all, the slip's PDF (text, reference, numeric line and the barcode a scanner reads),
// other patrons kept out, and the desk's payment clearing the debt.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/connect';
import { isValidCollectionBarcode } from '../../server/modules/circulation/debts/febraban';
import { pdfBarcodes, pdfText } from '../support/pdf';
import { bearer, login, publicToken, testApp } from '../support/server-app';
import { backendName } from '../support/test-db';

describe(`debts and payment slips (${backendName})`, () => {
  let app: FastifyInstance;
  let ana: Record<string, string>;
  let rafael: Record<string, string>;
  let staff: Record<string, string>;
  const debts = (auth: Record<string, string>) => app.inject({ url: '/api/emprestimo/debitos-pendentes', headers: auth });
  const slip = (auth: Record<string, string>, payload: object) =>
    app.inject({ method: 'POST', url: '/api/unidade-informacao/gru', headers: auth, payload });

  beforeAll(async () => {
    app = await testApp();
    ana = bearer((await login(app, 'aluno')).access_token);
    rafael = bearer((await login(app, 'tecnico')).access_token);
    staff = bearer((await login(app, 'bibliotecario')).access_token);
  });
  afterAll(() => app?.close());

  it("lists aluno's open fine of R$ 4,50 with every field, and tecnico's clean record", async () => {
    const res = await debts(ana);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total_a_pagar).toBe(4.5);
    expect(body.debitos).toHaveLength(1);
    expect(body.debitos[0]).toMatchObject({
      valor_multa: 4.5, desconto: 0, valor_pago: 0, data_pagamento: null, tipo_servico: 'Empréstimo',
      motivo: 'Atraso na devolução (3 dias)', total_a_pagar: 4.5, titulo: expect.any(String), cod_acervo: expect.any(Number),
    });
    expect((await debts(rafael)).json()).toEqual({ total_a_pagar: 0, debitos: [] });
  });

  it('counts discounts and partial payments, and leaves out what is paid', async () => {
    const [{ cod_pessoa }] = await queryRows<{ cod_pessoa: number }>(app.ctx.database.db, sql`SELECT cod_pessoa FROM pessoa WHERE login = 'tecnico'`);
    await app.ctx.database.db.execute(sql`
      INSERT INTO multa (cod_pessoa, cod_biblioteca, valor_multa, desconto, valor_pago, tipo_servico, motivo)
      SELECT ${cod_pessoa}, min(cod_biblioteca), v.multa, v.desconto, v.pago, 'Reserva', v.motivo
      FROM biblioteca, (VALUES (10.00, 2.50, 1.00, 'Reserva não retirada'), (3.00, 0, 3.00, 'Paga')) AS v(multa, desconto, pago, motivo)
      GROUP BY v.multa, v.desconto, v.pago, v.motivo`);
    const body = (await debts(rafael)).json();
    expect(body.total_a_pagar).toBe(6.5);
    expect(body.debitos).toHaveLength(1);
    expect(body.debitos[0]).toMatchObject({ valor_multa: 10, desconto: 2.5, valor_pago: 1, total_a_pagar: 6.5, titulo: null, motivo: 'Reserva não retirada' });
    await app.ctx.database.db.execute(sql`DELETE FROM multa WHERE cod_pessoa = ${cod_pessoa}`);
  });

  it('refuses visitors and callers without a token', async () => {
    expect((await debts(bearer(await publicToken(app)))).statusCode).toBe(403);
    expect((await debts({})).statusCode).toBe(401);
    expect((await slip({}, { valor: 4.5, codBiblioteca: null })).statusCode).toBe(401);
  });

  it('makes a slip for all debts: 44-digit barcode and 48-digit line with right check digits, a reference and a due date', async () => {
    const res = await slip(ana, { valor: 4.5, codBiblioteca: null });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.valor).toBe(4.5);
    expect(body.codigo_barras).toMatch(/^856\d{41}$/);
    expect(isValidCollectionBarcode(body.codigo_barras)).toBe(true);
    expect(body.codigo_barras.slice(4, 15)).toBe('00000000450');
    expect(body.linha_digitavel).toMatch(/^\d{48}$/);
    expect(body.numero_referencia).toMatch(/^\d{17}$/);
    expect(body.codigo_barras.endsWith(body.numero_referencia)).toBe(true);
    expect(body.data_vencimento > new Date().toISOString().slice(0, 10) || body.data_vencimento === new Date().toISOString().slice(0, 10)).toBe(true);
    expect(body.url).toBe(`/api/unidade-informacao/gru/${body.cod_gru}`);
  });

  it('makes a slip for one debt, or one library; refuses a stale amount, nothing to pay, and another patron\'s debt', async () => {
    const [debit] = (await debts(ana)).json().debitos;
    const one = await slip(ana, { valor: 4.5, codBiblioteca: null, codDebito: debit.cod_debito });
    expect(one.statusCode).toBe(201);
    expect(one.json().debitos).toEqual([debit.cod_debito]);
    expect((await slip(ana, { valor: 4.5, codBiblioteca: debit.cod_biblioteca })).statusCode).toBe(201);
    const stale = await slip(ana, { valor: 9, codBiblioteca: null });
    expect(stale.statusCode).toBe(422);
    expect(stale.json().message).toBe('error.slip-amount-changed');
    const none = await slip(rafael, { valor: 4.5, codBiblioteca: null });
    expect(none.statusCode).toBe(422);
    expect(none.json().message).toBe('error.slip-nothing-to-pay');
    expect((await slip(rafael, { valor: 4.5, codBiblioteca: null, codDebito: debit.cod_debito })).statusCode).toBe(404);
    expect((await slip(ana, { valor: 0, codBiblioteca: null })).statusCode).toBe(400);
  });

  it('downloads the slip as a PDF whose text and barcode say what the slip says; nobody else can', async () => {
    const made = (await slip(ana, { valor: 4.5, codBiblioteca: null })).json();
    const res = await app.inject({ url: made.url, headers: ana });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`gru-${made.numero_referencia}.pdf`);
    const pdf = new Uint8Array(res.rawPayload);
    const text = await pdfText(pdf);
    expect(text).toContain('Ana Beatriz Souza');
    expect(text).toContain('Valor a pagar: R$ 4,50');
    expect(text).toContain(`Número de referência: ${made.numero_referencia}`);
    const [y, m, d] = made.data_vencimento.split('-');
    expect(text).toContain(`Vencimento: ${d}/${m}/${y}`);
    const printedLine = made.linha_digitavel.match(/\d{12}/g).map((b: string) => `${b.slice(0, 11)}-${b[11]}`).join(' ');
    expect(text).toContain(printedLine);
    expect(await pdfBarcodes(pdf)).toEqual([made.codigo_barras]);
    expect((await app.inject({ url: made.url, headers: rafael })).statusCode).toBe(404);
    expect((await app.inject({ url: made.url, headers: bearer(await publicToken(app)) })).statusCode).toBe(403);
    expect((await app.inject({ url: '/api/unidade-informacao/gru/999999', headers: ana })).statusCode).toBe(404);
  });

  it('a payment recorded at the desk clears the debt', async () => {
    const paid = await app.inject({ method: 'POST', url: '/api/balcao/pagamentos', headers: staff, payload: { usuario: 'aluno' } });
    expect(paid.statusCode).toBe(201);
    expect(paid.json()).toMatchObject({ total_pago: 4.5, debito_restante: 0 });
    expect((await debts(ana)).json()).toEqual({ total_a_pagar: 0, debitos: [] });
    expect((await slip(ana, { valor: 4.5, codBiblioteca: null })).json().message).toBe('error.slip-nothing-to-pay');
    // A patron cannot record a payment.
    expect((await app.inject({ method: 'POST', url: '/api/balcao/pagamentos', headers: ana, payload: { usuario: 'aluno' } })).statusCode).toBe(403);
  });
});
