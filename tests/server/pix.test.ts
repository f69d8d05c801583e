// Issue 39 item 1: PIX charges for debts. Static (the library's key; staff clear it, audited)
// and dynamic through a fake PSP speaking the Pix API (cob, OAuth2, webhook): the webhook's
// secret refused when wrong, debts cleared in one go, a repeated notice changing nothing, a
// second payment flagged, reconciliation when the webhook never came, expired charges shown,
// other patrons kept out. The BR Codes are read back by pix-utils.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { hasError, parsePix } from 'pix-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/connect';
import { runDueJobs } from '../../server/jobs/scheduler';
import { startFakePsp } from '../support/fake-psp';
import { bearer, login, testApp } from '../support/server-app';
import { backendName } from '../support/test-db';

const SECRET = 'webhook-secret-of-the-test';
const base = { key: 'biblioteca@exemplo.edu.br', merchantName: 'Biblioteca Central', merchantCity: 'Florianópolis', expirySeconds: 3600, webhookSecret: SECRET, cobv: { days: null, validityDays: 30 } };

async function setup(app: FastifyInstance) {
  const ana = bearer((await login(app, 'aluno')).access_token);
  const rafael = bearer((await login(app, 'tecnico')).access_token);
  const staff = bearer((await login(app, 'bibliotecario')).access_token);
  const admin = bearer((await login(app, 'administrador')).access_token);
  const [{ cod_pessoa: aluno }] = await queryRows<{ cod_pessoa: number }>(app.ctx.database.db, sql`SELECT cod_pessoa FROM pessoa WHERE login = 'aluno'`);
  return { ana, rafael, staff, admin, aluno };
}
const debts = (app: FastifyInstance, auth: Record<string, string>) => app.inject({ url: '/api/emprestimo/debitos-pendentes', headers: auth });
const charge = (app: FastifyInstance, auth: Record<string, string>, payload: object) => app.inject({ method: 'POST', url: '/api/emprestimo/pix', headers: auth, payload });

