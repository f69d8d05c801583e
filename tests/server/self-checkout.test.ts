// Check out with the phone (issue 39 item 3): only inside the library (the entrance's rotating
// code, or the library's network ranges from the address the server trusts), only where the
// library turned it on and for the loan types it chose, each loan the circulation core's
// check-out with the desk's refusals, audited with the phone as channel; the receipt is the
// patron's own and staff verify it by its code.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/connect';
import { CODE_WINDOW_SECONDS, entranceCode, windowOf } from '../../server/modules/circulation/self-checkout/entrance-code';
import { bearer, login, publicToken, testApp } from '../support/server-app';
import { backendName } from '../support/test-db';

type Auth = Record<string, string>;

describe(`check out with the phone (${backendName})`, () => {
  let app: FastifyInstance;
  let admin: Auth;
  let staff: Auth;
  let ana: Auth;
  let carlos: Auth;
  let helena: Auth;
  let library: number;
  let copies: { cod_exemplar: number; cod_acervo: number }[];
  const rows = <T>(text: string) => queryRows<T>(app.ctx.database.db, sql.raw(text));
  const run = (text: string) => app.ctx.database.db.execute(sql.raw(text));
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, auth: Auth, payload?: object, remoteAddress?: string) =>
    app.inject({ method, url: `/api${url}`, headers: auth, ...(payload ? { payload } : {}), ...(remoteAddress ? { remoteAddress } : {}) });
  const setting = (body: { ativo: boolean; tipos_emprestimo: string[]; redes: string[] }) => call('PUT', `/balcao/autoemprestimo/${library}`, admin, body);
  const entrance = async () => (await call('GET', `/balcao/autoemprestimo/${library}/codigo`, staff)).json() as { codigo: string; endereco: string; qr_svg: string };
  const start = (auth: Auth, body: object, address?: string) => call('POST', '/autoemprestimo/visitas', auth, body, address);
  const borrow = (auth: Auth, visit: number, copy: number | string) => call('POST', `/autoemprestimo/visitas/${visit}/emprestimos`, auth, { codigo_barras: String(copy) });
  async function visitWithCode(auth: Auth) {
    const answer = await start(auth, { cod_biblioteca: library, codigo: (await entrance()).codigo });
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json() as { cod_visita: number; codigo: string };
  }

  beforeAll(async () => {
    app = await testApp();
    admin = bearer((await login(app, 'administrador')).access_token);
    staff = bearer((await login(app, 'bibliotecario')).access_token);
    ana = bearer((await login(app, 'aluno')).access_token);
    carlos = bearer((await login(app, 'posgrad')).access_token);
    helena = bearer((await login(app, 'professor')).access_token);
    copies = await rows(`
      SELECT DISTINCT ON (e.cod_acervo) e.cod_exemplar, e.cod_acervo FROM exemplar e
      WHERE NOT EXISTS (SELECT 1 FROM reserva r WHERE r.cod_acervo = e.cod_acervo)
        AND e.cod_biblioteca = (SELECT min(cod_biblioteca) FROM exemplar) AND e.situacao = 'disponivel' AND e.tipo_emprestimo = 'normal'
      ORDER BY e.cod_acervo, e.cod_exemplar LIMIT 6`);
    library = (await rows<{ cod_biblioteca: number }>(`SELECT cod_biblioteca FROM exemplar WHERE cod_exemplar = ${copies[0].cod_exemplar}`))[0].cod_biblioteca;
    expect(copies.length).toBe(6);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('is off until the library turns it on: no entrance code, and a patron is refused', async () => {
    expect((await call('GET', `/balcao/autoemprestimo/${library}/codigo`, staff)).json()).toEqual({ message: 'error.self-checkout-off' });
    const refused = await start(ana, { cod_biblioteca: library, codigo: 'ABCDEFGH' });
    expect([refused.statusCode, refused.json()]).toEqual([422, { message: 'error.self-checkout-off' }]);
    const listed = (await call('GET', '/balcao/autoemprestimo', staff)).json();
    expect(listed.bibliotecas.find((b: { cod_biblioteca: number }) => b.cod_biblioteca === library)).toMatchObject({ ativo: false, tipos_emprestimo: [], redes: [] });
    expect(listed.tipos_emprestimo.map((t: { codigo: string }) => t.codigo)).toContain('normal');
  });

  it('lets only an administrator turn it on, refuses a range that is not one, and audits the change', async () => {
    expect((await call('PUT', `/balcao/autoemprestimo/${library}`, ana, { ativo: true, tipos_emprestimo: [], redes: [] })).statusCode).toBe(403);
    expect((await setting({ ativo: true, tipos_emprestimo: ['normal'], redes: ['10.0.0.0/33'] })).json()).toEqual({ message: 'error.self-checkout-bad-range' });
    expect((await setting({ ativo: true, tipos_emprestimo: ['nenhum'], redes: [] })).json()).toEqual({ message: 'error.loan-type-not-found' });
    const saved = await setting({ ativo: true, tipos_emprestimo: ['normal'], redes: ['10.20.0.0/16'] });
    expect(saved.json()).toMatchObject({ cod_biblioteca: library, ativo: true, tipos_emprestimo: ['normal'], redes: ['10.20.0.0/16'] });
    expect(await rows(`SELECT 1 FROM auditoria WHERE acao = 'self-checkout.settings' AND alvo_id = '${library}'`)).toHaveLength(1);
  });

  it('refuses a patron outside the library: no code and an address outside its ranges, even with a forged X-Forwarded-For', async () => {
    const outside = await start(ana, {}, '192.0.2.10');
    expect([outside.statusCode, outside.json()]).toEqual([422, { message: 'error.self-checkout-outside' }]);
    const forged = await app.inject({ method: 'POST', url: '/api/autoemprestimo/visitas', headers: { ...ana, 'x-forwarded-for': '10.20.1.1' }, payload: {}, remoteAddress: '192.0.2.10' });
    expect(forged.json()).toEqual({ message: 'error.self-checkout-outside' });
  });

  it("admits a patron on the library's network without a code", async () => {
    const inside = await start(ana, {}, '10.20.7.8');
    expect(inside.statusCode, inside.body).toBe(201);
    expect(inside.json()).toMatchObject({ cod_biblioteca: library, prova: 'rede', aberta: true, itens: [] });
  });

  it('refuses a stale entrance code or another library\'s, and accepts the one the entrance shows now', async () => {
    const [{ valor: secret }] = await rows<{ valor: string }>(`SELECT valor FROM chave_servidor WHERE nome = 'autoemprestimo'`).then(async (r) => r.length ? r : (await entrance(), rows<{ valor: string }>(`SELECT valor FROM chave_servidor WHERE nome = 'autoemprestimo'`)));
    const [{ ms }] = await rows<{ ms: number }>(`SELECT (extract(epoch FROM now()) * 1000)::float8 AS ms`);
    const stale = entranceCode(secret, library, windowOf(ms) - 2);
    const refused = await start(ana, { cod_biblioteca: library, codigo: stale });
    expect([refused.statusCode, refused.json()]).toEqual([422, { message: 'error.self-checkout-code-stale' }]);
    expect((await start(ana, { cod_biblioteca: library, codigo: 'ZZZZZZZZ' })).json()).toEqual({ message: 'error.self-checkout-code-stale' });
    const shown = await entrance();
    expect(shown.endereco).toContain(`/meupergamum/autoemprestimo?biblioteca=${library}&codigo=${shown.codigo}`);
    expect(shown.qr_svg).toMatch(/^<svg/);
    expect(CODE_WINDOW_SECONDS).toBeGreaterThanOrEqual(60);
    const visit = await start(ana, { cod_biblioteca: library, codigo: shown.codigo.toLowerCase() });
    expect(visit.json()).toMatchObject({ prova: 'codigo', aberta: true });
  });

  it('lends a copy through the core, the receipt lists it with its due date, and the audit names the phone', async () => {
    const visit = await visitWithCode(ana);
    const lent = await borrow(ana, visit.cod_visita, copies[0].cod_exemplar);
    expect(lent.statusCode, lent.body).toBe(201);
    const receipt = lent.json();
    expect(receipt.itens).toHaveLength(1);
    expect(receipt.itens[0]).toMatchObject({ cod_exemplar: copies[0].cod_exemplar });
    expect(receipt.itens[0].data_devolucao_prevista).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const [loan] = await rows<{ cod_emprestimo: number }>(`SELECT cod_emprestimo FROM emprestimo WHERE cod_exemplar = ${copies[0].cod_exemplar} AND data_devolucao IS NULL`);
    expect(loan.cod_emprestimo).toBe(receipt.itens[0].cod_emprestimo);
    const [audit] = await rows<{ autor: number; canal: string; login: string }>(`
      SELECT t.autor, t.canal, p.login FROM auditoria t JOIN pessoa p ON p.cod_pessoa = t.autor WHERE t.acao = 'loan.checkout' AND t.alvo_id = '${loan.cod_emprestimo}'`);
    expect(audit).toMatchObject({ canal: 'telefone', login: 'aluno' });
    // The staff's audit trail names the channel, filters by it and exports it.
    const byPhone = (await call('GET', '/balcao/auditoria?canal=telefone&acao=loan.checkout', admin)).json();
    expect(byPhone.itens.length).toBeGreaterThan(0);
    expect(byPhone.itens.every((e: { canal: string }) => e.canal === 'telefone')).toBe(true);
    expect(byPhone.itens[0]).toMatchObject({ acao: 'loan.checkout', canal: 'telefone', alvo_id: String(loan.cod_emprestimo), autor: 'aluno' });
    const atKiosk = (await call('GET', '/balcao/auditoria?canal=sip2&acao=loan.checkout', admin)).json();
    expect(atKiosk.itens.some((e: { alvo_id: string }) => e.alvo_id === String(loan.cod_emprestimo))).toBe(false);
    expect((await call('GET', '/balcao/auditoria?canal=carta', admin)).statusCode).toBe(400);
    const csv = (await call('GET', '/balcao/auditoria/exportacao?canal=telefone&acao=loan.checkout', admin)).body.split('\r\n');
    expect(csv[0].split(',').slice(0, 4)).toEqual(['quando', 'autor', 'autor_nome', 'canal']);
    expect(csv[1].split(',')[3]).toBe('telefone');
    // The patron's loans list shows it like any other loan.
    const loans = (await call('GET', '/emprestimo/titulos-pendentes', ana)).json();
    expect(JSON.stringify(loans)).toContain(String(copies[0].cod_acervo));
    // The same copy again: the core's refusal, as the desk says it.
    expect((await borrow(ana, visit.cod_visita, copies[0].cod_exemplar)).json()).toEqual({ message: 'error.desk-copy-on-loan' });
  });

  it('refuses a loan type the library does not lend by phone, until it chooses it', async () => {
    const [special] = await rows<{ cod_exemplar: number }>(`
      SELECT e.cod_exemplar FROM exemplar e WHERE e.cod_biblioteca = ${library} AND e.situacao = 'disponivel' AND e.tipo_emprestimo <> 'normal'
        AND NOT EXISTS (SELECT 1 FROM tipo_emprestimo t WHERE t.codigo = e.tipo_emprestimo AND t.nao_emprestavel)
        AND NOT EXISTS (SELECT 1 FROM reserva r WHERE r.cod_acervo = e.cod_acervo) LIMIT 1`);
    expect(special).toBeDefined();
    const visit = await visitWithCode(carlos);
    const refused = await borrow(carlos, visit.cod_visita, special.cod_exemplar);
    expect([refused.statusCode, refused.json()]).toEqual([422, { message: 'error.self-checkout-type-not-allowed' }]);
    expect(await rows(`SELECT 1 FROM emprestimo WHERE cod_exemplar = ${special.cod_exemplar} AND data_devolucao IS NULL`)).toHaveLength(0);
  });

  it('refuses a blocked patron with the core\'s refusal, exactly as the desk does', async () => {
    const visit = await visitWithCode(carlos);
    await run(`UPDATE pessoa SET bloqueado = true WHERE login = 'posgrad'`);
    try {
      const phone = await borrow(carlos, visit.cod_visita, copies[1].cod_exemplar);
      const desk = await call('POST', '/balcao/emprestimos', staff, { usuario: 'posgrad', codigo_barras: String(copies[1].cod_exemplar) });
      expect(phone.statusCode).toBe(422);
      expect(phone.json()).toEqual(desk.json());
      expect(phone.json()).toEqual({ message: 'error.desk-patron-blocked' });
    } finally {
      await run(`UPDATE pessoa SET bloqueado = false WHERE login = 'posgrad'`);
    }
  });

  it('refuses to borrow once the visit has expired', async () => {
    const visit = await visitWithCode(carlos);
    await run(`UPDATE autoemprestimo_visita SET expira_em = now() - interval '1 minute' WHERE cod_visita = ${visit.cod_visita}`);
    expect((await borrow(carlos, visit.cod_visita, copies[2].cod_exemplar)).json()).toEqual({ message: 'error.self-checkout-visit-expired' });
  });

  it("keeps a receipt to its patron: another patron neither sees it nor borrows under it", async () => {
    const visit = await visitWithCode(ana);
    await borrow(ana, visit.cod_visita, copies[3].cod_exemplar);
    expect((await call('GET', `/autoemprestimo/visitas/${visit.cod_visita}`, ana)).json().itens).toHaveLength(1);
    const seen = await call('GET', `/autoemprestimo/visitas/${visit.cod_visita}`, carlos);
    expect([seen.statusCode, seen.json()]).toEqual([404, { message: 'error.self-checkout-visit-not-found' }]);
    expect((await borrow(carlos, visit.cod_visita, copies[4].cod_exemplar)).statusCode).toBe(404);
    expect((await call('GET', `/autoemprestimo/visitas/${visit.cod_visita}`, bearer(await publicToken(app)))).statusCode).toBeGreaterThanOrEqual(401);
  });

  it('lets staff verify a receipt by its code at the exit, and only staff', async () => {
    const visit = await visitWithCode(helena);
    const lent = await borrow(helena, visit.cod_visita, copies[5].cod_exemplar);
    expect(lent.statusCode, lent.body).toBe(201);
    const checked = await call('GET', `/balcao/autoemprestimo/recibos/${visit.codigo}`, staff);
    expect(checked.statusCode).toBe(200);
    expect(checked.json()).toMatchObject({ codigo: visit.codigo, nome: expect.any(String), itens: [{ cod_exemplar: copies[5].cod_exemplar }] });
    expect((await call('GET', `/balcao/autoemprestimo/recibos/${visit.codigo}`, ana)).statusCode).toBe(403);
    expect((await call('GET', '/balcao/autoemprestimo/recibos/AAAA-AAAA', staff)).json()).toEqual({ message: 'error.self-checkout-receipt-not-found' });
  });
});
