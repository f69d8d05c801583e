/** The Kardex of a serial: its issues (fasciculo) by library, year and period. */
import { sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { one, rows } from '../../../db/query';
import { notFound } from '../../../http/errors';
import type { QueryParams, ResponseBody, Schema } from '../../../http/handlers';
import { titleRecord } from '../core';

type Issue = ResponseBody<'listKardexIssues'>[number];

/** An issue as the query reads it: the contract's fields but the description, and the contents. */
type IssueRow = Omit<Issue, 'descricao' | 'possui_sumario'> & { sumario: string[] };

/** "v. 12, n. 3, jul./set. 2024", as the issue is printed. */
function toIssue(row: IssueRow): Issue {
  const descricao = [row.volume, row.numero, [row.periodo, row.ano].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const { sumario, ...columns } = row;
  return { ...columns, situacao: row.situacao as Issue['situacao'], descricao, possui_sumario: sumario.length > 0 };
}

function issues(ctx: AppContext, where: SQL) {
  return rows<IssueRow>(ctx.database.db, sql`
    SELECT f.cod_fasciculo, f.cod_biblioteca, b.desc_biblioteca, f.ano, f.volume, f.numero, f.periodo,
      f.data_chegada::text AS data_chegada, f.situacao, f.sumario
    FROM fasciculo f JOIN biblioteca b ON b.cod_biblioteca = f.cod_biblioteca
    WHERE ${where}
    ORDER BY f.ano DESC, coalesce(f.data_chegada, make_date(f.ano, 12, 31)) DESC, f.cod_fasciculo DESC`);
}

export async function permission(ctx: AppContext, id: number): Promise<ResponseBody<'getKardexPermission'>> {
  await titleRecord(ctx, id);
  const row = await one<{ n: number }>(ctx.database.db, sql`SELECT count(*)::int AS n FROM fasciculo WHERE cod_acervo = ${id}`);
  return { permitido: Number(row?.n ?? 0) > 0 };
}

export async function options(ctx: AppContext, id: number): Promise<ResponseBody<'getKardexOptions'>> {
  await titleRecord(ctx, id);
  const db = ctx.database.db;
  const [periods, libraries, years] = await Promise.all([
    rows<{ periodo: string }>(db, sql`
      SELECT periodo FROM fasciculo WHERE cod_acervo = ${id} AND periodo IS NOT NULL
      GROUP BY periodo ORDER BY min(cod_fasciculo)`),
    rows<Schema<'Library'>>(db, sql`
      SELECT DISTINCT b.cod_biblioteca, b.desc_biblioteca, b.cod_campus
      FROM fasciculo f JOIN biblioteca b ON b.cod_biblioteca = f.cod_biblioteca
      WHERE f.cod_acervo = ${id} ORDER BY b.desc_biblioteca`),
    rows<{ ano: number }>(db, sql`SELECT DISTINCT ano FROM fasciculo WHERE cod_acervo = ${id} ORDER BY ano DESC`),
  ]);
  return {
    periodos: periods.map((p) => ({ codigo: p.periodo, descricao: p.periodo })),
    bibliotecas: libraries,
    anos: years.map((y) => y.ano),
  };
}

export async function list(ctx: AppContext, id: number, query: QueryParams<'listKardexIssues'>): Promise<ResponseBody<'listKardexIssues'>> {
  await titleRecord(ctx, id);
  const found = await issues(ctx, sql.join([
    sql`f.cod_acervo = ${id}`,
    ...(query.codBib === undefined ? [] : [sql`f.cod_biblioteca = ${query.codBib}`]),
    ...(query.year === undefined ? [] : [sql`f.ano = ${query.year}`]),
    ...(query.codPeriod === undefined ? [] : [sql`f.periodo = ${query.codPeriod}`]),
  ], sql` AND `));
  return found.map(toIssue);
}

export async function item(ctx: AppContext, id: number, codFasciculo: number): Promise<ResponseBody<'getKardexItem'>> {
  await titleRecord(ctx, id);
  const [row] = await issues(ctx, sql`f.cod_acervo = ${id} AND f.cod_fasciculo = ${codFasciculo}`);
  if (!row) throw notFound('error.serial-issue-not-found');
  return { issue: toIssue(row), sumario: row.sumario };
}
