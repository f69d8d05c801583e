// The circulation policy matrix (issue 35): loan types staff manage, rules keyed by library ×
// patron category × loan type resolved most specific first, hourly loans due at the end of the
// hour and fined per hour, the per-type limit, not-for-loan, the effective rule a desk can
// look up, every change audited and reserved to administrators.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/connect';
import { bearer, login, testApp } from '../support/server-app';
import { backendName } from '../support/test-db';

type Auth = Record<string, string>;
const RESERVE = 'reserva-4h';
const names = { pt: 'Reserva (4 horas)', en: 'Reserve (4 hours)', es: 'Reserva (4 horas)', fr: 'Réserve (4 heures)', it: 'Riserva (4 ore)' };
const rule = (over: object) => ({
  cod_biblioteca: null, categoria: null, tipo_emprestimo: RESERVE, unidade: 'horas', prazo: 4, max_emprestimos_tipo: 1, max_emprestimos: 10,
  max_renovacoes: 0, multa: 2, dias_suspensao_por_dia: 0, permite_reserva: false, dias_retirada_reserva: 1, nao_emprestavel: false, ...over,
});

/** The end of the hour `hours` after a local 'YYYY-MM-DDTHH:MM'. */
function endOfHour(local: string, hours: number): { day: string; time: string } {
  const minutes = Date.parse(`${local}:00Z`) / 60_000 + hours * 60;
  const iso = new Date(Math.ceil(minutes / 60) * 3_600_000).toISOString();
  return { day: iso.slice(0, 10), time: iso.slice(11, 16) };
}

