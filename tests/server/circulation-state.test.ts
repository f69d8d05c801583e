// Issue 35 item 2: the old system's circulation state on switch-over day. A Koha-shaped
// export of loans, holds, debts and suspensions: the dry run's report line by line, a file
// with one bad line writes nothing, a second load changes nothing, and what was loaded is the
// patron's own (their loans, holds, debts; the desk takes the copy back; a suspension bars).
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/connect';
import { loadCirculationState, type CirculationKind } from '../../server/loaders/circulation-state';
import type { LoadEvent } from '../../server/loaders/csv';
import { bearer, login, testApp } from '../support/server-app';
import { backendName } from '../support/test-db';

describe(`circulation state in (${backendName})`, () => {
  let app: FastifyInstance;
  let dir: string;
  let staff: Record<string, string>;
  let ana: Record<string, string>;
  let carlos: Record<string, string>;
  /** Single-copy titles on the shelf that nobody holds: [barcode (the copy's number), title's control number]. */
  let shelf: { barcode: string; controle: string; cod_acervo: number }[];
  let anaCard: string;
  const q = <T>(text: ReturnType<typeof sql>) => queryRows<T>(app.ctx.database.db, text);
  const day = async (offset: number) => (await q<{ d: string }>(sql`SELECT (current_date + ${offset}::int)::text AS d`))[0].d;
  const count = async (table: string) => (await q<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`))[0].n;

  async function load(kind: CirculationKind, name: string, lines: string[], options: { dryRun?: boolean; preset?: string } = {}) {
    const file = path.join(dir, name);
    await fs.writeFile(file, `${lines.join('\n')}\n`);
    const events: LoadEvent[] = [];
    const result = await loadCirculationState(app.ctx.database, { kind, file, preset: options.preset ?? 'koha', dryRun: options.dryRun }, (e) => events.push(e));
    const report = events.flatMap((e) => (e.event === 'row-error' ? [`${e.line}: ${e.reason}`] : e.event === 'row' ? [`${e.line}: ${e.action}: ${e.detail}`] : []));
    return { result, report };
  }

  beforeAll(async () => {
    app = await testApp();
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'circulation-state-'));
    staff = bearer((await login(app, 'bibliotecario')).access_token);
    ana = bearer((await login(app, 'aluno')).access_token);
    carlos = bearer((await login(app, 'posgrad')).access_token);
    // The patrons' card numbers, as Koha exports them (borrowers.cardnumber).
    await app.ctx.database.db.execute(sql`UPDATE pessoa SET cartao = 'K' || cod_pessoa WHERE login IN ('aluno', 'posgrad')`);
    anaCard = (await q<{ cartao: string }>(sql`SELECT cartao FROM pessoa WHERE login = 'aluno'`))[0].cartao;
    shelf = await q(sql`
      SELECT min(e.cod_exemplar)::text AS barcode, a.numero_controle AS controle, a.cod_acervo FROM exemplar e JOIN acervo a ON a.cod_acervo = e.cod_acervo
      WHERE NOT EXISTS (SELECT 1 FROM reserva r WHERE r.cod_acervo = e.cod_acervo) AND e.codigo_barras IS NULL
      GROUP BY a.cod_acervo, a.numero_controle HAVING count(*) = 1 AND bool_and(e.situacao = 'disponivel' AND e.tipo_emprestimo = 'normal')
      ORDER BY a.cod_acervo LIMIT 7`);
    expect(shelf).toHaveLength(7);
  });
  afterAll(async () => {
    await app?.close();
    if (dir) await fs.rm(dir, { recursive: true, force: true });
  });

  describe('loans', () => {
    let good: string[];
    let overdue: string;
    beforeAll(async () => {
      overdue = await day(-3);
      good = [
        'cardnumber,barcode,issuedate,date_due,renewals_count,issue_id',
        `${anaCard},${shelf[0].barcode},${await day(-10)} 10:31:00,${await day(4)} 23:59:00,1,9001`,
        `${anaCard},${shelf[1].barcode},${await day(-20)},${overdue},0,9002`,
        `posgrad,${shelf[2].barcode},${await day(-2)},${await day(12)},0,9003`,
      ];
    });

    it('the dry run reports every line — unknown patron, unknown barcode, bad date, a copy already on loan — and writes nothing', async () => {
      // A copy the desk lent after the switch-over began.
      expect((await app.inject({ method: 'POST', url: '/api/balcao/emprestimos', headers: staff, payload: { usuario: 'professor', codigo_barras: shelf[3].barcode } })).statusCode).toBe(201);
      const before = await count('emprestimo');
      const { result, report } = await load('loans', 'loans-bad.csv', [
        ...good,
        `nobody,${shelf[4].barcode},${await day(-1)},${await day(9)},0,9004`,
        `posgrad,NOPE-1,${await day(-1)},${await day(9)},0,9005`,
        `posgrad,${shelf[4].barcode},31/02/2025,${await day(9)},0,9006`,
        `posgrad,${shelf[3].barcode},${await day(-1)},${await day(9)},0,9007`,
      ], { dryRun: true });
      expect(report).toEqual([
        `2: create: loan of ${shelf[0].barcode} to aluno, due ${await day(4)}`,
        `3: create: loan of ${shelf[1].barcode} to aluno, due ${overdue}`,
        `4: create: loan of ${shelf[2].barcode} to posgrad, due ${await day(12)}`,
        '5: unknown patron "nobody"',
        '6: unknown barcode "NOPE-1"',
        '7: bad loan date "31/02/2025" (YYYY-MM-DD or DD/MM/YYYY)',
        `8: copy ${shelf[3].barcode} is already on loan (to professor)`,
      ]);
      expect(result).toMatchObject({ read: 7, created: 3, skipped: 4, dryRun: true });
      expect(await count('emprestimo')).toBe(before);
    });

    it('a file with one bad line writes nothing', async () => {
      const before = await count('emprestimo');
      const { result, report } = await load('loans', 'loans-one-bad.csv', [...good, `posgrad,NOPE-1,${await day(-1)},${await day(9)},0,9005`]);
      expect(report).toEqual(['5: unknown barcode "NOPE-1"']);
      expect(result).toMatchObject({ created: 0, updated: 0, skipped: 1, failed: '1 line refused: nothing written (all or nothing)' });
      expect(await count('emprestimo')).toBe(before);
      const [copy] = await q<{ situacao: string }>(sql`SELECT situacao FROM exemplar WHERE cod_exemplar = ${Number(shelf[0].barcode)}`);
      expect(copy.situacao).toBe('disponivel');
    });

    it('loads the clean file; the loans are the patron\'s own; a second load changes nothing', async () => {
      const { result } = await load('loans', 'loans.csv', good);
      expect(result).toMatchObject({ read: 3, created: 3, updated: 0, unchanged: 0, skipped: 0, failed: null });
      const loans = (await app.inject({ url: '/api/emprestimo/titulos-pendentes', headers: ana })).json() as { cod_acervo: number; data_devolucao: string; renovacoes: number; atrasado: boolean }[];
      expect(loans.filter((l) => l.cod_acervo === shelf[0].cod_acervo || l.cod_acervo === shelf[1].cod_acervo)
        .map((l) => [l.cod_acervo, l.data_devolucao, l.renovacoes, l.atrasado]).sort()).toEqual([
        [shelf[0].cod_acervo, await day(4), 1, false], [shelf[1].cod_acervo, overdue, 0, true],
      ].sort());
      const again = await load('loans', 'loans.csv', good);
      expect(again.result).toMatchObject({ read: 3, created: 0, updated: 0, unchanged: 3, skipped: 0, failed: null });
      const dry = await load('loans', 'loans.csv', good, { dryRun: true });
      expect(dry.report[0]).toBe(`2: unchanged: loan of ${shelf[0].barcode} to aluno, due ${await day(4)}`);
    });

    it('the desk takes a loaded loan back, late by its loaded due date; loaded again, it stays returned', async () => {
      const res = await app.inject({ method: 'POST', url: '/api/balcao/devolucoes', headers: staff, payload: { codigo_barras: shelf[1].barcode } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ nome: 'Ana Beatriz Souza', dias_atraso: 3 });
      const again = await load('loans', 'loans.csv', good);
      expect(again.result).toMatchObject({ created: 0, unchanged: 3 });
      const [copy] = await q<{ situacao: string }>(sql`SELECT situacao FROM exemplar WHERE cod_exemplar = ${Number(shelf[1].barcode)}`);
      expect(copy.situacao).toBe('disponivel');
    });

    it('a changed due date in the file is an update', async () => {
      const changed = [...good];
      changed[3] = `posgrad,${shelf[2].barcode},${await day(-2)},${await day(19)},1,9003`;
      const { result } = await load('loans', 'loans.csv', changed);
      expect(result).toMatchObject({ created: 0, updated: 1, unchanged: 2 });
      const loans = (await app.inject({ url: '/api/emprestimo/titulos-pendentes', headers: carlos })).json() as { cod_acervo: number; data_devolucao: string }[];
      expect(loans.find((l) => l.cod_acervo === shelf[2].cod_acervo)?.data_devolucao).toBe(await day(19));
    });
  });

  describe('holds, debts and suspensions', () => {
    it('holds keep their queue order; a ready one sets its copy aside; a title without copies is refused', async () => {
      const holdTitle = shelf[4];
      const readyTitle = shelf[5];
      const header = 'cardnumber,biblionumber,barcode,reservedate,priority,found,waitingdate,expirationdate,reserve_id';
      const lines = [
        header,
        // Carlos is second in the queue though he asked first: the file's order wins.
        `posgrad,${holdTitle.controle},,${await day(-9)},2,,,,501`,
        `${anaCard},${holdTitle.controle},,${await day(-5)},1,,,,502`,
        `posgrad,${readyTitle.controle},${readyTitle.barcode},${await day(-4)},0,W,${await day(-1)},${await day(5)},503`,
      ];
      // A title whose one copy was withdrawn: nothing to hold.
      const noCopy = shelf[6];
      await app.ctx.database.db.execute(sql`UPDATE exemplar SET situacao = 'baixado' WHERE cod_exemplar = ${Number(noCopy.barcode)}`);
      const bad = await load('holds', 'holds-bad.csv', [...lines, `posgrad,${noCopy.controle},,${await day(-1)},1,,,,504`], { dryRun: true });
      expect(bad.report.at(-1)).toBe(`5: hold on a title with no copy (${noCopy.controle})`);
      expect(bad.report.slice(0, 3).map((l) => l.split(': ')[1])).toEqual(['create', 'create', 'create']);

      const { result } = await load('holds', 'holds.csv', lines);
      expect(result).toMatchObject({ created: 3, skipped: 0, failed: null });
      const anaHolds = (await app.inject({ url: '/api/reserva', headers: ana })).json() as { cod_acervo: number; posicao_fila: number | null; situacao: string }[];
      expect(anaHolds.find((h) => h.cod_acervo === holdTitle.cod_acervo)).toMatchObject({ posicao_fila: 1, situacao: 'em_fila' });
      const carlosHolds = (await app.inject({ url: '/api/reserva', headers: carlos })).json() as { cod_acervo: number; posicao_fila: number | null; situacao: string }[];
      expect(carlosHolds.find((h) => h.cod_acervo === holdTitle.cod_acervo)).toMatchObject({ posicao_fila: 2 });
      expect(carlosHolds.find((h) => h.cod_acervo === readyTitle.cod_acervo)).toMatchObject({ situacao: 'liberada' });
      // The copy on the shelf for Carlos: the desk lends it to him and to nobody else.
      const toAna = await app.inject({ method: 'POST', url: '/api/balcao/emprestimos', headers: staff, payload: { usuario: 'aluno', codigo_barras: readyTitle.barcode } });
      expect(toAna.json()).toMatchObject({ message: expect.any(String) });
      expect(toAna.statusCode).toBe(422);
      expect((await load('holds', 'holds.csv', lines)).result).toMatchObject({ created: 0, unchanged: 3 });
    });

    it('open debts show in the patron\'s debts; a suspension in force stops the desk lending', async () => {
      const fines = await load('fines', 'fines.csv', [
        'cardnumber,amount,amountoutstanding,description,date,accountlines_id',
        `${anaCard},"12,50","12,50",Atraso na devolução (5 dias),${await day(-30)},7001`,
        `${anaCard},8.00,3.00,Perda de etiqueta,${await day(-40)},7002`,
        `${anaCard},4.00,0.00,Paga no sistema antigo,${await day(-50)},7003`,
      ], { dryRun: true });
      expect(fines.report).toEqual([
        '2: create: debt of aluno: R$ 12.50 open, "Atraso na devolução (5 dias)"',
        '3: create: debt of aluno: R$ 3.00 open, "Perda de etiqueta"',
        '4: nothing owed: 4.00 charged, 4.00 paid (only open debts load)',
      ]);
      const written = await load('fines', 'fines.csv', [
        'cardnumber,amount,amountoutstanding,description,date,accountlines_id',
        `${anaCard},"12,50","12,50",Atraso na devolução (5 dias),${await day(-30)},7001`,
        `${anaCard},8.00,3.00,Perda de etiqueta,${await day(-40)},7002`,
      ]);
      expect(written.result).toMatchObject({ created: 2, failed: null });
      const debts = (await app.inject({ url: '/api/emprestimo/debitos-pendentes', headers: ana })).json() as { debitos: { motivo: string; total_a_pagar: number }[] };
      expect(debts.debitos.filter((d) => d.motivo === 'Perda de etiqueta' || d.motivo.startsWith('Atraso na devolução (5')).map((d) => d.total_a_pagar).sort()).toEqual([12.5, 3].sort());

      const suspensions = [
        'cardnumber,created,expiration,comment,borrower_debarment_id',
        `posgrad,${await day(-2)},${await day(20)},Suspensão por atraso (sistema anterior),81`,
      ];
      expect((await load('suspensions', 'susp.csv', [...suspensions, `posgrad,${await day(-30)},${await day(-1)},Antiga,82`])).result)
        .toMatchObject({ failed: '1 line refused: nothing written (all or nothing)' });
      expect((await load('suspensions', 'susp.csv', suspensions)).result).toMatchObject({ created: 1, failed: null });
      const res = await app.inject({ method: 'POST', url: '/api/balcao/emprestimos', headers: staff, payload: { usuario: 'posgrad', codigo_barras: shelf[1].barcode } });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toMatch(/suspen/i);
      const [audit] = await q<{ depois: { kind: string; created: number } }>(sql`SELECT depois FROM auditoria WHERE acao = 'circulation.import' ORDER BY id DESC LIMIT 1`);
      expect(audit.depois).toMatchObject({ kind: 'suspensions', created: 1 });
    });
  });

  describe('loan history', () => {
    it("returned loans land in the patron's loan history, leave the copy where it is, and load once", async () => {
      const [copy] = await q<{ situacao: string }>(sql`SELECT situacao FROM exemplar WHERE cod_exemplar = ${Number(shelf[3].barcode)}`);
      const header = 'cardnumber,barcode,issuedate,date_due,returndate,issue_id';
      const lines = [
        header,
        // Returned two days late, and on time.
        `${anaCard},${shelf[3].barcode},${await day(-400)},${await day(-386)},${await day(-384)},8001`,
        `${anaCard},${shelf[2].barcode},${await day(-200)},${await day(-186)},${await day(-190)},8002`,
      ];
      const bad = await load('history', 'history-bad.csv', [...lines, `${anaCard},${shelf[2].barcode},${await day(-100)},${await day(-86)},${await day(-101)},8003`], { dryRun: true });
      expect(bad.report).toEqual([
        `2: create: returned loan of ${shelf[3].barcode} to aluno, due ${await day(-386)}, returned ${await day(-384)}`,
        `3: create: returned loan of ${shelf[2].barcode} to aluno, due ${await day(-186)}, returned ${await day(-190)}`,
        `4: return date ${await day(-101)} not between the loan date and today`,
      ]);
      const loanDay = await day(-400);
      const history = async () => (await app.inject({ url: `/api/emprestimo/historico?dataIni=${await day(-401)}`, headers: ana })).json() as
        { cod_acervo: number; data_emprestimo: string; data_devolucao: string; data_devolucao_efetiva: string | null }[];
      const before = (await history()).length;
      expect((await load('history', 'history-bad.csv', [...lines, `${anaCard},${shelf[2].barcode},${await day(-100)},${await day(-86)},${await day(-101)},8003`])).result)
        .toMatchObject({ failed: '1 line refused: nothing written (all or nothing)' });
      expect(await history()).toHaveLength(before);

      expect((await load('history', 'history.csv', lines)).result).toMatchObject({ created: 2, failed: null });
      const entries = await history();
      expect(entries).toHaveLength(before + 2);
      expect(entries.find((e) => e.cod_acervo === shelf[3].cod_acervo && e.data_emprestimo === loanDay)).toMatchObject({ data_devolucao: await day(-386), data_devolucao_efetiva: await day(-384) });
      // History is no loan: the copy's state and Carlos's view are untouched.
      expect((await q<{ situacao: string }>(sql`SELECT situacao FROM exemplar WHERE cod_exemplar = ${Number(shelf[3].barcode)}`))[0].situacao).toBe(copy.situacao);
      const carlosHistory = (await app.inject({ url: `/api/emprestimo/historico?dataIni=${await day(-401)}`, headers: carlos })).json() as { data_emprestimo: string }[];
      expect(carlosHistory.filter((e) => e.data_emprestimo === loanDay)).toHaveLength(0);
      // A second load of the same file changes nothing.
      expect((await load('history', 'history.csv', lines)).result).toMatchObject({ created: 0, unchanged: 2 });
      expect(await history()).toHaveLength(before + 2);
    });
  });
});
