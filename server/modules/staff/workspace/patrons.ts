/**
 * The patrons section (issue 23): finding a patron by name, login, CPF or card number, and
 * what staff see of one (loans, holds, debts, suspensions, requests). The lists are the
 * patron's own lists, read by the same functions the personal area calls.
 */
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { one, rows, type Executor } from '../../../db/query';
import { notFound } from '../../../http/errors';
import type { ResponseBody } from '../../../http/handlers';
import { pendingDebits } from '../../circulation';
import { listHolds } from '../../circulation';
import { listLoanRequests } from '../../circulation';
import { renewableLoans, suspensions } from '../../circulation';
import { myDeletionRequests } from '../../patrons';

export type PatronSummary = ResponseBody<'getStaffPatron'>['pessoa'];

export const PAGE_SIZE = 20;

const summaryColumns = sql`p.cod_pessoa, p.login, p.nome, p.categoria, c.descricao AS desc_categoria, p.email, p.bloqueado`;
const summarySelect = sql`SELECT ${summaryColumns} FROM pessoa p JOIN categoria c ON c.codigo = p.categoria`;

/** LIKE's own characters taken literally. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * One search box: the name contains every word typed (accents and case ignored); the login
 * (which is also the card number) or the CPF (digits, with or without its dots) is exact.
 * An exact login comes first, then by name.
 */
export async function searchPatrons(ctx: AppContext, q: string, page = 1): Promise<ResponseBody<'searchStaffPatrons'>> {
  const text = q.trim().replace(/\s+/g, ' ');
  const words = text.split(' ').filter(Boolean).map((w) => sql`unaccent(lower(p.nome)) LIKE '%' || unaccent(lower(${likeLiteral(w)})) || '%'`);
  const digits = text.replace(/[.\-\s/]/g, '');
  const byCpf = /^\d{11}$/.test(digits)
    ? sql`OR regexp_replace(coalesce(p.dados_pessoais->>'cpf', ''), '\\D', '', 'g') = ${digits} OR p.vinculo = ${digits}`
    : sql``;
  const where = sql`WHERE lower(p.login) = lower(${text}) ${byCpf} ${words.length ? sql`OR (${sql.join(words, sql` AND `)})` : sql``}`;
  const list = await rows<PatronSummary & { total: number }>(ctx.database.db, sql`
    SELECT ${summaryColumns}, count(*) OVER ()::int AS total FROM pessoa p JOIN categoria c ON c.codigo = p.categoria ${where}
    ORDER BY (lower(p.login) = lower(${text})) DESC, p.nome, p.cod_pessoa
    LIMIT ${PAGE_SIZE} OFFSET ${(page - 1) * PAGE_SIZE}`);
  const total = list[0]?.total ?? (page > 1 ? await countOf(ctx.database.db, where) : 0);
  return { total, pagina: page, por_pagina: PAGE_SIZE, itens: list.map(({ total: _, ...p }) => p) };
}

async function countOf(ex: Executor, where: ReturnType<typeof sql>): Promise<number> {
  return (await one<{ n: number }>(ex, sql`SELECT count(*)::int AS n FROM pessoa p ${where}`))!.n;
}

export async function patronSummary(ex: Executor, codPessoa: number, lock = false): Promise<PatronSummary> {
  const person = await one<PatronSummary>(ex, sql`${summarySelect} WHERE p.cod_pessoa = ${codPessoa} ${lock ? sql`FOR UPDATE OF p` : sql``}`);
  if (!person) throw notFound('error.user-not-found');
  return person;
}

export async function patronRecord(ctx: AppContext, codPessoa: number): Promise<ResponseBody<'getStaffPatron'>> {
  const pessoa = await patronSummary(ctx.database.db, codPessoa);
  const [emprestimos, reservas, debts, suspensoes, solicitacoes, exclusoes] = await Promise.all([
    renewableLoans(ctx, codPessoa), listHolds(ctx, codPessoa), pendingDebits(ctx, codPessoa), suspensions(ctx, codPessoa),
    listLoanRequests(ctx, codPessoa, {}), myDeletionRequests(ctx, codPessoa),
  ]);
  return {
    pessoa, emprestimos, reservas, debitos: debts.debitos, suspensoes, solicitacoes_emprestimo: solicitacoes, pedidos_exclusao: exclusoes,
  };
}
