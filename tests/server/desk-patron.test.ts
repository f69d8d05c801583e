// The patron at the desk (issue 36 item 1): the panel says who they are and each fact the
// loan rules weigh, refusal or warning; a staff member with the patrons role (or admin)
// checks out over a refusal with a reason kept in the audit trail; a circulation-only clerk
// cannot; a separated patron is never lent to.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/connect';
import { bearer, login, testApp } from '../support/server-app';
import { backendName } from '../support/test-db';

describe(`the patron at the desk (${backendName})`, () => {
  let app: FastifyInstance;
  let librarian: Record<string, string>;
  let clerk: Record<string, string>;
  let patron: Record<string, string>;
  const rows = <T>(text: string) => queryRows<T>(app.ctx.database.db, sql.raw(text));
  const run = (text: string) => app.ctx.database.db.execute(sql.raw(text));
  const panel = async (usuario: string, auth = librarian) => {
    const answer = await app.inject({ url: `/api/balcao/usuarios/${usuario}`, headers: auth });
    expect(answer.statusCode).toBe(200);
    return answer.json();
  };
  const checkOut = (auth: Record<string, string>, payload: object) => app.inject({ method: 'POST', url: '/api/balcao/emprestimos', headers: auth, payload });
  let shelf: number[];

  beforeAll(async () => {
    app = await testApp();
    // A clerk of the circulation desk only: may lend, may not override.
    await run(`UPDATE pessoa SET papel = 'bibliotecario', permissoes = '{circulation}' WHERE login = 'funcionario'`);
    librarian = bearer((await login(app, 'bibliotecario')).access_token);
    clerk = bearer((await login(app, 'funcionario')).access_token);
    patron = bearer((await login(app, 'aluno')).access_token);
    shelf = (await rows<{ cod_exemplar: number }>(`
      SELECT min(e.cod_exemplar) AS cod_exemplar FROM exemplar e
      WHERE NOT EXISTS (SELECT 1 FROM reserva r WHERE r.cod_acervo = e.cod_acervo)
      GROUP BY e.cod_acervo HAVING bool_and(e.situacao = 'disponivel' AND e.tipo_emprestimo = 'normal')
      ORDER BY e.cod_acervo LIMIT 4`)).map((r) => r.cod_exemplar);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('shows aluno with the overdue loan and the open fine, loans against the limit, and category by name', async () => {
    const ana = await panel('aluno');
    expect(ana).toMatchObject({ nome: 'Ana Beatriz Souza', bloqueado: false, atrasados: 1, emprestimos_abertos: 3, nota_biblioteca: null });
    expect(ana.categoria_descricao).toEqual(expect.any(String));
    expect(ana.limite_emprestimos).toBeGreaterThan(0);
    const keys = ana.avisos.map((n: { motivo: string }) => n.motivo);
    expect(keys).toEqual(expect.arrayContaining(['error.desk-patron-overdue', 'error.desk-patron-debt']));
    // What the panel calls a refusal is what the check-out refuses.
    expect(ana.pode_emprestar).toBe(!ana.avisos.some((n: { recusa: boolean }) => n.recusa));
  });

  it('warns of a block and the library notes before the first scan; the clerk cannot override, the librarian can, audited', async () => {
    await run(`UPDATE pessoa SET bloqueado = true, nota_biblioteca = 'Documento pendente na secretaria', validade_matricula = current_date + 10 WHERE login = 'tecnico'`);
    const rafael = await panel('tecnico');
    expect(rafael).toMatchObject({
      bloqueado: true, pode_emprestar: false, motivo: 'error.desk-patron-blocked', pode_liberar: true, nota_biblioteca: 'Documento pendente na secretaria',
    });
    expect(rafael.avisos).toEqual([{ motivo: 'error.desk-patron-blocked', recusa: true }, { motivo: 'desk.registration-expiring', recusa: false }]);
    expect((await panel('tecnico', clerk)).pode_liberar).toBe(false);

    const refused = await checkOut(clerk, { usuario: 'tecnico', codigo_barras: String(shelf[0]) });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('error.desk-patron-blocked');
    const notAllowed = await checkOut(clerk, { usuario: 'tecnico', codigo_barras: String(shelf[0]), motivo_liberacao: 'Chefe autorizou' });
    expect(notAllowed.statusCode).toBe(403);
    expect(notAllowed.json().message).toBe('error.desk-override-forbidden');
    expect(await rows(`SELECT 1 FROM emprestimo m JOIN pessoa p USING (cod_pessoa) WHERE p.login = 'tecnico' AND m.data_devolucao IS NULL`)).toHaveLength(0);

    const lent = await checkOut(librarian, { usuario: 'tecnico', codigo_barras: String(shelf[0]), motivo_liberacao: '  Trabalho de conclusão amanhã  ' });
    expect(lent.statusCode).toBe(201);
    const [audit] = await rows<{ motivo: string; depois: { recusa_liberada: string }; autor: number }>(`
      SELECT a.motivo, a.depois, a.autor FROM auditoria a WHERE a.acao = 'loan.checkout' AND a.alvo_id = '${lent.json().emprestimo.cod_emprestimo}'`);
    expect(audit.motivo).toBe('Trabalho de conclusão amanhã');
    expect(audit.depois.recusa_liberada).toBe('error.desk-patron-blocked');
    const [me] = await rows<{ cod_pessoa: number }>(`SELECT cod_pessoa FROM pessoa WHERE login = 'bibliotecario'`);
    expect(audit.autor).toBe(me.cod_pessoa);
    expect((await panel('tecnico')).emprestimos_abertos).toBe(1);
  });

  it('lends normally without a reason, and a reason on a clean patron records no override', async () => {
    await run(`UPDATE pessoa SET bloqueado = false WHERE login = 'tecnico'`);
    const lent = await checkOut(clerk, { usuario: 'tecnico', codigo_barras: String(shelf[1]) });
    expect(lent.statusCode).toBe(201);
    const withReason = await checkOut(librarian, { usuario: 'tecnico', codigo_barras: String(shelf[2]), motivo_liberacao: 'Sem motivo' });
    expect(withReason.statusCode).toBe(201);
    const [audit] = await rows<{ motivo: string | null; depois: Record<string, unknown> }>(`
      SELECT motivo, depois FROM auditoria WHERE acao = 'loan.checkout' AND alvo_id = '${withReason.json().emprestimo.cod_emprestimo}'`);
    expect(audit.motivo).toBeNull();
    expect(audit.depois).not.toHaveProperty('recusa_liberada');
  });

  it('never lends to a separated patron, reason or not', async () => {
    await run(`INSERT INTO nada_consta (cod_pessoa, codigo, nome) SELECT cod_pessoa, 'DESK-TEST-1', nome FROM pessoa WHERE login = 'comunidade'`);
    const jose = await panel('comunidade');
    expect(jose).toMatchObject({ pode_emprestar: false, motivo: 'error.patron-separated', pode_liberar: false });
    expect(jose.avisos[0]).toEqual({ motivo: 'error.patron-separated', recusa: true });
    const refused = await checkOut(librarian, { usuario: 'comunidade', codigo_barras: String(shelf[3]), motivo_liberacao: 'Tentativa' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('error.patron-separated');
  });

  it("refuses a patron's token and a reason too short", async () => {
    expect((await app.inject({ url: '/api/balcao/usuarios/tecnico', headers: patron })).statusCode).toBe(403);
    expect((await checkOut(patron, { usuario: 'tecnico', codigo_barras: String(shelf[3]), motivo_liberacao: 'Por favor' })).statusCode).toBe(403);
    expect((await checkOut(librarian, { usuario: 'tecnico', codigo_barras: String(shelf[3]), motivo_liberacao: 'ok' })).statusCode).toBe(400);
  });
});