describe(`PIX without a PSP: static BR Code, cleared by staff (${backendName})`, () => {
  let app: FastifyInstance;
  let who: Awaited<ReturnType<typeof setup>>;
  beforeAll(async () => {
    app = await testApp({ pix: { ...base, psp: null } });
    who = await setup(app);
  });
  afterAll(() => app?.close());

  it("makes a static charge for aluno's debt whose BR Code carries key, amount, txid and a right CRC", async () => {
    const [debit] = (await debts(app, who.ana)).json().debitos;
    const res = await charge(app, who.ana, { debitos: [debit.cod_debito], valor: 4.5 });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ valor: 4.5, debitos: [debit.cod_debito], situacao: 'ativa', dinamica: false, pago_em: null });
    const read = parsePix(body.copia_e_cola);
    expect(hasError(read)).toBe(false);
    expect(read).toMatchObject({ type: 'STATIC', pixKey: base.key, transactionAmount: 4.5, txid: body.txid, merchantName: 'Biblioteca Central', merchantCity: 'Florianopolis' });
    const [row] = await queryRows<{ valor_centavos: number }>(app.ctx.database.db, sql`SELECT valor_centavos FROM cobranca_pix WHERE txid = ${body.txid}`);
    expect(row.valor_centavos).toBe(450);
  });

  it('refuses a stale amount, a debt not open or not theirs, and shows a charge only to its patron', async () => {
    const [debit] = (await debts(app, who.ana)).json().debitos;
    expect((await charge(app, who.ana, { debitos: [debit.cod_debito], valor: 4.49 })).json().message).toBeDefined();
    expect((await charge(app, who.ana, { debitos: [debit.cod_debito], valor: 4.49 })).statusCode).toBe(422);
    expect((await charge(app, who.ana, { debitos: [debit.cod_debito, 999999], valor: 4.5 })).statusCode).toBe(404);
    expect((await charge(app, who.rafael, { debitos: [debit.cod_debito], valor: 4.5 })).statusCode).toBe(422);
    const made = (await charge(app, who.ana, { debitos: [debit.cod_debito], valor: 4.5 })).json();
    expect((await app.inject({ url: `/api/emprestimo/pix/${made.txid}`, headers: who.ana })).statusCode).toBe(200);
    expect((await app.inject({ url: `/api/emprestimo/pix/${made.txid}`, headers: who.rafael })).statusCode).toBe(404);
    expect((await app.inject({ url: `/api/balcao/pessoas/${who.aluno}/pix`, headers: who.ana })).statusCode).toBe(403);
  });

  it('staff clear it with a reason: the debt is paid, the charge concluida, both audited; a second clearing is refused', async () => {
    const [debit] = (await debts(app, who.ana)).json().debitos;
    const made = (await charge(app, who.ana, { debitos: [debit.cod_debito], valor: 4.5 })).json();
    const list = (await app.inject({ url: `/api/balcao/pessoas/${who.aluno}/pix`, headers: who.staff })).json();
    expect(list.cobrancas.map((c: { txid: string }) => c.txid)).toContain(made.txid);
    const clear = (motivo: string) => app.inject({ method: 'POST', url: `/api/balcao/pix/${made.txid}/baixa`, headers: who.staff, payload: { motivo } });
    expect((await clear('   ')).statusCode).toBe(422);
    const res = await clear('Extrato do dia');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ situacao: 'concluida', pago_em: expect.any(String) });
    expect((await debts(app, who.ana)).json()).toEqual({ total_a_pagar: 0, debitos: [] });
    const audit = await queryRows<{ acao: string; autor: number | null }>(app.ctx.database.db, sql`
      SELECT acao, autor FROM auditoria WHERE (alvo_tipo = 'cobranca_pix' AND alvo_id = ${made.txid}) OR (acao = 'payment.take' AND depois->>'txid' = ${made.txid})`);
    expect(audit.map((a) => a.acao).sort()).toEqual(['payment.take', 'pix.clear']);
    // A cashier entry by the staff member who saw the money, bank money outside the desks' closing.
    const [entry] = await queryRows<{ metodo: string; valor_centavos: number; pelo_banco: boolean; autor: number | null }>(app.ctx.database.db, sql`
      SELECT g.metodo, g.valor_centavos, g.pelo_banco, g.autor FROM pagamento g JOIN pagamento_multa pm USING (cod_pagamento) WHERE pm.cod_multa = ${debit.cod_debito}`);
    expect(entry).toMatchObject({ metodo: 'pix', valor_centavos: 450, pelo_banco: true });
    expect(entry.autor).not.toBeNull();
    expect((await clear('de novo')).statusCode).toBe(422);
    const alerts = await queryRows<{ tipo: string }>(app.ctx.database.db, sql`SELECT tipo FROM alerta WHERE chave = ${`pix:${made.txid}`}`);
    expect(alerts).toEqual([{ tipo: 'pagamento_pix' }]);
  });
});

