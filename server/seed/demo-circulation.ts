/**
 * The demo's circulation: the rules of each patron category, a loan for every copy on loan,
 * loan history, holds, fines and suspensions, loan requests and alerts, arranged so that
 * each demo account shows what DEMO_ACCOUNTS promises. Dates are offsets in days from the
 * database's current_date, so "overdue" stays true whenever the seed runs.
 */
import type { Database } from '../db/connect';
import type { StagedTitles } from './demo-catalogue';
import type { People } from './demo-people';
import type { Random } from './random';
import { HOLD_ROW, LOAN_REQUEST } from '../modules/circulation';
import { insertJsonRows, queryRows } from './sql';
import { LOAN_TYPES } from './copies';

interface Copy { cod_exemplar: number; cod_acervo: number; cod_biblioteca: number; situacao: string; tipo_emprestimo: string; volume: string | null }
interface Loan { cod_exemplar: number; cod_pessoa: number; inicio: number; prevista: number; devolucao: number | null; renovacoes: number }
interface Hold {
  cod_acervo: number; cod_pessoa: number; cod_biblioteca: number; volume: string | null; situacao: string; dias: number;
  liberacao: number | null; cod_exemplar: number | null; encerramento: number | null;
}

type Rule = [dias: number, emprestimos: number, renovacoes: number, multaDia: number, suspensaoPorDia: number,
  retirada: number, solicitacoes: number, renovaComAtraso: boolean, renovaComDebito: boolean, debitoMaximo: number | null, domicilio: boolean];

/**
 * Circulation rules per category (docs/manual/staff.md "Circulation rules per category"): loan days, most loans at once,
 * most renewals, R$ per late day, suspension days per late day, days to collect a released
 * hold, most open loan requests, may renew with an overdue loan, may renew with a debt (up to
 * R$), home delivery. Spec §9 gives no rate; 1,50 makes aluno's 3 days late the R$ 4,50 of
 * the demo. Staff and professors are suspended instead of fined.
 */
export const CIRCULATION_RULES: Record<string, Rule> = {
  '01': [14, 5, 3, 1.5, 0, 3, 3, true, true, 10, false],
  '19': [14, 5, 3, 1.5, 0, 3, 3, true, true, 10, false],
  '03': [21, 8, 4, 1.5, 0, 3, 5, true, true, 10, true],
  '06': [7, 3, 2, 1, 0, 2, 2, false, false, null, false],
  '07': [7, 3, 2, 1, 0, 2, 2, false, false, null, false],
  '21': [7, 3, 2, 1, 0, 2, 2, false, false, null, false],
  '09': [30, 10, 5, 1.5, 0, 3, 5, true, true, 20, true],
  '08': [21, 8, 4, 1.5, 0, 3, 5, true, true, 10, true],
  '05': [14, 5, 3, 0, 1, 3, 3, true, true, null, false],
  '12': [14, 5, 3, 0, 1, 3, 3, true, true, null, false],
  Intercamb: [14, 3, 2, 1.5, 0, 3, 2, false, false, null, false],
  MembroComun: [7, 2, 1, 2, 0, 2, 1, false, false, null, false],
  '04': [30, 15, 5, 0, 1, 5, 10, true, true, null, true],
  '10': [30, 10, 5, 0, 0, 5, 5, true, true, null, true],
};

/**
 * The categories' own rules (regra_circulacao) and their rows of the policy matrix (issue 35):
 * each category's loans in any library and of any type, its special loans (a week at most,
 * for any category too), as the migration turned the per-category rules into the matrix.
 */
