/** The Kardex of a serial: its issues (fasciculo) by library, year and period. */
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { biblioteca, fasciculo } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { QueryParams, ResponseBody } from '../../http/handlers';
import { titleRecord } from '../../catalogue';

type Issue = ResponseBody<'listKardexIssues'>[number];

const issueColumns = {
  cod_fasciculo: fasciculo.codFasciculo, cod_biblioteca: fasciculo.codBiblioteca, desc_biblioteca: biblioteca.descBiblioteca,
  ano: fasciculo.ano, volume: fasciculo.volume, numero: fasciculo.numero, periodo: fasciculo.periodo,
  data_chegada: fasciculo.dataChegada, situacao: fasciculo.situacao, sumario: fasciculo.sumario,
};

type IssueRow = Awaited<ReturnType<typeof issues>>[number];

/** "v. 12, n. 3, jul./set. 2024", as the issue is printed. */
function toIssue(row: IssueRow): Issue {
  const descricao = [row.volume, row.numero, [row.periodo, row.ano].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const { sumario, ...columns } = row;
  return { ...columns, situacao: row.situacao as Issue['situacao'], descricao, possui_sumario: sumario.length > 0 };
}

function issues(ctx: AppContext, where: SQL | undefined) {
  return ctx.database.db.select(issueColumns).from(fasciculo)
    .innerJoin(biblioteca, eq(biblioteca.codBiblioteca, fasciculo.codBiblioteca))
    .where(where)
    .orderBy(desc(fasciculo.ano), desc(sql`coalesce(${fasciculo.dataChegada}, make_date(${fasciculo.ano}, 12, 31))`), desc(fasciculo.codFasciculo));
}

export async function permission(ctx: AppContext, id: number): Promise<ResponseBody<'getKardexPermission'>> {
  await titleRecord(ctx, id);
  const [row] = await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(fasciculo).where(eq(fasciculo.codAcervo, id));
  return { permitido: Number(row?.n ?? 0) > 0 };
}

export async function options(ctx: AppContext, id: number): Promise<ResponseBody<'getKardexOptions'>> {
  await titleRecord(ctx, id);
  const db = ctx.database.db;
  const [periods, libraries, years] = await Promise.all([
    db.select({ periodo: fasciculo.periodo, first: sql<number>`min(${fasciculo.codFasciculo})` }).from(fasciculo)
      .where(and(eq(fasciculo.codAcervo, id), sql`${fasciculo.periodo} IS NOT NULL`)).groupBy(fasciculo.periodo).orderBy(sql`2`),
    db.selectDistinct({ cod_biblioteca: biblioteca.codBiblioteca, desc_biblioteca: biblioteca.descBiblioteca, cod_campus: biblioteca.codCampus })
      .from(fasciculo).innerJoin(biblioteca, eq(biblioteca.codBiblioteca, fasciculo.codBiblioteca))
      .where(eq(fasciculo.codAcervo, id)).orderBy(asc(biblioteca.descBiblioteca)),
    db.selectDistinct({ ano: fasciculo.ano }).from(fasciculo).where(eq(fasciculo.codAcervo, id)).orderBy(desc(fasciculo.ano)),
  ]);
  return {
    periodos: periods.map((p) => ({ codigo: p.periodo!, descricao: p.periodo! })),
    bibliotecas: libraries,
    anos: years.map((y) => y.ano),
  };
}

export async function list(ctx: AppContext, id: number, query: QueryParams<'listKardexIssues'>): Promise<ResponseBody<'listKardexIssues'>> {
  await titleRecord(ctx, id);
  const rows = await issues(ctx, and(
    eq(fasciculo.codAcervo, id),
    query.codBib === undefined ? undefined : eq(fasciculo.codBiblioteca, query.codBib),
    query.year === undefined ? undefined : eq(fasciculo.ano, query.year),
    query.codPeriod === undefined ? undefined : eq(fasciculo.periodo, query.codPeriod),
  ));
  return rows.map(toIssue);
}

export async function item(ctx: AppContext, id: number, codFasciculo: number): Promise<ResponseBody<'getKardexItem'>> {
  await titleRecord(ctx, id);
  const [row] = await issues(ctx, and(eq(fasciculo.codAcervo, id), eq(fasciculo.codFasciculo, codFasciculo)));
  if (!row) throw notFound('error.serial-issue-not-found');
  return { issue: toIssue(row), sumario: row.sumario };
}
