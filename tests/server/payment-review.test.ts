// Issue 39: the payments that need a person. A PIX payment of an already paid charge, one
// naming no charge of ours, and a PagTesouro payment of another amount are each kept once for
// staff, listed at the cashier with the patron, the debts, the amounts, the provider, when and
// why; the cashier's staff (circulation) mark one resolved with a note, once, audited; a patron
// and a cataloguer are refused.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/connect';
import { startFakePagTesouro } from '../support/fake-pagtesouro';
import { startFakePsp } from '../support/fake-psp';
import { bearer, login, testApp } from '../support/server-app';
import { backendName } from '../support/test-db';

const SECRET = 'webhook-secret-of-the-review-test';

describe(`payments that need a person: PIX and PagTesouro (${backendName})`, () => {
  let app: FastifyInstance;
  let psp: Awaited<ReturnType<typeof startFakePsp>>;
  let pt: Awaited<ReturnType<typeof startFakePagTesouro>>;
  let ana: Record<string, string>;
  let staff: Record<string, string>;
  let cataloguer: Record<string, string>;
  let aluno: number;
  const db = () => app.ctx.database.db;
  const debts = () => app.inject({ url: '/api/emprestimo/debitos-pendentes', headers: ana });
  const reviews = (auth: Record<string, string>, situacao?: string) =>
    app.inject({ url: `/api/balcao/caixa/revisao${situacao ? `?situacao=${situacao}` : ''}`, headers: auth });
  const resolve = (cod: number, payload: object, auth = staff) =>
    app.inject({ method: 'POST', url: `/api/balcao/caixa/revisao/${cod}/resolucao`, headers: auth, payload });
  const webhook = (payload: object) => app.inject({ method: 'POST', url: `/api/pix/webhook/${SECRET}/pix`, payload });
  const addFine = async (value: string, motivo: string) => {
    await db().execute(sql`INSERT INTO multa (cod_pessoa, cod_biblioteca, valor_multa, desconto, valor_pago, tipo_servico, motivo)
      SELECT ${aluno}, min(cod_biblioteca), ${value}::numeric, 0, 0, 'Empréstimo', ${motivo} FROM biblioteca`);
  };

  beforeAll(async () => {
    psp = await startFakePsp();
    pt = await startFakePagTesouro();
    app = await testApp({
      pix: { key: 'biblioteca@exemplo.edu.br', merchantName: 'Biblioteca', merchantCity: 'Brasilia', expirySeconds: 3600, webhookSecret: SECRET, cobv: { days: null, validityDays: 30 }, psp: psp.settings },
      pagtesouro: pt.settings, publicUrl: 'https://catalogo.example.edu',
    });
    ana = bearer((await login(app, 'aluno')).access_token);
    staff = bearer((await login(app, 'bibliotecario')).access_token);
    cataloguer = bearer((await login(app, 'catalogador')).access_token);
    [{ cod_pessoa: aluno }] = await queryRows<{ cod_pessoa: number }>(db(), sql`SELECT cod_pessoa FROM pessoa WHERE login = 'aluno'`);
    await db().execute(sql`UPDATE pessoa SET dados_pessoais = dados_pessoais || '{"cpf": "529.982.247-25"}'::jsonb WHERE cod_pessoa = ${aluno}`);
  });
  afterAll(async () => { await app?.close(); await psp?.close(); await pt?.close(); });

  it('keeps a second PIX payment, an unknown charge and a PagTesouro payment of another amount, and lists them for the cashier', async () => {
    // PIX: aluno's R$ 4.50 charged, paid, then paid again.
    const [debit] = (await debts()).json().debitos;
    const made = (await app.inject({ method: 'POST', url: '/api/emprestimo/pix', headers: ana, payload: { debitos: [debit.cod_debito], valor: 4.5 } })).json();
    expect((await webhook(psp.pay(made.txid))).json()).toEqual({ recebidos: 1 });
    const again = psp.pay(made.txid);
    expect((await webhook(again)).json()).toEqual({ recebidos: 1 });
    expect((await webhook(again)).json()).toEqual({ recebidos: 0 }); // a repeated notice keeps nothing twice
    // A payment naming a txid the library never made.
    const stray = { pix: [{ endToEndId: 'E00000000202601011200stray000001', txid: 'NaoEhNosso0000000000000000000001', valor: '7.00', horario: new Date().toISOString() }] };
    expect((await webhook(stray)).json()).toEqual({ recebidos: 1 });
    // PagTesouro: a new R$ 3.00 fine, concluded for R$ 2.99.
    await addFine('3.00', 'Atraso de teste');
    const open = (await debts()).json();
    const payment = (await app.inject({ method: 'POST', url: '/api/emprestimo/pagtesouro', headers: ana, payload: { debitos: open.debitos.map((d: { cod_debito: number }) => d.cod_debito), valor: open.total_a_pagar } })).json();
    const [{ id_pagamento: id }] = await queryRows<{ id_pagamento: string }>(db(), sql`SELECT id_pagamento FROM pagamento_pagtesouro WHERE referencia = ${payment.referencia}`);
    pt.pay(id, 2.99);
    const notice = pt.notice(id);
    expect((await app.inject({ method: 'POST', url: notice.path, payload: notice.body })).json()).toEqual({ situacao: 'aberto' });
    expect((await debts()).json().total_a_pagar).toBe(3);

    const res = await reviews(staff);
    expect(res.statusCode).toBe(200);
    const items = res.json().itens as { provedor: string; motivo: string }[];
    expect(items.map((i) => `${i.provedor}:${i.motivo}`)).toEqual(['pix:pagamento-repetido', 'pix:cobranca-desconhecida', 'pagtesouro:valor-diferente']);
    const [repeated, unknown, pagtesouro] = res.json().itens;
    expect(repeated).toMatchObject({
      valor: 4.5, valor_cobranca: 4.5, cobranca: made.txid, pagamento: again.pix[0].endToEndId, resolucao: null,
      pessoa: { cod_pessoa: aluno, login: 'aluno', nome: expect.any(String) }, debitos: [{ cod_debito: debit.cod_debito, descricao: expect.any(String) }],
    });
    expect(unknown).toMatchObject({ valor: 7, valor_cobranca: null, pessoa: null, debitos: [], cobranca: stray.pix[0].txid });
    expect(pagtesouro).toMatchObject({
      valor: 2.99, valor_cobranca: 3, cobranca: id, pagamento: String(payment.referencia), pessoa: { login: 'aluno' },
      debitos: [expect.objectContaining({ descricao: 'Atraso de teste' })],
    });
    // The workspace menu counts them.
    expect((await app.inject({ url: '/api/balcao/filas', headers: staff })).json()).toMatchObject({ 'pagamentos-revisar': 3 });
  });

  it('refuses a patron, a cataloguer and no token, to the list and to a resolution', async () => {
    const [first] = (await reviews(staff)).json().itens;
    expect((await reviews(ana)).statusCode).toBe(403);
    expect((await reviews(cataloguer)).statusCode).toBe(403);
    expect((await app.inject({ url: '/api/balcao/caixa/revisao' })).statusCode).toBe(401);
    expect((await resolve(first.cod_revisao, { resolucao: 'reembolsado', nota: 'Devolvido' }, ana)).statusCode).toBe(403);
    expect((await resolve(first.cod_revisao, { resolucao: 'reembolsado', nota: 'Devolvido' }, cataloguer)).statusCode).toBe(403);
    expect((await reviews(staff)).json().itens[0].resolucao).toBeNull();
  });

  it('marks one resolved with its note, once, audited; it leaves the open list and the patron\'s PIX listing', async () => {
    const [first] = (await reviews(staff)).json().itens;
    expect((await resolve(first.cod_revisao, { resolucao: 'reembolsado', nota: '   ' })).statusCode).toBe(422);
    expect((await resolve(first.cod_revisao, { resolucao: 'devolvido', nota: 'x' })).statusCode).toBe(400);
    expect((await resolve(first.cod_revisao, { resolucao: 'reembolsado' })).statusCode).toBe(400);
    expect((await resolve(999999, { resolucao: 'outro', nota: 'x' })).statusCode).toBe(404);
    const res = await resolve(first.cod_revisao, { resolucao: 'reembolsado', nota: 'Devolvido pelo banco em 02/01' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ cod_revisao: first.cod_revisao, resolucao: { tipo: 'reembolsado', nota: 'Devolvido pelo banco em 02/01', por: 'bibliotecario', em: expect.any(String) } });
    const twice = await resolve(first.cod_revisao, { resolucao: 'credito', nota: 'de novo' });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().message).toBe('error.payment-review-resolved');

    expect((await reviews(staff)).json().itens.map((i: { cod_revisao: number }) => i.cod_revisao)).not.toContain(first.cod_revisao);
    expect((await reviews(staff, 'resolvidas')).json().itens.map((i: { cod_revisao: number }) => i.cod_revisao)).toEqual([first.cod_revisao]);
    expect((await reviews(staff, 'todas')).json().itens).toHaveLength(3);
    expect((await app.inject({ url: '/api/balcao/filas', headers: staff })).json()).toMatchObject({ 'pagamentos-revisar': 2 });
    const audit = await queryRows<{ acao: string; cod_pessoa: number | null; motivo: string; resolucao: string }>(db(), sql`
      SELECT acao, cod_pessoa, motivo, depois->>'resolucao' AS resolucao FROM auditoria WHERE alvo_tipo = 'pagamento_revisao' AND alvo_id = ${String(first.cod_revisao)}`);
    expect(audit).toEqual([{ acao: 'payment.review', cod_pessoa: aluno, motivo: 'Devolvido pelo banco em 02/01', resolucao: 'reembolsado' }]);
    // The desk's PIX section of the patron no longer asks to refund it.
    const pix = (await app.inject({ url: `/api/balcao/pessoas/${aluno}/pix`, headers: staff })).json();
    expect(pix.revisar).toEqual([]);
  });
});
