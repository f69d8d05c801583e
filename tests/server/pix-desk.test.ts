// Issue 39: PIX charges made at the desk for a patron's debts. The clerk chooses an immediate
// charge or one with a due date (the PSP's cobv) when the library has a PSP; a static code has
// no due date (refused), nor has a patron without a CPF (refused, nothing kept). The charge is
// audited as the clerk's, and the patron finds it, with its due date, among their open charges.
// Only the cashier's staff (circulation) make one: a patron and a cataloguer are refused.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { hasError, parsePix } from 'pix-utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/connect';
import { startFakePsp } from '../support/fake-psp';
import { bearer, login, testApp } from '../support/server-app';
import { backendName } from '../support/test-db';

const SECRET = 'webhook-secret-of-the-desk-test';
const base = { key: 'biblioteca@exemplo.edu.br', merchantName: 'Biblioteca Central', merchantCity: 'Florianopolis', expirySeconds: 3600, webhookSecret: SECRET };

async function people(app: FastifyInstance) {
  const db = app.ctx.database.db;
  const [{ cod_pessoa: aluno }] = await queryRows<{ cod_pessoa: number }>(db, sql`SELECT cod_pessoa FROM pessoa WHERE login = 'aluno'`);
  const [{ cod_pessoa: tecnico }] = await queryRows<{ cod_pessoa: number }>(db, sql`SELECT cod_pessoa FROM pessoa WHERE login = 'tecnico'`);
  return {
    aluno, tecnico,
    ana: bearer((await login(app, 'aluno')).access_token),
    rafael: bearer((await login(app, 'tecnico')).access_token),
    staff: bearer((await login(app, 'bibliotecario')).access_token),
    cataloguer: bearer((await login(app, 'catalogador')).access_token),
  };
}
type People = Awaited<ReturnType<typeof people>>;

const deskCharge = (app: FastifyInstance, auth: Record<string, string>, cod: number, payload: object) =>
  app.inject({ method: 'POST', url: `/api/balcao/pessoas/${cod}/pix`, headers: auth, payload });
const record = (app: FastifyInstance, auth: Record<string, string>, cod: number) => app.inject({ url: `/api/balcao/pessoas/${cod}/pix`, headers: auth });
/** All of a patron's open debts and their total, as the desk's form sends them. */
async function allDebts(app: FastifyInstance, auth: Record<string, string>) {
  const list = (await app.inject({ url: '/api/emprestimo/debitos-pendentes', headers: auth })).json();
  return { debitos: list.debitos.map((d: { cod_debito: number }) => d.cod_debito) as number[], valor: list.total_a_pagar as number };
}
async function addFine(app: FastifyInstance, codPessoa: number, value: string) {
  await app.ctx.database.db.execute(sql`INSERT INTO multa (cod_pessoa, cod_biblioteca, valor_multa, desconto, valor_pago, tipo_servico, motivo)
    SELECT ${codPessoa}, min(cod_biblioteca), ${value}::numeric, 0, 0, 'Empréstimo', 'Multa de teste' FROM biblioteca`);
}

