// The staff workspace's patrons, roles, audit trail and queues (issue 23): who may call what
// (a desk clerk neither grants roles nor reads the trail; a patron reaches no staff call),
// each action on a patron's behalf runs the patron's own rule and writes its audit row with
// before, after and reason; the trail's filters, CSV and retention; the privacy export.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows as queryRows } from '../../server/db/query';
import { jobSettings, runDueJobs } from '../../server/jobs/scheduler';
import { bearer, login, testApp } from '../support/server-app';
import { backendName } from '../support/test-db';

type Auth = Record<string, string>;
interface AuditRow { acao: string; autor: string | null; usuario: string | null; antes: Record<string, unknown> | null; depois: Record<string, unknown> | null; motivo: string | null; alvo_id: string | null }

describe(`staff patrons, roles and the audit trail (${backendName})`, () => {
  let app: FastifyInstance;
  let clerk: Auth;
  let cataloguer: Auth;
  let admin: Auth;
  let ana: Auth;
  let carlos: Auth;
  const q = <T>(text: string) => queryRows<T>(app.ctx.database.db, sql.raw(text));
  const get = (url: string, headers: Auth) => app.inject({ url: `/api${url}`, headers });
  const send = (method: 'POST' | 'PUT', url: string, headers: Auth, payload: object) => app.inject({ method, url: `/api${url}`, headers, payload });
  const codOf = async (login: string) => (await q<{ cod_pessoa: number }>(`SELECT cod_pessoa FROM pessoa WHERE login = '${login}'`))[0].cod_pessoa;
  const trail = async (query: string, headers = admin) => {
    const res = await get(`/balcao/auditoria?${query}`, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().itens as AuditRow[];
  };

  beforeAll(async () => {
    app = await testApp();
    clerk = bearer((await login(app, 'bibliotecario')).access_token);
    cataloguer = bearer((await login(app, 'catalogador')).access_token);
    admin = bearer((await login(app, 'administrador')).access_token);
    ana = bearer((await login(app, 'aluno')).access_token);
    carlos = bearer((await login(app, 'posgrad')).access_token);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('checks roles: a patron reaches no staff call, a desk clerk neither grants roles nor reads the trail, a cataloguer finds no patron', async () => {
    const anaCod = await codOf('aluno');
    const calls: [string, 'GET' | 'POST' | 'PUT', string, object?][] = [
      ['search', 'GET', '/balcao/usuarios?q=ana'], ['record', 'GET', `/balcao/pessoas/${anaCod}`],
      // Bodies that change nothing (a 400, a missing debt) once the caller is let through.
      ['block', 'PUT', `/balcao/pessoas/${anaCod}/bloqueio`, { bloqueado: 'sim', motivo: 'x' }],
      ['waive', 'PUT', `/balcao/pessoas/${anaCod}/debitos/999999`, { acao: 'perdoar', motivo: 'x' }],
      ['staff', 'GET', '/balcao/equipe'], ['grant', 'PUT', '/balcao/equipe/aluno', { permissoes: ['cooking'] }],
      ['trail', 'GET', '/balcao/auditoria'], ['csv', 'GET', '/balcao/auditoria/exportacao'], ['queues', 'GET', '/balcao/filas'],
    ];
    const status = async (who: Auth) => {
      const out: string[] = [];
      for (const [name, method, url, body] of calls) {
        const res = method === 'GET' ? await get(url, who) : await send(method, url, who, body!);
        out.push(`${name} ${res.statusCode === 403 ? res.json().message : 'ok'}`);
      }
      return out;
    };
    // Another patron's token (and the patron's own) reaches nothing of a patron's record here.
    expect(await status(carlos)).toEqual(calls.map(([name]) => `${name} error.staff-only`));
    expect(await status(clerk)).toEqual(['search ok', 'record ok', 'block ok', 'waive ok', 'staff error.staff-role-missing',
      'grant error.staff-role-missing', 'trail error.staff-role-missing', 'csv error.staff-role-missing', 'queues ok']);
    expect(await status(cataloguer)).toEqual(['search error.staff-role-missing', 'record error.staff-role-missing', 'block error.staff-role-missing',
      'waive error.staff-role-missing', 'staff error.staff-role-missing', 'grant error.staff-role-missing', 'trail error.staff-role-missing',
      'csv error.staff-role-missing', 'queues ok']);
    // Nothing was changed.
    expect((await q<{ bloqueado: boolean }>(`SELECT bloqueado FROM pessoa WHERE login = 'aluno'`))[0].bloqueado).toBe(false);
    expect((await q<{ permissoes: string[] }>(`SELECT permissoes FROM pessoa WHERE login = 'aluno'`))[0].permissoes).toEqual([]);
  });

  it('finds patrons by name without accents, by login, by CPF with its dots; pages of 20', async () => {
    const search = async (text: string, page = 1) => {
      const res = await get(`/balcao/usuarios?q=${encodeURIComponent(text)}&pagina=${page}`, clerk);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { total: number; itens: { login: string; nome: string }[] };
    };
    expect((await search('patricia moura')).itens.map((p) => p.login)).toEqual(['funcionario']);
    expect((await search('SÔNIA')).itens.map((p) => p.login)).toEqual(['administrador']);
    expect((await search('ALUNO')).itens[0].login).toBe('aluno');
    expect((await search('529.982.247-25')).itens.map((p) => p.login).sort()).toEqual(['bolsista', 'monitor']);
    expect((await search('zzzz-nobody')).total).toBe(0);
    const first = await search('a');
    expect(first.total).toBeGreaterThan(20);
    expect(first.itens).toHaveLength(20);
    const second = await search('a', 2);
    expect(second.total).toBe(first.total);
    expect(second.itens.map((p) => p.login)).not.toContain(first.itens[0].login);
  });

  it("shows a patron's loans, holds, debts and requests", async () => {
    const res = await get(`/balcao/pessoas/${await codOf('aluno')}`, clerk);
    expect(res.statusCode, res.body).toBe(200);
    const record = res.json();
    expect(record.pessoa).toMatchObject({ login: 'aluno', nome: 'Ana Beatriz Souza', bloqueado: false });
    expect(record.emprestimos).toHaveLength(3);
    expect(record.reservas.length).toBeGreaterThanOrEqual(3);
    expect(record.debitos.map((d: { total_a_pagar: number }) => d.total_a_pagar)).toEqual([4.5]);
    expect((await get('/balcao/pessoas/999999', clerk)).json().message).toBe('error.user-not-found');
  });

  it("waives a debt with a reason: the patron's debts lose it, the trail keeps before, after and why", async () => {
    const anaCod = await codOf('aluno');
    const [debt] = (await get('/emprestimo/debitos-pendentes', ana)).json().debitos;
    const waive = (motivo: string) => send('PUT', `/balcao/pessoas/${anaCod}/debitos/${debt.cod_debito}`, clerk, { acao: 'perdoar', motivo });
    expect((await waive('   ')).json().message).toBe('error.reason-required');
    // Another patron's debt is not this patron's.
    expect((await send('PUT', `/balcao/pessoas/${await codOf('posgrad')}/debitos/${debt.cod_debito}`, clerk, { acao: 'perdoar', motivo: 'x' })).statusCode).toBe(404);
    const done = await waive('Devolução atrasada por greve, "abonada"');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ cod_debito: debt.cod_debito, desconto: 4.5, total_a_pagar: 0 });
    expect((await get('/emprestimo/debitos-pendentes', ana)).json()).toEqual({ total_a_pagar: 0, debitos: [] });
    expect((await waive('de novo')).json().message).toBe('error.debt-nothing-to-waive');
    const [row] = await trail('acao=debt.waive');
    expect(row).toMatchObject({
      acao: 'debt.waive', autor: 'bibliotecario', usuario: 'aluno', alvo_id: String(debt.cod_debito), motivo: 'Devolução atrasada por greve, "abonada"',
      antes: { total_a_pagar: 4.5, desconto: 0 }, depois: { total_a_pagar: 0, desconto: 4.5 },
    });
  });

  it('reduces a debt by an amount less than what is left', async () => {
    const rafael = await codOf('tecnico');
    const [{ cod_multa: id }] = await q<{ cod_multa: number }>(`INSERT INTO multa (cod_pessoa, cod_biblioteca, valor_multa, tipo_servico, motivo)
      VALUES (${rafael}, (SELECT min(cod_biblioteca) FROM biblioteca), 3.00, 'Empréstimo', 'teste') RETURNING cod_multa`);
    const reduce = (valor: number) => send('PUT', `/balcao/pessoas/${rafael}/debitos/${id}`, clerk, { acao: 'reduzir', valor, motivo: 'Acordo' });
    expect((await reduce(3)).json().message).toBe('error.debt-reduce-amount');
    const done = await reduce(1.25);
    expect(done.json()).toMatchObject({ total_a_pagar: 1.75, desconto: 1.25 });
    const [row] = await trail('acao=debt.reduce&usuario=tecnico');
    expect(row).toMatchObject({ antes: { total_a_pagar: 3 }, depois: { total_a_pagar: 1.75 }, motivo: 'Acordo' });
  });

  it('waives a debt once when two desks send the same waiver at the same time', async () => {
    const helena = await codOf('professor');
    const [{ cod_multa: id }] = await q<{ cod_multa: number }>(`INSERT INTO multa (cod_pessoa, cod_biblioteca, valor_multa, tipo_servico, motivo)
      VALUES (${helena}, (SELECT min(cod_biblioteca) FROM biblioteca), 2.00, 'Empréstimo', 'concorrência') RETURNING cod_multa`);
    const waive = () => send('PUT', `/balcao/pessoas/${helena}/debitos/${id}`, clerk, { acao: 'perdoar', motivo: 'Duas mesas' });
    const answers = await Promise.all([waive(), waive()]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 422]);
    expect(answers.find((a) => a.statusCode === 422)!.json().message).toBe('error.debt-nothing-to-waive');
    expect(await trail('acao=debt.waive&usuario=professor')).toHaveLength(1);
    expect((await q<{ desconto: string }>(`SELECT desconto::text FROM multa WHERE cod_multa = ${id}`))[0].desconto).toBe('2.00');
  });

  it("renews a loan by the patron's own rules, audited", async () => {
    const anaCod = await codOf('aluno');
    const loans = (await get(`/balcao/pessoas/${anaCod}`, clerk)).json().emprestimos as { cod_emprestimo: number; renovavel: boolean; data_devolucao: string; renovacoes: number; motivo: string | null }[];
    const ok = loans.find((l) => l.renovavel)!;
    const refused = loans.find((l) => !l.renovavel)!;
    const res = await send('POST', `/balcao/pessoas/${anaCod}/renovacoes`, clerk, { emprestimos: [ok.cod_emprestimo, refused.cod_emprestimo], motivo: 'Pedido por telefone' });
    expect(res.statusCode, res.body).toBe(200);
    const [renewed, notRenewed] = res.json();
    expect(renewed).toMatchObject({ cod_emprestimo: ok.cod_emprestimo, renovado: true });
    // The same refusal the patron would get.
    expect(notRenewed).toMatchObject({ renovado: false, mensagem: refused.motivo });
    const rows = await trail('acao=loan.renew');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      alvo_id: String(ok.cod_emprestimo), motivo: 'Pedido por telefone',
      antes: { data_devolucao_prevista: ok.data_devolucao, renovacoes: ok.renovacoes },
      depois: { data_devolucao_prevista: renewed.emprestimo.data_devolucao, renovacoes: ok.renovacoes + 1 },
    });
  });

  it('cancels and places a hold for a patron through the queue, audited', async () => {
    const anaCod = await codOf('aluno');
    const holds = (await get('/reserva', ana)).json() as { cod_reserva: number; cod_acervo: number; situacao: string }[];
    const queued = holds.find((h) => h.situacao !== 'liberada')!;
    const cancel = await send('POST', `/balcao/pessoas/${anaCod}/reservas/cancelamento`, clerk, { reservas: [queued.cod_reserva], motivo: 'Desistiu no balcão' });
    expect(cancel.statusCode, cancel.body).toBe(204);
    expect(((await get('/reserva', ana)).json() as { cod_reserva: number }[]).map((h) => h.cod_reserva)).not.toContain(queued.cod_reserva);
    const [o] = (await get(`/reserva/${queued.cod_acervo}/informacoes-iniciais`, ana)).json().opcoes;
    const reserva = { cod_acervo: queued.cod_acervo, biblioteca: o.cod_biblioteca, volume: o.volume, tomo: o.tomo, parte: o.parte, material_adicional: o.material_adicional, localizacao: o.localizacao };
    const placed = await send('POST', `/balcao/pessoas/${anaCod}/reservas`, clerk, { reserva, motivo: 'Pediu de volta' });
    expect(placed.statusCode, placed.body).toBe(201);
    // The patron's own rule: a second hold on the title is refused.
    expect((await send('POST', `/balcao/pessoas/${anaCod}/reservas`, clerk, { reserva, motivo: 'x' })).json().message).toBe('error.hold-duplicate');
    const rows = await trail('acao=hold&usuario=aluno');
    expect(rows.map((r) => [r.acao, r.motivo])).toEqual([['hold.place', 'Pediu de volta'], ['hold.cancel', 'Desistiu no balcão']]);
    expect(rows[1].depois).toEqual({ situacao: 'cancelada' });
  });

  it('blocks and unblocks a patron: a blocked patron cannot sign in', async () => {
    const rafael = await codOf('tecnico');
    const block = (bloqueado: boolean) => send('PUT', `/balcao/pessoas/${rafael}/bloqueio`, clerk, { bloqueado, motivo: 'Documento falso' });
    expect((await block(true)).json()).toMatchObject({ login: 'tecnico', bloqueado: true });
    await expect(login(app, 'tecnico')).rejects.toThrow(/430/);
    expect((await block(true)).json().message).toBe('error.patron-block-unchanged');
    expect((await block(false)).json().bloqueado).toBe(false);
    await login(app, 'tecnico');
    expect((await trail('acao=patron&usuario=tecnico')).map((r) => [r.acao, r.antes, r.depois])).toEqual([
      ['patron.unblock', { bloqueado: true }, { bloqueado: false }], ['patron.block', { bloqueado: false }, { bloqueado: true }],
    ]);
  });

  it('lets an administrator grant and revoke roles, audited; the roles act at once', async () => {
    const grant = (permissoes: string[]) => send('PUT', '/balcao/equipe/PROFESSOR', admin, { permissoes, motivo: 'Comissão de relatórios' });
    expect((await grant(['reports'])).json()).toMatchObject({ login: 'professor', permissoes: ['reports'] });
    const helena = bearer((await login(app, 'professor')).access_token);
    expect((await get('/balcao/auditoria', helena)).statusCode).toBe(200);
    expect(((await get('/balcao/equipe', admin)).json() as { login: string }[]).map((s) => s.login)).toEqual(expect.arrayContaining(['professor', 'bibliotecario', 'administrador']));
    expect((await get('/pessoas', helena)).json().permissoes).toEqual(['reports']);
    expect((await grant([])).json().permissoes).toEqual([]);
    expect((await get('/balcao/auditoria', helena)).json().message).toBe('error.staff-only');
    expect((await send('PUT', '/balcao/equipe/ninguem', admin, { permissoes: ['reports'] })).statusCode).toBe(404);
    expect((await trail('acao=role&usuario=professor')).map((r) => [r.acao, r.autor, r.depois])).toEqual([
      ['role.revoke', 'administrador', { papel: 'usuario', permissoes: [] }], ['role.grant', 'administrador', { papel: 'bibliotecario', permissoes: ['reports'] }],
    ]);
    expect((await get('/pessoas', ana)).json().permissoes).toEqual([]);
  });

  it("audits the desk's own actions: check-out, return, payment, loan-request state, moderation", async () => {
    const [copy] = await q<{ cod_exemplar: number }>(`SELECT min(e.cod_exemplar) AS cod_exemplar FROM exemplar e
      WHERE NOT EXISTS (SELECT 1 FROM reserva r WHERE r.cod_acervo = e.cod_acervo)
      GROUP BY e.cod_acervo HAVING count(*) = 1 AND bool_and(e.situacao = 'disponivel' AND e.tipo_emprestimo = 'normal') ORDER BY e.cod_acervo LIMIT 1`);
    expect((await send('POST', '/balcao/emprestimos', clerk, { usuario: 'professor', codigo_barras: String(copy.cod_exemplar) })).statusCode).toBe(201);
    expect((await send('POST', '/balcao/devolucoes', clerk, { codigo_barras: String(copy.cod_exemplar) })).statusCode).toBe(200);
    expect((await send('POST', '/balcao/pagamentos', clerk, { usuario: 'tecnico' })).statusCode).toBe(201);
    const [request] = (await get('/balcao/solicitacoes-emprestimo', clerk)).json();
    expect((await send('PUT', `/balcao/solicitacoes-emprestimo/${request.solicitacao.cod_solicitacao}`, clerk, {})).statusCode).toBe(200);
    const [comment] = (await get('/balcao/comentarios', cataloguer)).json();
    expect((await send('PUT', `/balcao/comentarios/${comment.cod_comentario}`, cataloguer, { situacao: 'aprovado' })).statusCode).toBe(204);
    const mine = await trail('autor=bibliotecario&acao=loan');
    expect(mine.slice(0, 2).map((r) => [r.acao, r.usuario])).toEqual([['loan.return', 'professor'], ['loan.checkout', 'professor']]);
    expect(mine[0].depois).toMatchObject({ dias_atraso: 0, multa: null });
    // The pay-in-full call is a cashier's entry like any other: one payment.take row with its desk and method.
    expect((await trail('acao=payment.take'))[0]).toMatchObject({ usuario: 'tecnico', autor: 'bibliotecario', depois: { metodo: 'dinheiro', balcao: 'Balcão' } });
    expect((await trail('acao=loan-request.status'))[0]).toMatchObject({ autor: 'bibliotecario', antes: { situacao: request.solicitacao.situacao } });
    expect((await trail('acao=comment'))[0]).toMatchObject({ acao: 'comment.approve', autor: 'catalogador', alvo_id: String(comment.cod_comentario) });
  });

  it('filters the trail by dates and exports the filtered rows as CSV', async () => {
    const today = (await q<{ d: string }>(`SELECT current_date::text AS d`))[0].d;
    expect((await trail(`de=${today}&ate=${today}&autor=bibliotecario`)).length).toBeGreaterThan(3);
    expect(await trail('de=2000-01-01&ate=2000-01-31')).toEqual([]);
    expect((await get('/balcao/auditoria?de=2020-02-01&ate=2020-01-01', admin)).json().message).toBe('error.dates-order');
    const csv = await get('/balcao/auditoria/exportacao?acao=debt.waive&usuario=aluno', admin);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename="auditoria-/);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('quando,autor,autor_nome,canal,acao,alvo_tipo,alvo_id,usuario,usuario_nome,motivo,antes,depois');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(',bibliotecario,Marina Costa Pereira,,debt.waive,multa,');
    expect(lines[1]).toContain(',"Devolução atrasada por greve, ""abonada""",');
    expect((await get('/balcao/auditoria/exportacao', clerk)).statusCode).toBe(403);
  });

  it('counts the queues each role opens', async () => {
    const counts = async (who: Auth) => (await get('/balcao/filas', who)).json() as Record<string, number>;
    const openRequests = (await get('/balcao/solicitacoes-emprestimo', clerk)).json().length;
    const pendingComments = (await get('/balcao/comentarios', cataloguer)).json().length;
    // Purchase suggestions still open: the suggestion queue's own list (its open ones by default).
    const openSuggestions = (await get('/balcao/sugestoes', cataloguer)).json().length;
    // Requests to the library (every kind) still open: the queue's own list, unfiltered (open ones).
    const libraryRequests = (await get('/balcao/solicitacoes', clerk)).json().length;
    // Payments PIX or PagTesouro kept for a person: the cashier's (circulation); none in the demo.
    expect(await counts(clerk)).toEqual({ 'solicitacoes-emprestimo': openRequests, exclusoes: 0, solicitacoes: libraryRequests, 'pagamentos-revisar': 0 });
    expect(await counts(cataloguer)).toEqual({ comentarios: pendingComments, sugestoes: openSuggestions });
    await send('POST', '/pessoas/meu-pergamum/privacidade/exclusao', carlos, { motivo: 'Vou me formar' });
    expect(await counts(admin)).toEqual({ comentarios: pendingComments, 'solicitacoes-emprestimo': openRequests, exclusoes: 1, solicitacoes: libraryRequests, sugestoes: openSuggestions, 'pagamentos-revisar': 0 });
  });

  it("puts what the trail holds about a patron in their privacy export, and nobody else's", async () => {
    const mine = (await get('/pessoas/meu-pergamum/privacidade/exportacao', ana)).json();
    expect(mine.auditoria.map((r: { acao: string }) => r.acao)).toEqual(expect.arrayContaining(['debt.waive', 'loan.renew', 'hold.cancel', 'hold.place']));
    expect(mine.auditoria.find((r: { acao: string }) => r.acao === 'debt.waive')).toMatchObject({ autor: 'bibliotecario', motivo: 'Devolução atrasada por greve, "abonada"' });
    const theirs = (await get('/pessoas/meu-pergamum/privacidade/exportacao', carlos)).json();
    expect(theirs.auditoria.map((r: { acao: string }) => r.acao)).not.toContain('debt.waive');
  });

  it('purges rows older than the retention time, once a day', async () => {
    await q(`INSERT INTO auditoria (quando, autor, acao, alvo_tipo) VALUES (now() - interval '40 days', NULL, 'test.old', 'x'), (now() - interval '10 days', NULL, 'test.recent', 'x')`);
    const settings = { ...jobSettings({}), auditRetentionDays: 30 };
    const [run] = await runDueJobs(app.ctx, settings, 'auditoria-retencao');
    expect(run.result).toEqual({ purged: 1 });
    expect((await trail('acao=test')).map((r) => r.acao)).toEqual(['test.recent']);
    // Claimed for the day: a second poll does nothing.
    expect(await runDueJobs(app.ctx, settings, 'auditoria-retencao')).toEqual([]);
  });
});