export async function insertCirculationRules(database: Database): Promise<void> {
  const rules = Object.entries(CIRCULATION_RULES).map(([categoria, [d, e, r, m, s, t, q, a, b, x, h]]) => ({ categoria, d, e, r, m, s, t, q, a, b, x, h }));
  await insertJsonRows(database, {
    into: 'regra_circulacao (categoria, max_solicitacoes_abertas, renova_com_atraso, renova_com_debito, debito_maximo, permite_domicilio)',
    select: 'r.categoria, r.q, r.a, r.b, r.x, r.h',
    record: 'categoria text, q int, a boolean, b boolean, x numeric, h boolean',
    suffix: 'ON CONFLICT (categoria) DO NOTHING',
  }, rules);
  const special = LOAN_TYPES.special;
  await insertJsonRows(database, {
    into: `politica_circulacao (categoria, tipo_emprestimo, prazo, max_emprestimos, max_renovacoes, multa, dias_suspensao_por_dia, dias_retirada_reserva)`,
    select: 'r.categoria, r.tipo, r.d, r.e, r.r, r.m, r.s, r.t',
    record: 'categoria text, tipo text, d int, e int, r int, m numeric, s int, t int',
    suffix: 'ON CONFLICT ON CONSTRAINT politica_circulacao_chave DO NOTHING',
  }, [
    { categoria: null, tipo: special, d: 7, e: 5, r: 3, m: 1.5, s: 0, t: 3 },
    ...rules.flatMap(({ categoria, d, e, r, m, s, t }) => [
      { categoria, tipo: null, d, e, r, m, s, t },
      { categoria, tipo: special, d: Math.min(d, 7), e, r, m, s, t },
    ]),
  ]);
}

/** A category's rule row of the matrix (any library, any type), as `g`, joined on `p.categoria`. */
const CATEGORY_RULE = `politica_circulacao g ON g.categoria = p.categoria AND g.cod_biblioteca IS NULL AND g.tipo_emprestimo IS NULL`;