describe(`PIX at the desk without a PSP: static codes only (${backendName})`, () => {
  let app: FastifyInstance;
  let who: People;
  beforeAll(async () => {
    app = await testApp({ pix: { ...base, cobv: { days: null, validityDays: 30 }, psp: null } });
    who = await people(app);
  });
  afterAll(() => app?.close());

  it('offers no due date, refuses one, and makes a static code audited as the clerk\'s that the patron then sees', async () => {
    expect((await record(app, who.staff, who.aluno)).json().cobv).toBeNull();
    const chosen = await allDebts(app, who.ana);
    const refused = await deskCharge(app, who.staff, who.aluno, { ...chosen, vencimento_dias: 5 });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('error.pix-cobv-unavailable');
    expect(await queryRows(app.ctx.database.db, sql`SELECT 1 FROM cobranca_pix`)).toEqual([]);

    const res = await deskCharge(app, who.staff, who.aluno, chosen);
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json();
    expect(made).toMatchObject({ valor: chosen.valor, debitos: chosen.debitos, situacao: 'ativa', dinamica: false, vencimento: null });
    expect(hasError(parsePix(made.copia_e_cola))).toBe(false);
    const audit = await queryRows<{ acao: string; autor: string; cod_pessoa: number }>(app.ctx.database.db, sql`
      SELECT t.acao, a.login AS autor, t.cod_pessoa FROM auditoria t JOIN pessoa a ON a.cod_pessoa = t.autor WHERE t.alvo_tipo = 'cobranca_pix' AND t.alvo_id = ${made.txid}`);
    expect(audit).toEqual([{ acao: 'pix.charge', autor: 'bibliotecario', cod_pessoa: who.aluno }]);
    // On the patron's debts page: their open charges, this one among them; no one else's.
    expect((await app.inject({ url: '/api/emprestimo/pix', headers: who.ana })).json()).toEqual([made]);
    expect((await app.inject({ url: '/api/emprestimo/pix', headers: who.rafael })).json()).toEqual([]);
  });

  it('refuses a patron, a cataloguer and no token; a stale amount is refused as on the patron\'s page', async () => {
    const chosen = await allDebts(app, who.ana);
    expect((await deskCharge(app, who.ana, who.aluno, chosen)).statusCode).toBe(403);
    expect((await deskCharge(app, who.cataloguer, who.aluno, chosen)).statusCode).toBe(403);
    expect((await app.inject({ method: 'POST', url: `/api/balcao/pessoas/${who.aluno}/pix`, payload: chosen })).statusCode).toBe(401);
    expect((await deskCharge(app, who.staff, who.aluno, { ...chosen, valor: chosen.valor + 1 })).json().message).toBe('error.slip-amount-changed');
    expect((await deskCharge(app, who.staff, who.aluno, { ...chosen, vencimento_dias: 0 })).statusCode).toBe(400);
    expect((await deskCharge(app, who.staff, who.aluno, { ...chosen, vencimento_dias: 61 })).statusCode).toBe(400);
    expect((await deskCharge(app, who.staff, 99999999, chosen)).statusCode).toBe(422);
  });
});

