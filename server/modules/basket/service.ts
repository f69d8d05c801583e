/** Basket export (file or e-mail) and the patron's permanent basket. */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { acervo, cestaPermanente } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { QueryParams, RequestBody, ResponseBody } from '../../http/handlers';
import { InvalidRecipientError, parseRecipients } from '../../mail/recipients';
import { exportFile, type ExportTitle } from './export';

export { InvalidRecipientError };


async function titlesInOrder(ctx: AppContext, ids: number[]): Promise<ExportTitle[]> {
  const unique = [...new Set(ids)];
  const rows = unique.length === 0 ? [] : await ctx.database.db.select({
    codAcervo: acervo.codAcervo, titulo: acervo.titulo, marc: acervo.marc, assuntos: acervo.assuntos, classificacao: acervo.classificacao,
    isbn: acervo.isbn, issn: acervo.issn, edicao: acervo.edicao,
  }).from(acervo).where(sql`${acervo.codAcervo} = ANY(${sql.param(unique)}::int[])`);
  const byId = new Map(rows.map((r) => [r.codAcervo, r]));
  const missing = unique.filter((id) => !byId.has(id));
  if (missing.length) throw notFound('error.title-not-found');
  return unique.map((id) => byId.get(id)!);
}

/** Anyone may e-mail a basket, so one request reaches a few people, not a mailing list. */
export const MAX_RECIPIENTS = 20;

/** Splits "a@x; b@y" and checks every address before anything is sent. */
export const recipients = (list: string): string[] => parseRecipients(list, MAX_RECIPIENTS);

/** The subject of every visitor's basket e-mail (and a patron's who gave none). */
export const BASKET_SUBJECT = 'Títulos selecionados no catálogo da biblioteca';

/**
 * `patron`: the caller is signed in. A visitor could otherwise have the library's mail
 * server carry any subject and text to 20 strangers (issue 17): their e-mail holds only
 * the basket under the fixed subject, and their assunto and mensagem are left out. A
 * patron's own words are kept: the sender is known.
 */
export async function exportBasket(ctx: AppContext, body: RequestBody<'exportBasket'>, patron = false): Promise<ResponseBody<'exportBasket'>> {
  const to = body.tipo === 'email'
    ? (body.opcoesEmail ? recipients(body.opcoesEmail.destinatarios) : (() => { throw new InvalidRecipientError('error.missing-recipients'); })())
    : [];
  const titles = await titlesInOrder(ctx, body.acervos);
  const file = exportFile(body.dados, titles);
  if (body.tipo === 'arquivo') {
    return { enviado: false, nome_arquivo: file.fileName, tipo_conteudo: file.contentType, conteudo: file.content };
  }
  const options = patron ? body.opcoesEmail : undefined;
  const text = [
    options?.mensagem?.trim(),
    `Títulos selecionados no catálogo (${titles.length}):`,
    ...titles.map((t) => `- ${t.titulo}`),
    `Em anexo: ${file.fileName}`,
  ].filter(Boolean).join('\n\n');
  for (const address of to) {
    await ctx.mailer.send({
      to: address,
      subject: options?.assunto?.trim() || BASKET_SUBJECT,
      text,
      attachments: [{ filename: file.fileName, content: Buffer.from(file.content, 'utf8'), contentType: file.contentType }],
    });
  }
  return { enviado: true, nome_arquivo: file.fileName, tipo_conteudo: file.contentType, conteudo: null };
}

export async function addToPermanent(ctx: AppContext, codPessoa: number, acervos: number[]): Promise<void> {
  const titles = await titlesInOrder(ctx, acervos);
  if (titles.length === 0) return;
  await ctx.database.db.insert(cestaPermanente)
    .values(titles.map((t) => ({ codPessoa, codAcervo: t.codAcervo })))
    .onConflictDoNothing();
}

export async function removeFromPermanent(ctx: AppContext, codPessoa: number, codAcervo: number): Promise<void> {
  const removed = await ctx.database.db.delete(cestaPermanente)
    .where(and(eq(cestaPermanente.codPessoa, codPessoa), eq(cestaPermanente.codAcervo, codAcervo)))
    .returning({ codAcervo: cestaPermanente.codAcervo });
  if (removed.length === 0) throw notFound('error.basket-title-missing');
}

export async function permanentBasket(ctx: AppContext, codPessoa: number, query: QueryParams<'getPermanentBasket'>): Promise<ResponseBody<'getPermanentBasket'>> {
  const inPeriod = query.tipoBusca === 'periodo';
  const rows = await ctx.database.db.select({
    cod_acervo: acervo.codAcervo, titulo: acervo.titulo, autor: acervo.autor, ano_publicacao: acervo.anoPublicacao,
    data_inclusao: sql<string>`to_char(${cestaPermanente.dataInclusao}, 'YYYY-MM-DD')`,
  }).from(cestaPermanente).innerJoin(acervo, eq(acervo.codAcervo, cestaPermanente.codAcervo))
    .where(and(
      eq(cestaPermanente.codPessoa, codPessoa),
      inPeriod && query.dataIni ? sql`${cestaPermanente.dataInclusao}::date >= ${query.dataIni}::date` : undefined,
      inPeriod && query.dataFim ? sql`${cestaPermanente.dataInclusao}::date <= ${query.dataFim}::date` : undefined,
    ))
    .orderBy(desc(cestaPermanente.dataInclusao), desc(cestaPermanente.codAcervo));
  return rows;
}
