/**
 * Loans of a title per year and per month: the yearly history kept in
 * estatistica_emprestimo (no months) plus the loans, renewals and holds recorded in
 * circulation (dated, so they also give the months).
 */
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { rows } from '../../../db/query';
import type { ResponseBody } from '../../../http/handlers';
import { titleRecord } from '../core';

export async function loansPerYear(ctx: AppContext, id: number): Promise<ResponseBody<'listTitleStatisticsYears'>> {
  await titleRecord(ctx, id);
  const found = await rows<{ ano: number; emprestimos: number }>(ctx.database.db, sql`
    SELECT ano::int AS ano, sum(n)::int AS emprestimos FROM (
      SELECT ano, total AS n FROM estatistica_emprestimo WHERE cod_acervo = ${id}
      UNION ALL
      SELECT extract(year FROM m.data_emprestimo)::int, 1 FROM emprestimo m
        JOIN exemplar e ON e.cod_exemplar = m.cod_exemplar WHERE e.cod_acervo = ${id}
    ) t GROUP BY ano ORDER BY ano DESC`);
  return found.map((r) => ({ ano: Number(r.ano), emprestimos: Number(r.emprestimos) }));
}

export async function yearStatistics(ctx: AppContext, id: number, year: number): Promise<ResponseBody<'getTitleStatistics'>> {
  await titleRecord(ctx, id);
  const [history] = await rows<{ total: number | null }>(ctx.database.db,
    sql`SELECT sum(total)::int AS total FROM estatistica_emprestimo WHERE cod_acervo = ${id} AND ano = ${year}`);
  const months = await rows<{ mes: number; emprestimos: number; renovacoes: number; reservas: number }>(ctx.database.db, sql`
    SELECT mes::int AS mes, sum(emprestimos)::int AS emprestimos, sum(renovacoes)::int AS renovacoes, sum(reservas)::int AS reservas FROM (
      SELECT extract(month FROM m.data_emprestimo) AS mes, 1 AS emprestimos, m.renovacoes, 0 AS reservas
        FROM emprestimo m JOIN exemplar e ON e.cod_exemplar = m.cod_exemplar
        WHERE e.cod_acervo = ${id} AND extract(year FROM m.data_emprestimo) = ${year}
      UNION ALL
      SELECT extract(month FROM r.data_reserva), 0, 0, 1 FROM reserva r
        WHERE r.cod_acervo = ${id} AND extract(year FROM r.data_reserva) = ${year}
    ) t GROUP BY mes`);
  const byMonth = new Map(months.map((m) => [Number(m.mes), m]));
  const meses = Array.from({ length: 12 }, (_, i) => {
    const m = byMonth.get(i + 1);
    return { mes: i + 1, emprestimos: Number(m?.emprestimos ?? 0), renovacoes: Number(m?.renovacoes ?? 0), reservas: Number(m?.reservas ?? 0) };
  });
  const historico = Number(history?.total ?? 0);
  return { ano: year, emprestimos: historico + meses.reduce((sum, m) => sum + m.emprestimos, 0), historico, meses };
}
