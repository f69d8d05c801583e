/**
 * A patron's own comments: sending (general and per title, both moderated), listing and
 * deleting. A comment carries the client's key (chave_cliente) when it came through the
 * PWA's offline outbox, so a resend of the same item answers the first result.
 */
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { exec, one, rows } from '../../../db/query';
import { notFound, unprocessable } from '../../../http/errors';
import type { ResponseBody } from '../../../http/handlers';
import { titleRecord } from '../core';
import { assertActivity, assertBelowPendingLimit, commentText } from './limits';
import { firstName } from './service';

interface CommentRow { cod_comentario: number; cod_acervo: number | null; texto: string; data_envio: string; situacao: string }
const COMMENT = sql`cod_comentario, cod_acervo, texto, data_envio, situacao`;

/** The patron's first name, as their comments are signed. */
export async function signature(ctx: AppContext, codPessoa: number): Promise<string | null> {
  const row = await one<{ nome: string }>(ctx.database.db, sql`SELECT nome FROM pessoa WHERE cod_pessoa = ${codPessoa}`);
  return row ? firstName(row.nome) : null;
}
const GENERAL_COMMENTS = 13;

const toComment = (r: CommentRow, nome: string | null): ResponseBody<'listMyTitleComments'>[number] => ({
  cod_comentario: r.cod_comentario, cod_acervo: r.cod_acervo!, texto: r.texto, data_envio: new Date(r.data_envio).toISOString(),
  situacao: r.situacao as 'pendente', nome_pessoa: nome,
});

async function byClientKey(ctx: AppContext, codPessoa: number, key: string | undefined): Promise<CommentRow | undefined> {
  if (!key) return undefined;
  return one<CommentRow>(ctx.database.db, sql`
    SELECT ${COMMENT} FROM comentario WHERE cod_pessoa = ${codPessoa} AND chave_cliente = ${key}`);
}

/** The row as sent before, or as inserted now (a concurrent resend may win the race: then its row). */
interface NewComment { codPessoa: number; codAcervo?: number; codBiblioteca?: number; texto: string; chaveCliente: string | null }
async function insertOnce(ctx: AppContext, values: NewComment): Promise<CommentRow> {
  const row = await one<CommentRow>(ctx.database.db, sql`
    INSERT INTO comentario (cod_pessoa, cod_acervo, cod_biblioteca, texto, chave_cliente)
    VALUES (${values.codPessoa}, ${values.codAcervo ?? null}, ${values.codBiblioteca ?? null}, ${values.texto}, ${values.chaveCliente})
    ON CONFLICT (cod_pessoa, chave_cliente) DO NOTHING
    RETURNING ${COMMENT}`);
  return row ?? (await byClientKey(ctx, values.codPessoa, values.chaveCliente ?? undefined))!;
}

/** A key already used for another item (another title, or a general comment) is refused. */
function sameItem(row: CommentRow, codAcervo: number | null): CommentRow {
  if (row.cod_acervo !== codAcervo) throw unprocessable('error.client-key-reused');
  return row;
}

export async function sendGeneralComment(ctx: AppContext, codPessoa: number, body: { content: string; b: number; chave_cliente?: string }) {
  await assertActivity(ctx, codPessoa, GENERAL_COMMENTS);
  const earlier = await byClientKey(ctx, codPessoa, body.chave_cliente);
  if (earlier) return sameItem(earlier, null);
  const texto = commentText(body.content);
  const library = await one(ctx.database.db, sql`SELECT 1 FROM biblioteca WHERE cod_biblioteca = ${body.b}`);
  if (!library) throw unprocessable('error.required-field.biblioteca');
  await assertBelowPendingLimit(ctx, codPessoa);
  return sameItem(await insertOnce(ctx, { codPessoa, codBiblioteca: body.b, texto, chaveCliente: body.chave_cliente ?? null }), null);
}

export async function createTitleComment(ctx: AppContext, codPessoa: number, codAcervo: number, body: { content: string; chave_cliente?: string }, nome: string | null) {
  await titleRecord(ctx, codAcervo);
  const earlier = await byClientKey(ctx, codPessoa, body.chave_cliente);
  if (earlier) return toComment(sameItem(earlier, codAcervo), nome);
  const texto = commentText(body.content);
  await assertBelowPendingLimit(ctx, codPessoa);
  const row = await insertOnce(ctx, { codPessoa, codAcervo, texto, chaveCliente: body.chave_cliente ?? null });
  return toComment(sameItem(row, codAcervo), nome);
}

/** Every comment of the patron on a title, in any state, newest first. */
export async function myTitleComments(ctx: AppContext, codPessoa: number, codAcervo: number, nome: string | null) {
  await titleRecord(ctx, codAcervo);
  const mine = await rows<CommentRow>(ctx.database.db, sql`
    SELECT ${COMMENT} FROM comentario WHERE cod_pessoa = ${codPessoa} AND cod_acervo = ${codAcervo}
    ORDER BY data_envio DESC, cod_comentario DESC`);
  return mine.map((r) => toComment(r, nome));
}

export async function commentedTitles(ctx: AppContext, codPessoa: number): Promise<ResponseBody<'listCommentedTitles'>> {
  return rows<ResponseBody<'listCommentedTitles'>[number]>(ctx.database.db, sql`
    SELECT a.cod_acervo, a.titulo, count(*)::int AS total_comentarios, count(*) FILTER (WHERE c.situacao = 'pendente')::int AS pendentes
    FROM comentario c JOIN acervo a ON a.cod_acervo = c.cod_acervo
    WHERE c.cod_pessoa = ${codPessoa}
    GROUP BY a.cod_acervo, a.titulo
    ORDER BY a.titulo`);
}

/** Someone else's comment answers 404 just like a missing one: its existence is not revealed. */
export async function deleteMyComment(ctx: AppContext, codPessoa: number, codComentario: number): Promise<void> {
  const deleted = await exec(ctx.database.db, sql`
    DELETE FROM comentario WHERE cod_comentario = ${codComentario} AND cod_pessoa = ${codPessoa}`);
  if (!deleted) throw notFound('error.comment-not-found');
}