export async function insertCirculation(database: Database, random: Random, people: People, staged: StagedTitles): Promise<void> {
  await insertCirculationRules(database);
  const copies = await queryRows<Copy>(database,
    'SELECT cod_exemplar, cod_acervo, cod_biblioteca, situacao, tipo_emprestimo, volume FROM exemplar ORDER BY cod_exemplar');
  const person = (login: string) => {
    const id = people.byLogin.get(login);
    if (id === undefined) throw new Error(`demo account ${login} is missing`);
    return id;
  };
  const copyOf = (codAcervo: number, situacao: string) => {
    const copy = copies.find((c) => c.cod_acervo === codAcervo && c.situacao === situacao);
    if (!copy) throw new Error(`staged title ${codAcervo} has no copy in state ${situacao}`);
    return copy;
  };
  const loans: Loan[] = [];
  const lent = new Set<number>();
  const lend = (copy: Copy, codPessoa: number, inicio: number, prevista: number, renovacoes = 0) => {
    loans.push({ cod_exemplar: copy.cod_exemplar, cod_pessoa: codPessoa, inicio, prevista, devolucao: null, renovacoes });
    lent.add(copy.cod_exemplar);
  };
  const [overdue, renewed, recent] = staged.alunoLoans.map((t) => copyOf(t, 'emprestado'));
  lend(overdue, person('aluno'), -21, -7);
  lend(renewed, person('aluno'), -30, 12, 2);
  lend(recent, person('aluno'), -2, 12);
  lend(copyOf(staged.professorLoans[0], 'emprestado'), person('professor'), -10, 20);
  lend(copyOf(staged.professorLoans[1], 'emprestado'), person('professor'), -40, 5, 1);
  lend(copyOf(staged.blockedLoan, 'emprestado'), person('bloqueado'), -90, -76);

  // Every other copy on loan goes to someone: a few to the named accounts, the rest to the crowd.
  const named = [person('posgrad'), person('posgrad'), person('funcionario'), person('comunidade')];
  const crowd = people.crowd.length > 0 ? people.crowd : [person('posgrad'), person('funcionario'), person('comunidade')];
  for (const copy of copies.filter((c) => c.situacao === 'emprestado' && !lent.has(c.cod_exemplar))) {
    const inicio = -random.int(1, 28);
    const period = copy.tipo_emprestimo.startsWith('especial') ? 7 : 14;
    const renovacoes = random.weighted([0, 1, 2], [70, 20, 10]);
    lend(copy, named.shift() ?? random.pick(crowd), inicio, inicio + period * (1 + renovacoes), renovacoes);
  }
  // History is drawn from copies on the shelf now, so no past loan overlaps a current one.
  const shelf = copies.filter((c) => c.situacao === 'disponivel');
  loans.push(...history(random, shelf, person('aluno'), 8), ...history(random, shelf, person('professor'), 4));
  // aluno returned two loans late: 3 days ten days ago (fine still open), 2 days months ago (fine paid).
  loans.push({ cod_exemplar: random.pick(shelf).cod_exemplar, cod_pessoa: person('aluno'), inicio: -27, prevista: -13, devolucao: -10, renovacoes: 0 });
  loans.push({ cod_exemplar: random.pick(shelf).cod_exemplar, cod_pessoa: person('aluno'), inicio: -136, prevista: -122, devolucao: -120, renovacoes: 1 });
  for (const codPessoa of people.crowd) loans.push(...history(random, shelf, codPessoa, random.int(0, 4), 0.08));
  // professor returned one loan 4 days late a month ago: 4 days of suspension (her category
  // suspends a day per day late), long over (the Suspensions page). No random draw, so the
  // rest of the demo stays as it was.
  loans.push({ cod_exemplar: shelf[shelf.length - 1].cod_exemplar, cod_pessoa: person('professor'), inicio: -48, prevista: -34, devolucao: -30, renovacoes: 0 });
  await insertJsonRows(database, {
    into: 'emprestimo (cod_exemplar, cod_pessoa, data_emprestimo, data_devolucao_prevista, data_devolucao, renovacoes)',
    select: 'r.cod_exemplar, r.cod_pessoa, current_date + r.inicio, current_date + r.prevista, current_date + r.devolucao, r.renovacoes',
    record: 'cod_exemplar int, cod_pessoa int, inicio int, prevista int, devolucao int, renovacoes int',
  }, loans);
  // Each loan may be renewed as often as its borrower's category allows.
  await database.exec(`UPDATE emprestimo e SET limite_renovacoes = g.max_renovacoes
    FROM pessoa p JOIN ${CATEGORY_RULE} WHERE p.cod_pessoa = e.cod_pessoa`);
  await insertFinesAndSuspensions(database);
  await insertJsonRows(database, {
    into: 'reserva (cod_acervo, cod_pessoa, cod_biblioteca, volume, situacao, data_reserva, data_liberacao, cod_exemplar, data_limite, data_encerramento)',
    // A released hold waits as many days as its patron's category gives to collect it.
    select: `r.cod_acervo, r.cod_pessoa, r.cod_biblioteca, r.volume, r.situacao, now() + r.dias * interval '1 day', current_date + r.liberacao,
      r.cod_exemplar, current_date + r.liberacao + (SELECT coalesce(max(g.dias_retirada_reserva), 3) FROM pessoa p
        LEFT JOIN ${CATEGORY_RULE} WHERE p.cod_pessoa = r.cod_pessoa), current_date + r.encerramento`,
    record: 'cod_acervo int, cod_pessoa int, cod_biblioteca int, volume text, situacao text, dias int, liberacao int, cod_exemplar int, encerramento int',
  }, [...holds(random, copies, staged, person, crowd), ...heldBefore(random, shelf, person('aluno'))]);
  await insertLoanRequests(database, random, shelf, person);
  await insertAlerts(database, person('aluno'), staged.released);
}

/** Returned loans spread over the last 18 months; `lateShare` of them came back late. */
function history(random: Random, copies: Copy[], codPessoa: number, count: number, lateShare = 0): Loan[] {
  return Array.from({ length: count }, () => {
    const inicio = -random.int(30, 540);
    const prevista = inicio + 14;
    const devolucao = random.chance(lateShare) ? prevista + random.int(1, 10) : inicio + random.int(3, 14);
    return { cod_exemplar: random.pick(copies).cod_exemplar, cod_pessoa: codPessoa, inicio, prevista, devolucao, renovacoes: random.int(0, 1) };
  });
}

