/** Basket export (file or e-mail) and the patron's permanent basket. */
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { exec, rows } from '../../../db/query';
import { notFound } from '../../../http/errors';
import type { QueryParams, RequestBody, ResponseBody } from '../../../http/handlers';
import { InvalidRecipientError, parseRecipients } from '../../../mail/recipients';
import { exportFile, type ExportTitle } from './export';

export { InvalidRecipientError };


async function titlesInOrder(ctx: AppContext, ids: number[]): Promise<ExportTitle[]> {
  const unique = [...new Set(ids)];
  const found = unique.length === 0 ? [] : await rows<ExportTitle>(ctx.database.db, sql`
    SELECT cod_acervo AS "codAcervo", titulo, marc, assuntos, classificacao, isbn, issn, edicao
    FROM acervo WHERE cod_acervo = ANY(${sql.param(unique)}::int[])`);
  const byId = new Map(found.map((r) => [r.codAcervo, r]));
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
  await exec(ctx.database.db, sql`
    INSERT INTO cesta_permanente (cod_pessoa, cod_acervo)
    SELECT ${codPessoa}::int, unnest(${sql.param(titles.map((t) => t.codAcervo))}::int[])
    ON CONFLICT DO NOTHING`);
}

export async function removeFromPermanent(ctx: AppContext, codPessoa: number, codAcervo: number): Promise<void> {
  const removed = await exec(ctx.database.db, sql`
    DELETE FROM cesta_permanente WHERE cod_pessoa = ${codPessoa} AND cod_acervo = ${codAcervo}`);
  if (removed === 0) throw notFound('error.basket-title-missing');
}

export async function permanentBasket(ctx: AppContext, codPessoa: number, query: QueryParams<'getPermanentBasket'>): Promise<ResponseBody<'getPermanentBasket'>> {
  const inPeriod = query.tipoBusca === 'periodo';
  return rows<ResponseBody<'getPermanentBasket'>[number]>(ctx.database.db, sql`
    SELECT a.cod_acervo, a.titulo, a.autor, a.ano_publicacao, to_char(c.data_inclusao, 'YYYY-MM-DD') AS data_inclusao
    FROM cesta_permanente c JOIN acervo a ON a.cod_acervo = c.cod_acervo
    WHERE c.cod_pessoa = ${codPessoa}
      ${inPeriod && query.dataIni ? sql`AND c.data_inclusao::date >= ${query.dataIni}::date` : sql``}
      ${inPeriod && query.dataFim ? sql`AND c.data_inclusao::date <= ${query.dataFim}::date` : sql``}
    ORDER BY c.data_inclusao DESC, c.cod_acervo DESC`);
}