describe(`PIX through a PSP: cob, webhook, reconciliation (${backendName})`, () => {
  let app: FastifyInstance;
  let psp: Awaited<ReturnType<typeof startFakePsp>>;
  let who: Awaited<ReturnType<typeof setup>>;
  const webhook = (payload: object, secret = SECRET) => app.inject({ method: 'POST', url: `/api/pix/webhook/${secret}/pix`, payload });
  const addFine = async (value: string) => {
    await app.ctx.database.db.execute(sql`INSERT INTO multa (cod_pessoa, cod_biblioteca, valor_multa, desconto, valor_pago, tipo_servico, motivo)
      SELECT ${who.aluno}, min(cod_biblioteca), ${value}::numeric, 0, 0, 'Empréstimo', 'Multa de teste' FROM biblioteca`);
  };
  beforeAll(async () => {
    psp = await startFakePsp();
    app = await testApp({ pix: { ...base, psp: psp.settings } });
    who = await setup(app);
  });
  afterAll(async () => { await app?.close(); await psp?.close(); });

  it('asks the PSP for a cob and gives the dynamic BR Code with its location', async () => {
    const [debit] = (await debts(app, who.ana)).json().debitos;
    const res = await charge(app, who.ana, { debitos: [debit.cod_debito], valor: 4.5 });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ dinamica: true, situacao: 'ativa' });
    expect(body.txid).toMatch(/^[A-Za-z0-9]{32}$/);
    const cob = psp.cobs.get(body.txid)!;
    expect(cob).toMatchObject({ valor: '4.50', chave: base.key, expiracao: 3600 });
    expect(parsePix(body.copia_e_cola)).toMatchObject({ type: 'DYNAMIC', url: cob.location });
    expect(psp.calls).toContain('POST /oauth/token');
  });

  it('refuses the webhook with a wrong secret (401) and changes nothing', async () => {
    const [debit] = (await debts(app, who.ana)).json().debitos;
    const made = (await charge(app, who.ana, { debitos: [debit.cod_debito], valor: 4.5 })).json();
    const res = await webhook(psp.pay(made.txid), 'wrong');
    expect(res.statusCode).toBe(401);
    expect((await debts(app, who.ana)).json().total_a_pagar).toBe(4.5);
  });

  it('clears the debt at the webhook, at once, with an alert; a repeated notice changes nothing; a second payment is flagged', async () => {
    const [debit] = (await debts(app, who.ana)).json().debitos;
    const made = (await charge(app, who.ana, { debitos: [debit.cod_debito], valor: 4.5 })).json();
    const notice = psp.pay(made.txid);
    const res = await webhook(notice);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ recebidos: 1 });
    // Cleared by the time the webhook is answered (how fast: bench/pix-webhook.ts).
    expect((await debts(app, who.ana)).json()).toEqual({ total_a_pagar: 0, debitos: [] });
    const seen = (await app.inject({ url: `/api/emprestimo/pix/${made.txid}`, headers: who.ana })).json();
    expect(seen).toMatchObject({ situacao: 'concluida', pago_em: notice.pix[0].horario });
    const alerts = await queryRows<{ tipo: string }>(app.ctx.database.db, sql`SELECT tipo FROM alerta WHERE chave = ${`pix:${made.txid}`}`);
    expect(alerts).toEqual([{ tipo: 'pagamento_pix' }]);

    // Recorded through the cashier: one entry with a receipt number, method pix, audited under
    // the PIX channel with no author, and no desk's closing counts it.
    const entries = await queryRows<{ recibo: number; metodo: string; balcao: string; valor_centavos: number; autor: number | null }>(app.ctx.database.db, sql`
      SELECT g.cod_pagamento AS recibo, g.metodo, g.balcao, g.valor_centavos, g.autor FROM pagamento g JOIN pagamento_multa pm USING (cod_pagamento)
      WHERE pm.cod_multa = ${debit.cod_debito}`);
    expect(entries).toEqual([{ recibo: expect.any(Number), metodo: 'pix', balcao: 'Pix', valor_centavos: 450, autor: null }]);
    const trail = (await app.inject({ url: `/api/balcao/auditoria?canal=pix&acao=payment.take`, headers: who.admin })).json();
    expect(trail.itens.find((e: { alvo_id: string }) => e.alvo_id === String(entries[0].recibo))).toMatchObject({
      canal: 'pix', autor: null, usuario: 'aluno', depois: expect.objectContaining({ metodo: 'pix', txid: made.txid }),
    });
    const today = new Date().toISOString().slice(0, 10);
    const closing = (await app.inject({ url: `/api/balcao/caixa/fechamento?data=${today}`, headers: who.staff })).json();
    expect(closing.linhas.filter((l: { metodo: string }) => l.metodo === 'pix')).toEqual([]);

    expect((await webhook(notice)).json()).toEqual({ recebidos: 0 });
    const paid = await queryRows<{ valor_pago: string }>(app.ctx.database.db, sql`SELECT valor_pago::text FROM multa WHERE cod_multa = ${debit.cod_debito}`);
    expect(Number(paid[0].valor_pago)).toBe(4.5);

    // The same charge paid again (another endToEndId): kept for staff, nothing paid twice.
    expect((await webhook(psp.pay(made.txid))).json()).toEqual({ recebidos: 1 });
    const list = (await app.inject({ url: `/api/balcao/pessoas/${who.aluno}/pix`, headers: who.staff })).json();
    expect(list.revisar).toEqual([expect.objectContaining({ txid: made.txid, valor: 4.5, motivo: 'pagamento-repetido' })]);
  });

  it('a payment of another amount is flagged and pays nothing; the right one then clears the debt', async () => {
    await addFine('2.00');
    const [debit] = (await debts(app, who.ana)).json().debitos;
    const first = (await charge(app, who.ana, { debitos: [debit.cod_debito], valor: 2 })).json();
    const second = (await charge(app, who.ana, { debitos: [debit.cod_debito], valor: 2 })).json();
    expect((await webhook(psp.pay(second.txid, '1.00'))).statusCode).toBe(200);
    expect((await debts(app, who.ana)).json().total_a_pagar).toBe(2);
    await webhook(psp.pay(first.txid));
    expect((await debts(app, who.ana)).json().total_a_pagar).toBe(0);
    const list = (await app.inject({ url: `/api/balcao/pessoas/${who.aluno}/pix`, headers: who.staff })).json();
    expect(list.revisar.map((r: { motivo: string }) => r.motivo)).toEqual(expect.arrayContaining(['valor-diferente']));
  });

  it('the reconciliation job clears a charge whose webhook never came, and marks expired ones', async () => {
    await addFine('3.25');
    const [debit] = (await debts(app, who.ana)).json().debitos;
    const lost = (await charge(app, who.ana, { debitos: [debit.cod_debito], valor: 3.25 })).json();
    psp.pay(lost.txid); // paid at the PSP; the webhook is lost
    await addFine('1.10');
    const other = (await debts(app, who.ana)).json().debitos.find((d: { total_a_pagar: number }) => d.total_a_pagar === 1.1);
    const stale = (await charge(app, who.ana, { debitos: [other.cod_debito], valor: 1.1 })).json();
    await app.ctx.database.db.execute(sql`UPDATE cobranca_pix SET criado_em = now() - interval '2 hours' WHERE txid IN (${lost.txid}, ${stale.txid})`);
    await app.ctx.database.db.execute(sql`UPDATE cobranca_pix SET expira_em = now() - interval '1 hour' WHERE txid = ${stale.txid}`);
    expect((await app.inject({ url: `/api/emprestimo/pix/${stale.txid}`, headers: who.ana })).json().situacao).toBe('expirada');
    const result = await runDueJobs(app.ctx, { ...app.ctx.config.jobs, enabled: true }, 'pix-conciliacao');
    expect(JSON.stringify(result)).toContain('"cleared":1');
    expect((await app.inject({ url: `/api/emprestimo/pix/${lost.txid}`, headers: who.ana })).json().situacao).toBe('concluida');
    const [row] = await queryRows<{ situacao: string }>(app.ctx.database.db, sql`SELECT situacao FROM cobranca_pix WHERE txid = ${stale.txid}`);
    expect(row.situacao).toBe('expirada');
    expect((await debts(app, who.ana)).json().debitos.map((d: { cod_debito: number }) => d.cod_debito)).toEqual([other.cod_debito]);
  });

  it('says so (422, no 5xx) when the PSP refuses, and keeps no charge', async () => {
    const [debit] = (await debts(app, who.ana)).json().debitos;
    const broken = await testApp({ pix: { ...base, psp: { ...psp.settings, clientSecret: 'wrong' } } });
    try {
      const auth = bearer((await login(broken, 'aluno')).access_token);
      const list = (await debts(broken, auth)).json();
      const res = await charge(broken, auth, { debitos: [list.debitos[0].cod_debito], valor: list.debitos[0].total_a_pagar });
      expect(res.statusCode).toBe(422);
      expect(res.json().message ?? res.body).toContain('pix-provider-unavailable');
      expect(await queryRows(broken.ctx.database.db, sql`SELECT 1 FROM cobranca_pix`)).toEqual([]);
    } finally { await broken.close(); }
    expect(debit).toBeDefined();
  });
});