/**
 * What every late return earned under its borrower's category rules: a fine (still open when
 * recent, paid when older than 45 days) and/or a suspension of so many days per day late.
 */
async function insertFinesAndSuspensions(database: Database): Promise<void> {
  const late = `FROM emprestimo e JOIN exemplar x ON x.cod_exemplar = e.cod_exemplar
    JOIN pessoa p ON p.cod_pessoa = e.cod_pessoa JOIN ${CATEGORY_RULE}
    CROSS JOIN LATERAL (SELECT e.data_devolucao - e.data_devolucao_prevista AS dias) d
    CROSS JOIN LATERAL (SELECT 'Atraso na devolução (' || d.dias || CASE WHEN d.dias = 1 THEN ' dia)' ELSE ' dias)' END AS motivo) m
    WHERE e.data_devolucao > e.data_devolucao_prevista`;
  await database.exec(`
    INSERT INTO multa (cod_pessoa, cod_emprestimo, cod_biblioteca, valor_multa, valor_pago, data_pagamento, tipo_servico, motivo)
    SELECT e.cod_pessoa, e.cod_emprestimo, x.cod_biblioteca, d.dias * g.multa,
      CASE WHEN e.data_devolucao < current_date - 45 THEN d.dias * g.multa ELSE 0 END,
      CASE WHEN e.data_devolucao < current_date - 45 THEN e.data_devolucao + 3 END,
      'Empréstimo', m.motivo
    ${late} AND g.multa > 0
    ORDER BY e.cod_emprestimo`);
  await database.exec(`
    INSERT INTO suspensao (cod_pessoa, cod_biblioteca, cod_emprestimo, data_inicio, data_fim, motivo)
    SELECT e.cod_pessoa, x.cod_biblioteca, e.cod_emprestimo, e.data_devolucao, e.data_devolucao + d.dias * g.dias_suspensao_por_dia - 1, m.motivo
    ${late} AND g.dias_suspensao_por_dia > 0
    ORDER BY e.cod_emprestimo`);
}

/** aluno's past holds: one collected, one she cancelled (the hold history). */
function heldBefore(random: Random, shelf: Copy[], aluno: number): Hold[] {
  const [a, b] = random.sample(shelf, 2);
  const past = (copy: Copy, situacao: string, dias: number, encerramento: number): Hold => ({
    cod_acervo: copy.cod_acervo, cod_pessoa: aluno, cod_biblioteca: copy.cod_biblioteca, volume: copy.volume, situacao, dias,
    liberacao: situacao === HOLD_ROW.collected ? encerramento - 1 : null, cod_exemplar: null, encerramento,
  });
  return [past(a, HOLD_ROW.collected, -60, -50), past(b, HOLD_ROW.cancelled, -30, -28)];
}

/** Loan requests: aluno's finished one (her history), and posgrad's waiting one for the desk to move on. */
async function insertLoanRequests(database: Database, random: Random, shelf: Copy[], person: (login: string) => number): Promise<void> {
  const [a, b] = random.sample(shelf.filter((c) => c.tipo_emprestimo !== 'consulta local'), 2);
  const rows = [
    { cod_pessoa: person('aluno'), copy: a, telefone: '(48) 99876-5432', situacao: LOAN_REQUEST.finished, dias: -40 },
    { cod_pessoa: person('posgrad'), copy: b, telefone: '(48) 3721-0000', situacao: LOAN_REQUEST.waiting, dias: -1 },
  ].map(({ copy, ...r }) => ({ ...r, cod_acervo: copy.cod_acervo, origem: copy.cod_biblioteca, volume: copy.volume }));
  await insertJsonRows(database, {
    into: `solicitacao_emprestimo (cod_pessoa, cod_acervo, biblioteca_origem, biblioteca_recebimento, volume, telefone, email,
      cod_local_recebimento, situacao, data_solicitacao, data_atualizacao)`,
    select: `r.cod_pessoa, r.cod_acervo, r.origem, (SELECT min(cod_biblioteca) FROM biblioteca), r.volume, r.telefone,
      (SELECT email FROM pessoa WHERE cod_pessoa = r.cod_pessoa), 1, r.situacao, now() + r.dias * interval '1 day', now() + r.dias * interval '1 day'`,
    record: 'cod_pessoa int, cod_acervo int, origem int, volume text, telefone text, situacao text, dias int',
  }, rows);
}

