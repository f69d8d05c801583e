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

export async function openingHours(ctx: AppContext, codCampus?: number): Promise<ResponseBody<'getOpeningHours'>> {
  const found = await rows<Omit<Hours, 'bibliotecas'> & Hours['bibliotecas'][number]>(ctx.database.db, sql`
    SELECT c.cod_campus, c.nome_campus, b.cod_biblioteca, b.desc_biblioteca, b.horarios,
      coalesce((SELECT json_agg(json_build_object('data', f.data::text, 'descricao', f.descricao) ORDER BY f.data, f.id)
        FROM dia_fechado f
        WHERE (f.cod_biblioteca = b.cod_biblioteca OR f.cod_biblioteca IS NULL)
          AND f.data BETWEEN current_date AND current_date + 6), '[]'::json) AS fechamentos
    FROM biblioteca b JOIN campus c ON c.cod_campus = b.cod_campus
    ${codCampus === undefined ? sql`` : sql`WHERE c.cod_campus = ${codCampus}`}
    ORDER BY c.nome_campus, b.desc_biblioteca`);
  if (codCampus !== undefined && !found.length) {
    const exists = await one(ctx.database.db, sql`SELECT 1 FROM campus WHERE cod_campus = ${codCampus}`);
    if (!exists) throw notFound('error.campus-not-found');
  }
  const byCampus = new Map<number, Hours>();
  for (const { cod_campus, nome_campus, ...library } of found) {
    const entry = byCampus.get(cod_campus) ?? { cod_campus, nome_campus, bibliotecas: [] };
    entry.bibliotecas.push(library);
    byCampus.set(cod_campus, entry);
  }
  return [...byCampus.values()];
}
