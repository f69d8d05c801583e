/** Start-up parameters (spec §7 "Parameters"), campuses and libraries. */
import { asc, eq } from 'drizzle-orm';
import { atividade, biblioteca, campus, instituicao } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { AppContext } from '../../context';
import type { ResponseBody } from '../../http/handlers';
import { ssoSettings } from '../sso';

type Institution = ResponseBody<'getInstitution'>;

async function institutionRow(ctx: AppContext) {
  const [row] = await ctx.database.db.select().from(instituicao).where(eq(instituicao.id, 1));
  if (!row) throw notFound('error.institution-not-configured');
  return row;
}

export async function institution(ctx: AppContext): Promise<Institution> {
  const row = await institutionRow(ctx);
  const d = row.dados as Partial<Institution>;
  return {
    sigla: row.sigla,
    nome: row.nome,
    tema: d.tema ?? 'neo',
    codEmpresa: d.codEmpresa ?? '1',
    msg_suporte_consulta: d.msg_suporte_consulta ?? null,
    link_lgpd: d.link_lgpd ?? null,
    label_login: d.label_login ?? 'Usuário',
    destino_login: d.destino_login ?? 'M',
    msg_login: d.msg_login ?? null,
    ...ssoSettings(ctx.config),
    categorias_login: d.categorias_login ?? [],
    modo_autenticacao: d.modo_autenticacao ?? 'senha_pergamum',
    parametros: d.parametros ?? {},
  };
}

export async function selfService(ctx: AppContext): Promise<ResponseBody<'getSelfService'>> {
  const d = (await institutionRow(ctx)).dados as { autoatendimento?: ResponseBody<'getSelfService'> };
  return d.autoatendimento ?? { showAuto: false, codBibAuto: null, authAuto: null, idiomaAuto: null, url: null };
}

export async function appLayers(ctx: AppContext): Promise<ResponseBody<'getAppLayers'>> {
  const d = (await institutionRow(ctx)).dados as { app_layers?: ResponseBody<'getAppLayers'>['layers'] };
  return { layers: d.app_layers ?? [] };
}

export async function functionalities(ctx: AppContext): Promise<ResponseBody<'getFunctionalities'>> {
  return ctx.database.db
    .select({ cod_atividade: atividade.codAtividade, descricao: atividade.descricao })
    .from(atividade).where(eq(atividade.publica, true)).orderBy(asc(atividade.codAtividade));
}

export async function campuses(ctx: AppContext): Promise<ResponseBody<'listCampuses'>> {
  return ctx.database.db.select({ cod_campus: campus.codCampus, nome_campus: campus.nomeCampus })
    .from(campus).orderBy(asc(campus.nomeCampus));
}

export async function libraries(ctx: AppContext, codCampus?: number): Promise<ResponseBody<'listLibraries'>> {
  return ctx.database.db
    .select({ cod_biblioteca: biblioteca.codBiblioteca, desc_biblioteca: biblioteca.descBiblioteca, cod_campus: biblioteca.codCampus })
    .from(biblioteca)
    .where(codCampus === undefined ? undefined : eq(biblioteca.codCampus, codCampus))
    .orderBy(asc(biblioteca.descBiblioteca));
}

export async function openingHours(ctx: AppContext, codCampus?: number): Promise<ResponseBody<'getOpeningHours'>> {
  const rows = await ctx.database.db
    .select({ campus, biblioteca })
    .from(biblioteca)
    .innerJoin(campus, eq(campus.codCampus, biblioteca.codCampus))
    .where(codCampus === undefined ? undefined : eq(campus.codCampus, codCampus))
    .orderBy(asc(campus.nomeCampus), asc(biblioteca.descBiblioteca));
  if (codCampus !== undefined && !rows.length) {
    const [exists] = await ctx.database.db.select().from(campus).where(eq(campus.codCampus, codCampus));
    if (!exists) throw notFound('error.campus-not-found');
  }
  const byCampus = new Map<number, ResponseBody<'getOpeningHours'>[number]>();
  for (const { campus: c, biblioteca: b } of rows) {
    const entry = byCampus.get(c.codCampus) ?? { cod_campus: c.codCampus, nome_campus: c.nomeCampus, bibliotecas: [] };
    entry.bibliotecas.push({ cod_biblioteca: b.codBiblioteca, desc_biblioteca: b.descBiblioteca, horarios: b.horarios });
    byCampus.set(c.codCampus, entry);
  }
  return [...byCampus.values()];
}