/** aluno's alerts (a key and its parameters): her released hold (unread) and an older one, read. Marked sent: the demo mails nobody. */
async function insertAlerts(database: Database, aluno: number, released: number): Promise<void> {
  await database.exec(`
    INSERT INTO alerta (cod_pessoa, tipo, parametros, data, lido, chave, enviado_em)
    SELECT r.cod_pessoa, 'reserva_liberada',
      jsonb_build_object('titulo', a.titulo, 'biblioteca', b.desc_biblioteca, 'data', to_char(r.data_limite, 'YYYY-MM-DD')),
      now() - interval '1 day', false, 'reserva:' || r.cod_reserva || ':liberada', now() - interval '1 day'
    FROM reserva r JOIN acervo a ON a.cod_acervo = r.cod_acervo JOIN biblioteca b ON b.cod_biblioteca = r.cod_biblioteca
    WHERE r.cod_pessoa = ${aluno} AND r.cod_acervo = ${released} AND r.situacao = '${HOLD_ROW.released}';
    INSERT INTO alerta (cod_pessoa, tipo, parametros, data, lido, chave, enviado_em)
    SELECT r.cod_pessoa, 'reserva_liberada',
      jsonb_build_object('titulo', a.titulo, 'biblioteca', b.desc_biblioteca, 'data', to_char(coalesce(r.data_limite, (r.data_reserva + interval '11 days')::date), 'YYYY-MM-DD')),
      r.data_reserva + interval '9 days', true, 'reserva:' || r.cod_reserva || ':liberada', r.data_reserva + interval '9 days'
    FROM reserva r JOIN acervo a ON a.cod_acervo = r.cod_acervo JOIN biblioteca b ON b.cod_biblioteca = r.cod_biblioteca
    WHERE r.cod_pessoa = ${aluno} AND r.situacao = '${HOLD_ROW.collected}'`);
}

function holds(random: Random, copies: Copy[], staged: StagedTitles, person: (login: string) => number, crowd: number[]): Hold[] {
  const at = (codAcervo: number) => copies.find((c) => c.cod_acervo === codAcervo)!;
  const queue = (codAcervo: number, codPessoa: number, dias: number): Hold => ({
    cod_acervo: codAcervo, cod_pessoa: codPessoa, cod_biblioteca: at(codAcervo).cod_biblioteca,
    volume: at(codAcervo).volume, situacao: HOLD_ROW.queued, dias, liberacao: null, cod_exemplar: null, encerramento: null,
  });
  const released = (copy: Copy, codPessoa: number, dias: number, liberacao: number): Hold => ({
    cod_acervo: copy.cod_acervo, cod_pessoa: codPessoa, cod_biblioteca: copy.cod_biblioteca,
    volume: copy.volume, situacao: HOLD_ROW.released, dias, liberacao, cod_exemplar: copy.cod_exemplar, encerramento: null,
  });
  const list = [
    queue(staged.sharedQueue, person('posgrad'), -6),
    queue(staged.sharedQueue, person('aluno'), -3),
    queue(staged.alunoQueue, person('aluno'), -1),
    queue(staged.professorQueue, person('professor'), -4),
    queue(staged.professorQueue, random.pick(crowd), -2),
  ];
  // Every copy set aside is waiting for someone.
  for (const copy of copies.filter((c) => c.situacao === 'reservado')) {
    list.push(copy.cod_acervo === staged.released
      ? released(copy, person('aluno'), -5, -1)
      : released(copy, random.pick(crowd), -random.int(2, 8), -random.int(0, 2)));
  }
  return list;
}
