/**
 * The institution texts of the staff workspace: the support message, the home page's
 * sections, general information and activity notices per language, the FAQ per language,
 * and the institutional events. HTML is cleaned (institution's sanitizeHtml) before it is
 * stored; the PWA cleans it again where it is shown. Every change is audited.
 */
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { exec, one, rows, transaction } from '../../../db/query';
import { notFound, unprocessable } from '../../../http/errors';
import type { RequestBody, ResponseBody, Schema } from '../../../http/handlers';
import type { StaffCaller } from '../../../http/caller-types';
import { recordAudit, eventRows, sanitizeHtml, type Lang } from '../../platform';

type Text = Schema<'InstitutionText'>;
const LANGS: Lang[] = ['1', '3', '5'];

export async function institutionTexts(ctx: AppContext): Promise<ResponseBody<'getInstitutionTexts'>> {
  const { db } = ctx.database;
  const textos = await rows<Text>(db, sql`SELECT chave, idioma, titulo, conteudo, ativo FROM texto_instituicao ORDER BY chave, idioma`);
  const faq = await rows<Schema<'FaqEntry'> & { idioma: Lang }>(db, sql`SELECT idioma, pergunta, resposta FROM pergunta_frequente ORDER BY idioma, ordem, id`);
  return {
    textos,
    faq: LANGS.map((idioma) => ({ idioma, entradas: faq.filter((e) => e.idioma === idioma).map(({ pergunta, resposta }) => ({ pergunta, resposta })) })),
    eventos: await eventRows(db),
  };
}

export async function updateText(ctx: AppContext, caller: StaffCaller, chave: string, input: RequestBody<'updateInstitutionText'>): Promise<Text> {
  const activity = /^atividade:(\d+)$/.exec(chave);
  const next: Text = {
    chave, idioma: input.idioma, titulo: input.titulo?.trim() || null, conteudo: sanitizeHtml(input.conteudo), ativo: input.ativo,
  };
  return transaction(ctx, async (tx) => {
    if (activity && !(await one(tx, sql`SELECT 1 FROM atividade WHERE cod_atividade = ${Number(activity[1])}`))) {
      throw notFound('error.activity-not-found');
    }
    const before = await one<Text>(tx, sql`
      SELECT chave, idioma, titulo, conteudo, ativo FROM texto_instituicao WHERE chave = ${chave} AND idioma = ${input.idioma} FOR UPDATE`);
    await exec(tx, sql`
      INSERT INTO texto_instituicao (chave, idioma, titulo, conteudo, ativo) VALUES (${chave}, ${next.idioma}, ${next.titulo}, ${next.conteudo}, ${next.ativo})
      ON CONFLICT (chave, idioma) DO UPDATE SET titulo = excluded.titulo, conteudo = excluded.conteudo, ativo = excluded.ativo`);
    await recordAudit(tx, {
      autor: caller.codPessoa, acao: 'text.update', alvoTipo: 'texto_instituicao', alvoId: `${chave}/${input.idioma}`,
      antes: before ? { ...before } : null, depois: { ...next },
    });
    return next;
  });
}

export async function replaceFaq(ctx: AppContext, caller: StaffCaller, idioma: Lang, input: RequestBody<'replaceFaq'>): Promise<ResponseBody<'replaceFaq'>> {
  const entries = input.entradas.map((e) => ({ pergunta: e.pergunta.trim(), resposta: sanitizeHtml(e.resposta) }));
  return transaction(ctx, async (tx) => {
    // One FAQ writer per language at a time: the advisory lock keeps two saves from interleaving.
    await exec(tx, sql`SELECT pg_advisory_xact_lock(hashtext(${`faq:${idioma}`}))`);
    const before = await rows<Schema<'FaqEntry'>>(tx, sql`SELECT pergunta, resposta FROM pergunta_frequente WHERE idioma = ${idioma} ORDER BY ordem, id`);
    await exec(tx, sql`DELETE FROM pergunta_frequente WHERE idioma = ${idioma}`);
    if (entries.length) {
      await exec(tx, sql`
        INSERT INTO pergunta_frequente (idioma, ordem, pergunta, resposta)
        SELECT ${idioma}, ordem, pergunta, resposta FROM jsonb_to_recordset(${JSON.stringify(entries.map((e, i) => ({ ...e, ordem: i + 1 })))}::jsonb)
          AS e(ordem int, pergunta text, resposta text)`);
    }
    await recordAudit(tx, {
      autor: caller.codPessoa, acao: 'faq.update', alvoTipo: 'pergunta_frequente', alvoId: idioma,
      antes: { entradas: before }, depois: { entradas: entries },
    });
    return entries;
  });
}

export async function addEvent(ctx: AppContext, caller: StaffCaller, input: RequestBody<'addInstitutionalEvent'>): Promise<Schema<'Event'>> {
  if (input.data_fim && Date.parse(input.data_fim) < Date.parse(input.data_inicio)) throw unprocessable('error.event-dates-order');
  const event = {
    titulo: input.titulo.trim(), descricao: input.descricao?.trim() || null, data_inicio: input.data_inicio, data_fim: input.data_fim,
    local: input.local?.trim() || null, link: input.link,
  };
  return transaction(ctx, async (tx) => {
    const { id } = (await one<{ id: number }>(tx, sql`
      INSERT INTO evento_institucional (titulo, descricao, data_inicio, data_fim, local, link)
      VALUES (${event.titulo}, ${event.descricao}, ${event.data_inicio}::timestamptz, ${event.data_fim}::timestamptz, ${event.local}, ${event.link})
      RETURNING id`))!;
    await recordAudit(tx, { autor: caller.codPessoa, acao: 'event.add', alvoTipo: 'evento_institucional', alvoId: id, antes: null, depois: event });
    return (await eventRows(tx, sql`WHERE id = ${id}`))[0];
  });
}

export async function removeEvent(ctx: AppContext, caller: StaffCaller, id: number): Promise<void> {
  await transaction(ctx, async (tx) => {
    const [event] = await eventRows(tx, sql`WHERE id = ${id}`);
    if (!event) throw notFound('error.event-not-found');
    await exec(tx, sql`DELETE FROM evento_institucional WHERE id = ${id}`);
    await recordAudit(tx, { autor: caller.codPessoa, acao: 'event.remove', alvoTipo: 'evento_institucional', alvoId: id, antes: { ...event }, depois: null });
  });
}