describe(`PIX at the desk through a PSP: immediate or with a due date (${backendName})`, () => {
  let app: FastifyInstance;
  let psp: Awaited<ReturnType<typeof startFakePsp>>;
  let who: People;
  const db = () => app.ctx.database.db;
  beforeAll(async () => {
    psp = await startFakePsp();
    app = await testApp({ pix: { ...base, cobv: { days: null, validityDays: 10 }, psp: psp.settings } });
    who = await people(app);
    await db().execute(sql`UPDATE pessoa SET dados_pessoais = dados_pessoais || '{"cpf": "529.982.247-25"}'::jsonb WHERE cod_pessoa = ${who.aluno}`);
  });
  afterAll(async () => { await app?.close(); await psp?.close(); });

  it('offers a due date, and makes a cobv due when the clerk chose, naming the patron, that the patron sees with its due date', async () => {
    expect((await record(app, who.staff, who.aluno)).json().cobv).toEqual({ dias: 3, validade_dias: 10 });
    const chosen = await allDebts(app, who.ana);
    const res = await deskCharge(app, who.staff, who.aluno, { ...chosen, vencimento_dias: 7 });
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json();
    const [{ due, last, nome }] = await queryRows<{ due: string; last: string; nome: string }>(db(), sql`
      SELECT to_char(current_date + 7, 'YYYY-MM-DD') AS due, to_char(current_date + 17, 'YYYY-MM-DD') AS last, (SELECT nome FROM pessoa WHERE cod_pessoa = ${who.aluno}) AS nome`);
    expect(psp.cobs.get(made.txid)).toMatchObject({ kind: 'cobv', calendario: { dataDeVencimento: due, validadeAposVencimento: 10 }, devedor: { cpf: '52998224725', nome } });
    expect(made).toMatchObject({ dinamica: true, situacao: 'ativa', vencimento: due });
    const [{ ultimo }] = await queryRows<{ ultimo: string }>(db(), sql`
      SELECT to_char(expira_em - interval '1 second', 'YYYY-MM-DD') AS ultimo FROM cobranca_pix WHERE txid = ${made.txid}`);
    expect(ultimo).toBe(last);
    const open = (await app.inject({ url: '/api/emprestimo/pix', headers: who.ana })).json();
    expect(open).toEqual([expect.objectContaining({ txid: made.txid, vencimento: due, expira_em: made.expira_em })]);
    expect((await app.inject({ url: `/api/emprestimo/pix/${made.txid}`, headers: who.ana })).json().vencimento).toBe(due);
  });

  it('makes an immediate cob when the clerk chose none, and refuses a due date for a patron without a CPF, keeping nothing', async () => {
    const chosen = await allDebts(app, who.ana);
    const made = (await deskCharge(app, who.staff, who.aluno, chosen)).json();
    expect(psp.cobs.get(made.txid)).toMatchObject({ kind: 'cob', expiracao: 3600 });
    expect(made.vencimento).toBeNull();

    await db().execute(sql`UPDATE pessoa SET dados_pessoais = dados_pessoais - 'cpf' WHERE cod_pessoa = ${who.tecnico}`);
    await addFine(app, who.tecnico, '1.50');
    const theirs = await allDebts(app, who.rafael);
    const before = psp.calls.length;
    const refused = await deskCharge(app, who.staff, who.tecnico, { ...theirs, vencimento_dias: 3 });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('error.pix-cpf-required');
    expect(psp.calls.length).toBe(before);
    expect(await queryRows(db(), sql`SELECT 1 FROM cobranca_pix WHERE cod_pessoa = ${who.tecnico}`)).toEqual([]);
  });

  it('a paid or expired charge leaves the patron\'s open charges', async () => {
    const open = (await app.inject({ url: '/api/emprestimo/pix', headers: who.ana })).json() as { txid: string }[];
    expect(open.length).toBeGreaterThan(1);
    const [newest, older] = open;
    await db().execute(sql`UPDATE cobranca_pix SET expira_em = now() - interval '1 minute' WHERE txid = ${older.txid}`);
    expect((await app.inject({ method: 'POST', url: `/api/pix/webhook/${SECRET}/pix`, payload: psp.pay(newest.txid) })).json()).toEqual({ recebidos: 1 });
    const left = ((await app.inject({ url: '/api/emprestimo/pix', headers: who.ana })).json() as { txid: string }[]).map((c) => c.txid);
    expect(left).not.toContain(newest.txid);
    expect(left).not.toContain(older.txid);

    // A charge whose debt was paid meanwhile (here, at the desk's cashier) is not offered to pay.
    await addFine(app, who.aluno, '2.20');
    const made = (await deskCharge(app, who.staff, who.aluno, await allDebts(app, who.ana))).json();
    const listed = async () => ((await app.inject({ url: '/api/emprestimo/pix', headers: who.ana })).json() as { txid: string }[]).map((c) => c.txid);
    expect(await listed()).toContain(made.txid);
    const paid = await app.inject({ method: 'POST', url: '/api/balcao/caixa/pagamentos', headers: who.staff,
      payload: { usuario: 'aluno', valor_centavos: 220, metodo: 'dinheiro', balcao: 'Balcão 1', multas: made.debitos } });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(await listed()).not.toContain(made.txid);
  });
});

describe(`PIX with PIX_COBV_DAYS: the desk may still choose an immediate charge (${backendName})`, () => {
  let app: FastifyInstance;
  let psp: Awaited<ReturnType<typeof startFakePsp>>;
  let who: People;
  beforeAll(async () => {
    psp = await startFakePsp();
    app = await testApp({ pix: { ...base, cobv: { days: 5, validityDays: 30 }, psp: psp.settings } });
    who = await people(app);
    await app.ctx.database.db.execute(sql`UPDATE pessoa SET dados_pessoais = dados_pessoais || '{"cpf": "529.982.247-25"}'::jsonb WHERE cod_pessoa = ${who.aluno}`);
  });
  afterAll(async () => { await app?.close(); await psp?.close(); });

  it('offers PIX_COBV_DAYS first; the patron\'s own charge is a cobv, the desk\'s without a due date a cob', async () => {
    expect((await record(app, who.staff, who.aluno)).json().cobv).toEqual({ dias: 5, validade_dias: 30 });
    const chosen = await allDebts(app, who.ana);
    const own = (await app.inject({ method: 'POST', url: '/api/emprestimo/pix', headers: who.ana, payload: chosen })).json();
    expect(psp.cobs.get(own.txid)).toMatchObject({ kind: 'cobv' });
    expect(own.vencimento).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const desk = (await deskCharge(app, who.staff, who.aluno, chosen)).json();
    expect(psp.cobs.get(desk.txid)).toMatchObject({ kind: 'cob' });
    expect(desk.vencimento).toBeNull();
  });
});