describe(`circulation policy matrix (${backendName})`, () => {
  let app: FastifyInstance;
  let admin: Auth;
  let clerk: Auth;
  let ana: Auth;
  let category: string;
  let copies: { cod_exemplar: number; cod_biblioteca: number }[];
  const rows = <T>(text: string) => queryRows<T>(app.ctx.database.db, sql.raw(text));
  const run = (text: string) => app.ctx.database.db.execute(sql.raw(text));
  const call = (method: string, url: string, auth: Auth, payload?: object) =>
    app.inject({ method: method as 'GET', url: `/api${url}`, headers: auth, ...(payload ? { payload } : {}) });
  const checkOut = (copy: number) => call('POST', '/balcao/emprestimos', admin, { usuario: 'aluno', codigo_barras: String(copy) });
  const effective = (copy: number, auth = admin) => call('GET', `/balcao/biblioteca/regra-efetiva?usuario=aluno&exemplar=${copy}`, auth);

  beforeAll(async () => {
    app = await testApp();
    await run(`UPDATE pessoa SET papel = 'bibliotecario', permissoes = '{circulation}' WHERE login = 'professor'`);
    admin = bearer((await login(app, 'administrador')).access_token);
    clerk = bearer((await login(app, 'professor')).access_token);
    ana = bearer((await login(app, 'aluno')).access_token);
    category = (await rows<{ categoria: string }>(`SELECT categoria FROM pessoa WHERE login = 'aluno'`))[0].categoria;
    // Hours unknown and no closed day: an hourly loan is due at the end of its hour, whenever the test runs.
    await run(`UPDATE biblioteca SET horarios = '[]'::jsonb`);
    await run(`DELETE FROM dia_fechado`);
    // Ana starts with nothing out, owing nothing.
    await run(`UPDATE emprestimo SET data_devolucao = current_date WHERE data_devolucao IS NULL AND cod_pessoa = (SELECT cod_pessoa FROM pessoa WHERE login = 'aluno')`);
    await run(`DELETE FROM multa WHERE cod_pessoa = (SELECT cod_pessoa FROM pessoa WHERE login = 'aluno')`);
    await run(`DELETE FROM suspensao WHERE cod_pessoa = (SELECT cod_pessoa FROM pessoa WHERE login = 'aluno')`);
    copies = await rows(`
      SELECT min(e.cod_exemplar) AS cod_exemplar, min(e.cod_biblioteca) AS cod_biblioteca FROM exemplar e
      WHERE NOT EXISTS (SELECT 1 FROM reserva r WHERE r.cod_acervo = e.cod_acervo)
      GROUP BY e.cod_acervo HAVING count(*) = 1 AND bool_and(e.situacao = 'disponivel' AND e.tipo_emprestimo = 'normal' AND e.codigo_barras IS NULL)
      ORDER BY e.cod_acervo LIMIT 4`);
    expect(copies).toHaveLength(4);
  });
  afterAll(() => app?.close());

  it('lets only an administrator manage loan types and the matrix or look up a rule', async () => {
    for (const auth of [clerk, ana]) {
      expect((await call('GET', '/balcao/biblioteca/politicas', auth)).statusCode).toBe(403);
      expect((await call('POST', '/balcao/biblioteca/politicas', auth, rule({}))).statusCode).toBe(403);
      expect((await call('POST', '/balcao/biblioteca/tipos-emprestimo', auth, { codigo: 'x', nome: names, nao_emprestavel: false })).statusCode).toBe(403);
      expect((await effective(copies[0].cod_exemplar, auth)).statusCode).toBe(403);
    }
    expect(await rows(`SELECT 1 FROM tipo_emprestimo WHERE codigo = 'x'`)).toHaveLength(0);
  });

  it('keeps the migrated per-category rules: the category row applies to a normal copy, the special cap to a special one', async () => {
    const answer = (await effective(copies[0].cod_exemplar)).json();
    expect(answer).toMatchObject({ categoria: category, tipo_emprestimo: 'normal', recusa: null,
      origem: { cod_biblioteca: null, categoria: category, tipo_emprestimo: null, precedencia: 2 } });
    const matrix = (await call('GET', '/balcao/biblioteca/politicas', admin)).json();
    const special = matrix.regras.find((r: { categoria: string | null; tipo_emprestimo: string | null }) => r.categoria === category && r.tipo_emprestimo === 'especial (7 dias)');
    expect(special.prazo).toBeLessThanOrEqual(7);
    expect(matrix.tipos.find((t: { codigo: string }) => t.codigo === 'consulta local')).toMatchObject({ nao_emprestavel: true });
  });

  it('adds a loan type and rules, audited; the most specific rule wins, a duplicate is refused', async () => {
    const type = await call('POST', '/balcao/biblioteca/tipos-emprestimo', admin, { codigo: RESERVE, nome: names, nao_emprestavel: false });
    expect(type.statusCode, type.body).toBe(201);
    expect((await call('POST', '/balcao/biblioteca/tipos-emprestimo', admin, { codigo: RESERVE, nome: names, nao_emprestavel: false })).json())
      .toEqual({ message: 'error.loan-type-exists' });
    await run(`UPDATE exemplar SET tipo_emprestimo = '${RESERVE}' WHERE cod_exemplar IN (${copies[0].cod_exemplar}, ${copies[1].cod_exemplar})`);
    // A rule for the type in any category is outranked by the category's own row (Koha's order)…
    const anyCategory = await call('POST', '/balcao/biblioteca/politicas', admin, rule({ prazo: 2 }));
    expect(anyCategory.statusCode, anyCategory.body).toBe(201);
    expect((await effective(copies[0].cod_exemplar)).json().origem).toMatchObject({ categoria: category, tipo_emprestimo: null });
    // …and the category's rule for the type outranks both.
    const own = await call('POST', '/balcao/biblioteca/politicas', admin, rule({ categoria: category }));
    expect(own.statusCode, own.body).toBe(201);
    const answer = (await effective(copies[0].cod_exemplar)).json();
    expect(answer.origem).toMatchObject({ id: own.json().id, categoria: category, tipo_emprestimo: RESERVE, precedencia: 3 });
    expect(answer.regra).toMatchObject({ unidade: 'horas', prazo: 4, max_emprestimos_tipo: 1, multa: 2 });
    expect((await call('POST', '/balcao/biblioteca/politicas', admin, rule({ categoria: category }))).json()).toEqual({ message: 'error.policy-exists' });
    const audit = await rows<{ acao: string; alvo_id: string }>(`SELECT acao, alvo_id FROM auditoria WHERE acao IN ('loan-type.add', 'policy.add') ORDER BY id`);
    expect(audit).toEqual([
      { acao: 'loan-type.add', alvo_id: RESERVE },
      { acao: 'policy.add', alvo_id: String(anyCategory.json().id) },
      { acao: 'policy.add', alvo_id: String(own.json().id) },
    ]);
  });

  it('lends a reserve copy for 4 hours, due at the end of the hour; a second one passes the per-type limit', async () => {
    const [{ agora }] = await rows<{ agora: string }>(`SELECT to_char(localtimestamp, 'YYYY-MM-DD"T"HH24:MI') AS agora`);
    const lent = await checkOut(copies[0].cod_exemplar);
    expect(lent.statusCode, lent.body).toBe(201);
    const due = endOfHour(agora, 4);
    expect(lent.json().emprestimo).toMatchObject({ data_devolucao: due.day, hora_devolucao: due.time, atrasado: false, limite_renovacoes: 0 });
    const second = await checkOut(copies[1].cod_exemplar);
    expect(second.json()).toEqual({ message: 'error.desk-loan-type-limit' });
    expect((await effective(copies[1].cod_exemplar)).json().recusa).toBe('error.desk-loan-type-limit');
    // A normal copy is not held back by the reserve limit, and stays a day loan.
    const normal = await checkOut(copies[2].cod_exemplar);
    expect(normal.statusCode, normal.body).toBe(201);
    expect(normal.json().emprestimo.hora_devolucao).toBeUndefined();
  });

  it('fines an hourly loan returned late per begun hour', async () => {
    await run(`UPDATE emprestimo SET data_devolucao_prevista = (date_trunc('minute', localtimestamp) - interval '150 minutes')::date,
      hora_devolucao_prevista = (date_trunc('minute', localtimestamp) - interval '150 minutes')::time
      WHERE cod_exemplar = ${copies[0].cod_exemplar} AND data_devolucao IS NULL`);
    const pending = await call('GET', '/emprestimo/titulos-pendentes', ana);
    expect(pending.statusCode, pending.body).toBe(200);
    const loans = pending.json() as { cod_emprestimo: number; atrasado: boolean; hora_devolucao?: string }[];
    expect(loans.find((l) => l.hora_devolucao)?.atrasado).toBe(true);
    const returned = await call('POST', '/balcao/devolucoes', admin, { codigo_barras: String(copies[0].cod_exemplar) });
    expect(returned.statusCode, returned.body).toBe(200);
    expect(returned.json()).toMatchObject({ multa: 6 });
    const [fine] = await rows<{ valor_multa: string; motivo: string }>(`SELECT valor_multa::text, motivo FROM multa WHERE cod_emprestimo = ${returned.json().cod_emprestimo}`);
    expect(fine).toEqual({ valor_multa: '6.00', motivo: 'Atraso na devolução (3 horas)' });
  });

  it('refuses a copy of a not-for-loan type or rule, and says so in the effective rule', async () => {
    await run(`UPDATE exemplar SET tipo_emprestimo = 'consulta local' WHERE cod_exemplar = ${copies[3].cod_exemplar}`);
    expect((await checkOut(copies[3].cod_exemplar)).json()).toEqual({ message: 'error.desk-copy-not-loanable' });
    expect((await effective(copies[3].cod_exemplar)).json()).toMatchObject({ tipo_nao_emprestavel: true, recusa: 'error.desk-copy-not-loanable' });
    // A rule may make a lendable type not for loan to one category.
    const [{ id }] = await rows<{ id: number }>(`SELECT id FROM politica_circulacao WHERE categoria = '${category}' AND tipo_emprestimo = '${RESERVE}'`);
    const changed = await call('PUT', `/balcao/biblioteca/politicas/${id}`, admin, rule({ categoria: category, nao_emprestavel: true }));
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await checkOut(copies[1].cod_exemplar)).json()).toEqual({ message: 'error.desk-copy-not-loanable' });
    expect((await effective(copies[1].cod_exemplar)).json()).toMatchObject({ tipo_nao_emprestavel: false, regra: { nao_emprestavel: true }, recusa: 'error.desk-copy-not-loanable' });
    const [row] = await rows<{ antes: { nao_emprestavel: boolean }; depois: { nao_emprestavel: boolean } }>(
      `SELECT antes, depois FROM auditoria WHERE acao = 'policy.update' AND alvo_id = '${id}'`);
    expect([row.antes.nao_emprestavel, row.depois.nao_emprestavel]).toEqual([false, true]);
    // Removing the rule: the any-category rule of the type no longer outranks the category's row.
    expect((await call('DELETE', `/balcao/biblioteca/politicas/${id}`, admin)).statusCode).toBe(204);
    expect((await effective(copies[1].cod_exemplar)).json().origem).toMatchObject({ categoria: category, tipo_emprestimo: null });
    expect(await rows(`SELECT 1 FROM auditoria WHERE acao = 'policy.remove' AND alvo_id = '${id}'`)).toHaveLength(1);
  });

  it('answers 404 for an unknown patron or copy, and refuses removing a loan type copies have', async () => {
    expect((await call('GET', '/balcao/biblioteca/regra-efetiva?usuario=ninguem&exemplar=1', admin)).json()).toEqual({ message: 'error.user-not-found' });
    expect((await call('GET', '/balcao/biblioteca/regra-efetiva?usuario=aluno&exemplar=NOPE-0', admin)).json()).toEqual({ message: 'error.copy-not-found' });
    expect((await call('DELETE', `/balcao/biblioteca/tipos-emprestimo/${encodeURIComponent(RESERVE)}`, admin)).json()).toEqual({ message: 'error.loan-type-in-use' });
  });

  it('renames a loan type on its rules and removes one with its rules, each change audited with before and after', async () => {
    const temp = { codigo: 'temp-35', nome: { ...names, en: 'Temporary' }, nao_emprestavel: false };
    expect((await call('POST', '/balcao/biblioteca/tipos-emprestimo', admin, temp)).statusCode).toBe(201);
    const added = (await call('POST', '/balcao/biblioteca/politicas', admin, rule({ tipo_emprestimo: 'temp-35', categoria: category }))).json() as { id: number };
    const renamed = { ...temp, codigo: 'temp-35b', nao_emprestavel: true };
    expect((await call('PUT', '/balcao/biblioteca/tipos-emprestimo/temp-35', admin, renamed)).json()).toEqual(renamed);
    expect(await rows(`SELECT tipo_emprestimo FROM politica_circulacao WHERE id = ${added.id}`)).toEqual([{ tipo_emprestimo: 'temp-35b' }]);
    const [update] = await rows<{ antes: object; depois: object }>(`SELECT antes, depois FROM auditoria WHERE acao = 'loan-type.update' AND alvo_id = 'temp-35'`);
    expect(update).toEqual({ antes: temp, depois: renamed });

    expect((await call('DELETE', '/balcao/biblioteca/tipos-emprestimo/temp-35b', clerk)).statusCode).toBe(403);
    expect((await call('DELETE', '/balcao/biblioteca/tipos-emprestimo/temp-35b', admin)).statusCode).toBe(204);
    expect(await rows(`SELECT 1 FROM politica_circulacao WHERE id = ${added.id}`)).toHaveLength(0);
    const [removal] = await rows<{ antes: { regras: number[] }; depois: null }>(`SELECT antes, depois FROM auditoria WHERE acao = 'loan-type.remove' AND alvo_id = 'temp-35b'`);
    expect(removal).toEqual({ antes: { ...renamed, regras: [added.id] }, depois: null });
    expect((await call('DELETE', '/balcao/biblioteca/tipos-emprestimo/temp-35b', admin)).json()).toEqual({ message: 'error.loan-type-not-found' });
  });

  it("says why a due date moved: the desk's answer and the patron's loans name the closed day skipped, another patron sees nothing of it", async () => {
    const [copy] = await rows<{ cod_exemplar: number }>(`
      SELECT min(e.cod_exemplar) AS cod_exemplar FROM exemplar e
      WHERE NOT EXISTS (SELECT 1 FROM reserva r WHERE r.cod_acervo = e.cod_acervo) AND e.cod_exemplar NOT IN (${copies.map((c) => c.cod_exemplar).join(',')})
      GROUP BY e.cod_acervo HAVING count(*) = 1 AND bool_and(e.situacao = 'disponivel' AND e.tipo_emprestimo = 'normal' AND e.codigo_barras IS NULL)
      ORDER BY e.cod_acervo LIMIT 1`);
    const { regra } = (await call('GET', `/balcao/biblioteca/regra-efetiva?usuario=tecnico&exemplar=${copy.cod_exemplar}`, admin)).json() as { regra: { prazo: number; unidade: string } };
    expect(regra.unidade).toBe('dias');
    // Hours unknown (beforeAll): only closed days move a due date. The day it would fall on is a holiday.
    const [{ d: falls, after }] = await rows<{ d: string; after: string }>(
      `SELECT (current_date + ${regra.prazo})::text AS d, (current_date + ${regra.prazo + 1})::text AS after`);
    await run(`INSERT INTO dia_fechado (data, cod_biblioteca, descricao) VALUES ('${falls}', NULL, 'Feriado municipal')`);
    try {
      const lent = await call('POST', '/balcao/emprestimos', admin, { usuario: 'tecnico', codigo_barras: String(copy.cod_exemplar) });
      expect(lent.statusCode).toBe(201);
      const move = { data_original: falls, hora_original: null, motivo: 'dias_fechados', dias_fechados: [{ data: falls, descricao: 'Feriado municipal' }] };
      expect(lent.json().emprestimo).toMatchObject({ data_devolucao: after, prazo_movido: move });
      const tecnico = bearer((await login(app, 'tecnico')).access_token);
      const mine = (await call('GET', '/pessoas/renovar', tecnico)).json() as { cod_emprestimo: number; prazo_movido?: object }[];
      expect(mine.find((l) => l.cod_emprestimo === lent.json().emprestimo.cod_emprestimo)?.prazo_movido).toEqual(move);
      const anas = (await call('GET', '/pessoas/renovar', ana)).json() as { cod_emprestimo: number }[];
      expect(anas.map((l) => l.cod_emprestimo)).not.toContain(lent.json().emprestimo.cod_emprestimo);
      // A loan whose due date fell on an open day has nothing to explain.
      expect(mine.filter((l) => l.cod_emprestimo !== lent.json().emprestimo.cod_emprestimo).every((l) => l.prazo_movido === undefined)).toBe(true);
    } finally {
      await run(`DELETE FROM dia_fechado WHERE data = '${falls}'`);
    }
  });
});
