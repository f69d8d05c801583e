/** Start-up parameters (spec §7 "Parameters"), campuses and libraries. */
import { sql } from 'drizzle-orm';
import { PERSONAL_AREA, layersWithDefaults, type PersonalAreaRegistry } from '../../../../openapi/personal-area';
import { one, rows } from '../../../db/query';
import { notFound } from '../../../http/errors';
import type { AppContext } from '../../../context';
import type { ResponseBody, Schema } from '../../../http/handlers';
import { ssoSettings } from './sso-settings';
import { textIn, type Lang } from './pages';

type Institution = ResponseBody<'getInstitution'>;

async function institutionRow(ctx: AppContext) {
  const row = await one<{ sigla: string; nome: string; dados: Record<string, unknown> }>(ctx.database.db, sql`
    SELECT sigla, nome, dados FROM instituicao WHERE id = 1`);
  if (!row) throw notFound('error.institution-not-configured');
  return row;
}

export async function institution(ctx: AppContext, lang: Lang = '1'): Promise<Institution> {
  const row = await institutionRow(ctx);
  // The support message written in the workspace (per language) wins over the seeded one.
  const support = await textIn(ctx.database.db, 'suporte', lang);
  const d = row.dados as Partial<Institution>;
  return {
    sigla: row.sigla,
    nome: row.nome,
    tema: d.tema ?? 'neo',
    codEmpresa: d.codEmpresa ?? '1',
    msg_suporte_consulta: support ? (support.ativo && support.conteudo ? support.conteudo : null) : d.msg_suporte_consulta ?? null,
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

/** The stored layers, with the entries added since they were stored at their default (openapi/personal-area.ts). */
export async function appLayers(ctx: AppContext, registry: PersonalAreaRegistry = PERSONAL_AREA): Promise<ResponseBody<'getAppLayers'>> {
  const d = (await institutionRow(ctx)).dados as { app_layers?: ResponseBody<'getAppLayers'>['layers'] };
  return { layers: layersWithDefaults(d.app_layers ?? [], registry) };
}

export async function functionalities(ctx: AppContext): Promise<ResponseBody<'getFunctionalities'>> {
  return rows(ctx.database.db, sql`SELECT cod_atividade, descricao FROM atividade WHERE publica ORDER BY cod_atividade`);
}

export async function campuses(ctx: AppContext): Promise<ResponseBody<'listCampuses'>> {
  return rows<Schema<'Campus'>>(ctx.database.db, sql`SELECT cod_campus, nome_campus FROM campus ORDER BY nome_campus`);
}

export async function libraries(ctx: AppContext, codCampus?: number): Promise<ResponseBody<'listLibraries'>> {
  return rows<Schema<'Library'>>(ctx.database.db, sql`
    SELECT cod_biblioteca, desc_biblioteca, cod_campus FROM biblioteca
    ${codCampus === undefined ? sql`` : sql`WHERE cod_campus = ${codCampus}`}
    ORDER BY desc_biblioteca`);
}

type Hours = ResponseBody<'getOpeningHours'>[number];

/** How far ahead patrons see the closed days (the day itself counts: today's closure shows). */
export const CLOSURES_AHEAD_DAYS = 60;

export async function openingHours(ctx: AppContext, codCampus?: number): Promise<ResponseBody<'getOpeningHours'>> {
  const found = await rows<Omit<Hours, 'bibliotecas'> & Omit<Hours['bibliotecas'][number], 'fechamentos'>>(ctx.database.db, sql`
    SELECT c.cod_campus, c.nome_campus, b.cod_biblioteca, b.desc_biblioteca, b.horarios
    FROM biblioteca b JOIN campus c ON c.cod_campus = b.cod_campus
    ${codCampus === undefined ? sql`` : sql`WHERE c.cod_campus = ${codCampus}`}
    ORDER BY c.nome_campus, b.desc_biblioteca`);
  if (codCampus !== undefined && !found.length) {
    const exists = await one(ctx.database.db, sql`SELECT 1 FROM campus WHERE cod_campus = ${codCampus}`);
    if (!exists) throw notFound('error.campus-not-found');
  }
  const closures = await rows<{ cod_biblioteca: number | null; data: string; descricao: string }>(ctx.database.db, sql`
    SELECT cod_biblioteca, data::text AS data, descricao FROM dia_fechado
    WHERE data >= current_date AND data < current_date + ${CLOSURES_AHEAD_DAYS}::int ORDER BY data, id`);
  const byCampus = new Map<number, Hours>();
  for (const { cod_campus, nome_campus, ...library } of found) {
    const entry = byCampus.get(cod_campus) ?? { cod_campus, nome_campus, bibliotecas: [] };
    const fechamentos = closures.filter((c) => c.cod_biblioteca === null || c.cod_biblioteca === library.cod_biblioteca)
      .map(({ data, descricao }) => ({ data, descricao }));
    entry.bibliotecas.push({ ...library, fechamentos });
    byCampus.set(cod_campus, entry);
  }
  return [...byCampus.values()];
}