describe(`PIX with a due date: cobv through the PSP (${backendName})`, () => {
  let app: FastifyInstance;
  let psp: Awaited<ReturnType<typeof startFakePsp>>;
  let who: Awaited<ReturnType<typeof setup>>;
  const db = () => app.ctx.database.db;
  const addFine = async (codPessoa: number, value: string) => {
    await db().execute(sql`INSERT INTO multa (cod_pessoa, cod_biblioteca, valor_multa, desconto, valor_pago, tipo_servico, motivo)
      SELECT ${codPessoa}, min(cod_biblioteca), ${value}::numeric, 0, 0, 'Empréstimo', 'Multa de teste' FROM biblioteca`);
  };
  beforeAll(async () => {
    psp = await startFakePsp();
    app = await testApp({ pix: { ...base, psp: psp.settings, cobv: { days: 3, validityDays: 10 } } });
    who = await setup(app);
    await db().execute(sql`UPDATE pessoa SET dados_pessoais = dados_pessoais || '{"cpf": "529.982.247-25"}'::jsonb WHERE cod_pessoa = ${who.aluno}`);
  });
  afterAll(async () => { await app?.close(); await psp?.close(); });

  it('asks for a cobv due in PIX_COBV_DAYS naming the patron, payable until the validity ends; the webhook clears it', async () => {
    const [debit] = (await debts(app, who.ana)).json().debitos;
    const res = await charge(app, who.ana, { debitos: [debit.cod_debito], valor: 4.5 });
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json();
    const cob = psp.cobs.get(made.txid)!;
    const [{ due, last, nome }] = await queryRows<{ due: string; last: string; nome: string }>(db(), sql`
      SELECT to_char(current_date + 3, 'YYYY-MM-DD') AS due, to_char(current_date + 13, 'YYYY-MM-DD') AS last, (SELECT nome FROM pessoa WHERE cod_pessoa = ${who.aluno}) AS nome`);
    expect(cob).toMatchObject({ kind: 'cobv', valor: '4.50', chave: base.key, calendario: { dataDeVencimento: due, validadeAposVencimento: 10 }, devedor: { cpf: '52998224725', nome } });
    expect(psp.calls).toContain(`PUT /cobv/${made.txid}`);
    expect(parsePix(made.copia_e_cola)).toMatchObject({ type: 'DYNAMIC', url: cob.location });
    const [row] = await queryRows<{ tipo: string; vencimento: string; ultimo: string }>(db(), sql`
      SELECT tipo, to_char(vencimento, 'YYYY-MM-DD') AS vencimento, to_char(expira_em - interval '1 second', 'YYYY-MM-DD') AS ultimo FROM cobranca_pix WHERE txid = ${made.txid}`);
    expect(row).toEqual({ tipo: 'cobv', vencimento: due, ultimo: last });
    expect((await app.inject({ url: `/api/emprestimo/pix/${made.txid}`, headers: who.ana })).json().situacao).toBe('ativa');

    const notice = psp.pay(made.txid);
    expect((await app.inject({ method: 'POST', url: `/api/pix/webhook/${SECRET}/pix`, payload: notice })).json()).toEqual({ recebidos: 1 });
    expect((await debts(app, who.ana)).json()).toEqual({ total_a_pagar: 0, debitos: [] });
    const [entry] = await queryRows<{ metodo: string; pelo_banco: boolean }>(db(), sql`
      SELECT g.metodo, g.pelo_banco FROM pagamento g JOIN pagamento_multa pm USING (cod_pagamento) WHERE pm.cod_multa = ${debit.cod_debito}`);
    expect(entry).toEqual({ metodo: 'pix', pelo_banco: true });
  });

  it('the reconciliation job asks GET /cobv for a cobv whose webhook never came', async () => {
    await addFine(who.aluno, '2.75');
    const [debit] = (await debts(app, who.ana)).json().debitos;
    const lost = (await charge(app, who.ana, { debitos: [debit.cod_debito], valor: 2.75 })).json();
    psp.pay(lost.txid);
    await db().execute(sql`UPDATE cobranca_pix SET criado_em = now() - interval '2 hours' WHERE txid = ${lost.txid}`);
    const result = await runDueJobs(app.ctx, { ...app.ctx.config.jobs, enabled: true }, 'pix-conciliacao');
    expect(JSON.stringify(result)).toContain('"cleared":1');
    expect(psp.calls).toContain(`GET /cobv/${lost.txid}`);
    expect(psp.calls).not.toContain(`GET /cob/${lost.txid}`);
    expect((await app.inject({ url: `/api/emprestimo/pix/${lost.txid}`, headers: who.ana })).json().situacao).toBe('concluida');
  });

  it('gives a patron without a CPF on record an immediate cob', async () => {
    const [{ cod_pessoa }] = await queryRows<{ cod_pessoa: number }>(db(), sql`SELECT cod_pessoa FROM pessoa WHERE login = 'tecnico'`);
    await db().execute(sql`UPDATE pessoa SET dados_pessoais = dados_pessoais - 'cpf' WHERE cod_pessoa = ${cod_pessoa}`);
    await addFine(cod_pessoa, '1.50');
    const list = (await debts(app, who.rafael)).json();
    const made = (await charge(app, who.rafael, { debitos: list.debitos.map((d: { cod_debito: number }) => d.cod_debito), valor: list.total_a_pagar })).json();
    expect(psp.cobs.get(made.txid)).toMatchObject({ kind: 'cob', expiracao: 3600 });
    const [row] = await queryRows<{ tipo: string; vencimento: string | null }>(db(), sql`SELECT tipo, vencimento FROM cobranca_pix WHERE txid = ${made.txid}`);
    expect(row).toEqual({ tipo: 'cob', vencimento: null });
  });
});
