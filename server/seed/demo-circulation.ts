/**
 * The demo's circulation: a loan for every copy on loan, loan history, holds and fines,
 * arranged so that each demo account shows what DEMO_ACCOUNTS promises. Dates are offsets
 * in days from the database's current_date, so "overdue" stays true whenever the seed runs.
 */
import type { Database } from '../db/connect';
import type { StagedTitles } from './demo-catalogue';
import type { People } from './demo-people';
import type { Random } from './random';
import { insertJsonRows, queryRows } from './sql';

interface Copy { cod_exemplar: number; cod_acervo: number; cod_biblioteca: number; situacao: string; tipo_emprestimo: string; volume: string | null }
interface Loan { cod_exemplar: number; cod_pessoa: number; inicio: number; prevista: number; devolucao: number | null; renovacoes: number }
interface Hold { cod_acervo: number; cod_pessoa: number; cod_biblioteca: number; volume: string | null; situacao: string; dias: number; liberacao: number | null }

/** R$ per day late (spec §9 gives no rate; 1,50 makes aluno's 3 days late the R$ 4,50 of the brief). */
const FINE_PER_DAY = 1.5;

export async function insertCirculation(database: Database, random: Random, people: People, staged: StagedTitles): Promise<void> {
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
  await insertJsonRows(database, {
    into: 'emprestimo (cod_exemplar, cod_pessoa, data_emprestimo, data_devolucao_prevista, data_devolucao, renovacoes)',
    select: 'r.cod_exemplar, r.cod_pessoa, current_date + r.inicio, current_date + r.prevista, current_date + r.devolucao, r.renovacoes',
    record: 'cod_exemplar int, cod_pessoa int, inicio int, prevista int, devolucao int, renovacoes int',
  }, loans);
  await insertFines(database);
  await insertJsonRows(database, {
    into: 'reserva (cod_acervo, cod_pessoa, cod_biblioteca, volume, situacao, data_reserva, data_liberacao)',
    select: `r.cod_acervo, r.cod_pessoa, r.cod_biblioteca, r.volume, r.situacao, now() + r.dias * interval '1 day', current_date + r.liberacao`,
    record: 'cod_acervo int, cod_pessoa int, cod_biblioteca int, volume text, situacao text, dias int, liberacao int',
  }, holds(random, copies, staged, person, crowd));
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

/** A fine for every late return: still open when recent, paid when older than 45 days. */
async function insertFines(database: Database): Promise<void> {
  await database.exec(`
    INSERT INTO multa (cod_pessoa, cod_emprestimo, cod_biblioteca, valor_multa, valor_pago, data_pagamento, tipo_servico, motivo)
    SELECT e.cod_pessoa, e.cod_emprestimo, x.cod_biblioteca, d.dias * ${FINE_PER_DAY},
      CASE WHEN e.data_devolucao < current_date - 45 THEN d.dias * ${FINE_PER_DAY} ELSE 0 END,
      CASE WHEN e.data_devolucao < current_date - 45 THEN e.data_devolucao + 3 END,
      'Empréstimo', 'Atraso na devolução (' || d.dias || CASE WHEN d.dias = 1 THEN ' dia)' ELSE ' dias)' END
    FROM emprestimo e JOIN exemplar x ON x.cod_exemplar = e.cod_exemplar
    CROSS JOIN LATERAL (SELECT e.data_devolucao - e.data_devolucao_prevista AS dias) d
    WHERE e.data_devolucao > e.data_devolucao_prevista
    ORDER BY e.cod_emprestimo`);
}

function holds(random: Random, copies: Copy[], staged: StagedTitles, person: (login: string) => number, crowd: number[]): Hold[] {
  const at = (codAcervo: number) => copies.find((c) => c.cod_acervo === codAcervo)!;
  const queue = (codAcervo: number, codPessoa: number, dias: number): Hold => ({
    cod_acervo: codAcervo, cod_pessoa: codPessoa, cod_biblioteca: at(codAcervo).cod_biblioteca,
    volume: at(codAcervo).volume, situacao: 'fila', dias, liberacao: null,
  });
  const released = (copy: Copy, codPessoa: number, dias: number, liberacao: number): Hold => ({
    cod_acervo: copy.cod_acervo, cod_pessoa: codPessoa, cod_biblioteca: copy.cod_biblioteca,
    volume: copy.volume, situacao: 'liberada', dias, liberacao,
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
