/**
 * The institution pages of spec §7's parameters: the home page's two sections, the FAQ,
 * general information, an activity and its notice, and the institutional events. Texts are
 * kept per language (the `lang` header's 1, 3, 5; table texto_instituicao, pergunta_frequente)
 * and written sanitized from the staff workspace (server/modules/staff/library-settings); a
 * language without its own text shows the Portuguese one.
 */
import { sql } from 'drizzle-orm';
import { one, rows, type Executor } from '../../../db/query';
import { notFound } from '../../../http/errors';
import type { AppContext } from '../../../context';
import type { ResponseBody, Schema } from '../../../http/handlers';

export type Lang = '1' | '3' | '5';
export const DEFAULT_LANG: Lang = '1';

interface TextRow { titulo: string | null; conteudo: string; ativo: boolean }

/** One text in the language asked for, else in Portuguese; null when neither was written. */
export async function textIn(ex: Executor, chave: string, lang: Lang): Promise<TextRow | null> {
  return (await one<TextRow>(ex, sql`
    SELECT titulo, conteudo, ativo FROM texto_instituicao
    WHERE chave = ${chave} AND idioma IN (${lang}, ${DEFAULT_LANG})
    ORDER BY (idioma = ${lang}) DESC LIMIT 1`)) ?? null;
}

async function block(ctx: AppContext, chave: string, lang: Lang): Promise<Schema<'ContentBlock'>> {
  const text = await textIn(ctx.database.db, chave, lang);
  if (!text) return { ativo: false, titulo: null, conteudo: null };
  return { ativo: text.ativo, titulo: text.titulo, conteudo: text.conteudo };
}

export const homeSection = (ctx: AppContext, section: 1 | 2, lang: Lang) => block(ctx, `secao_${section}`, lang);
export const generalInformation = (ctx: AppContext, lang: Lang) => block(ctx, 'informacoes_gerais', lang);

export async function faq(ctx: AppContext, lang: Lang): Promise<ResponseBody<'getFaq'>> {
  return rows<Schema<'FaqEntry'>>(ctx.database.db, sql`
    SELECT pergunta, resposta FROM pergunta_frequente
    WHERE idioma = (SELECT CASE WHEN EXISTS (SELECT 1 FROM pergunta_frequente WHERE idioma = ${lang}) THEN ${lang} ELSE ${DEFAULT_LANG} END)
    ORDER BY ordem, id`);
}

async function activityRow(ex: Executor, id: number) {
  const row = await one<{ cod_atividade: number; descricao: string; ativo: boolean }>(ex, sql`
    SELECT cod_atividade, descricao, publica AS ativo FROM atividade WHERE cod_atividade = ${id}`);
  if (!row) throw notFound('error.activity-not-found');
  return row;
}

export const activity = (ctx: AppContext, id: number): Promise<ResponseBody<'getActivity'>> => activityRow(ctx.database.db, id);

export async function activityNotice(ctx: AppContext, id: number, lang: Lang): Promise<ResponseBody<'getActivityNotice'>> {
  await activityRow(ctx.database.db, id);
  const text = await textIn(ctx.database.db, `atividade:${id}`, lang);
  return { cod_atividade: id, informativo: text?.ativo ? text.conteudo : null };
}

/** Events not yet over, soonest first. */
export async function institutionalEvents(ctx: AppContext): Promise<ResponseBody<'listInstitutionalEvents'>> {
  return eventRows(ctx.database.db, sql`WHERE coalesce(data_fim, data_inicio) >= now()`);
}

export async function eventRows(ex: Executor, where = sql``): Promise<Schema<'Event'>[]> {
  const found = await rows<Omit<Schema<'Event'>, 'id'> & { id: number }>(ex, sql`
    SELECT id, titulo, descricao, data_inicio::text, data_fim::text, local, link FROM evento_institucional
    ${where} ORDER BY data_inicio, id`);
  return found.map((e) => ({
    ...e, id: String(e.id), data_inicio: new Date(e.data_inicio).toISOString(), data_fim: e.data_fim && new Date(e.data_fim).toISOString(),
  }));
}
