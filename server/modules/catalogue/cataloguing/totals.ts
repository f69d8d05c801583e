/**
 * A title's collection totals for staff (issue 25, spec §1 "Collection totals", §7
 * GET /acervo/{id}/totais) and the display colour of its type of work (GET /acervo/{id}/cor).
 * Loans are counted by the day they were made, holds by the day they were placed, both
 * inclusive of the period's ends; copies are counted as they are now, withdrawn ones left out.
 */
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { one } from '../../../db/query';
import { notFound } from '../../../http/errors';
import type { ResponseBody } from '../../../http/handlers';
import { COPY } from '../../../../openapi/circulation-states';
import { checkDates } from '../../../core/date-range';
import { notForLoanType } from '../core';

export interface TotalsQuery { dataIni?: string; dataFim?: string; biblioteca?: number }

export async function titleTotals(ctx: AppContext, codAcervo: number, q: TotalsQuery): Promise<ResponseBody<'getTitleTotals'>> {
  checkDates(q.dataIni, q.dataFim);
  const { db } = ctx.database;
  if (!(await one(db, sql`SELECT 1 FROM acervo WHERE cod_acervo = ${codAcervo}`))) throw notFound('error.title-not-found');
  const library = (column: string) => (q.biblioteca === undefined ? sql`` : sql`AND ${sql.raw(column)} = ${q.biblioteca}`);
  const from = (column: string) => (q.dataIni ? sql`AND ${sql.raw(column)} >= ${q.dataIni}::date` : sql``);
  const to = (column: string) => (q.dataFim ? sql`AND ${sql.raw(column)} <= ${q.dataFim}::date` : sql``);
  const row = (await one<ResponseBody<'getTitleTotals'>>(db, sql`
    SELECT
      (SELECT count(*)::int FROM emprestimo m JOIN exemplar x ON x.cod_exemplar = m.cod_exemplar
        WHERE x.cod_acervo = ${codAcervo} ${library('x.cod_biblioteca')} ${from('m.data_emprestimo')} ${to('m.data_emprestimo')}) AS emprestimos,
      (SELECT coalesce(sum(m.renovacoes), 0)::int FROM emprestimo m JOIN exemplar x ON x.cod_exemplar = m.cod_exemplar
        WHERE x.cod_acervo = ${codAcervo} ${library('x.cod_biblioteca')} ${from('m.data_emprestimo')} ${to('m.data_emprestimo')}) AS renovacoes,
      (SELECT count(*)::int FROM reserva r
        WHERE r.cod_acervo = ${codAcervo} ${library('r.cod_biblioteca')} ${from('r.data_reserva::date')} ${to('r.data_reserva::date')}) AS reservas,
      (SELECT count(*)::int FROM emprestimo m JOIN exemplar x ON x.cod_exemplar = m.cod_exemplar
        WHERE x.cod_acervo = ${codAcervo} AND (x.situacao = ${COPY.inLibraryOnly} OR ${notForLoanType(sql`x.tipo_emprestimo`)})
          ${library('x.cod_biblioteca')} ${from('m.data_emprestimo')} ${to('m.data_emprestimo')}) AS consultas_locais,
      (SELECT count(*)::int FROM exemplar x WHERE x.cod_acervo = ${codAcervo} AND x.situacao <> ${COPY.withdrawn} ${library('x.cod_biblioteca')}) AS exemplares`))!;
  return row;
}

export async function titleColor(ctx: AppContext, codAcervo: number): Promise<ResponseBody<'getTitleColor'>> {
  const row = await one<{ cor: string | null }>(ctx.database.db, sql`
    SELECT t.cor FROM acervo a JOIN tipo_obra t ON t.cod_tipo_obra = a.cod_tipo_obra WHERE a.cod_acervo = ${codAcervo}`);
  if (!row) throw notFound('error.title-not-found');
  return { cor: row.cor };
}
