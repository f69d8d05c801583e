/**
 * A patron's own comments: sending (general and per title, both moderated), listing and
 * deleting. A comment carries the client's key (chave_cliente) when it came through the
 * PWA's offline outbox, so a resend of the same item answers the first result.
 */
import { and, asc, count, desc, eq, sql, sum } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { acervo, biblioteca, comentario, pessoa } from '../../db/schema';
import { notFound, unprocessable } from '../../http/errors';
import type { ResponseBody } from '../../http/handlers';
import { titleRecord } from '../../catalogue';
import { assertActivity, assertBelowPendingLimit, commentText } from './limits';
import { firstName } from './service';

type CommentRow = typeof comentario.$inferSelect;

/** The patron's first name, as their comments are signed. */
export async function signature(ctx: AppContext, codPessoa: number): Promise<string | null> {
  const [row] = await ctx.database.db.select({ nome: pessoa.nome }).from(pessoa).where(eq(pessoa.codPessoa, codPessoa));
  return row ? firstName(row.nome) : null;
}
const GENERAL_COMMENTS = 13;

const toComment = (r: CommentRow, nome: string | null): ResponseBody<'listMyTitleComments'>[number] => ({
  cod_comentario: r.codComentario, cod_acervo: r.codAcervo!, texto: r.texto, data_envio: new Date(r.dataEnvio).toISOString(),
  situacao: r.situacao as 'pendente', nome_pessoa: nome,
});

async function byClientKey(ctx: AppContext, codPessoa: number, key: string | undefined): Promise<CommentRow | undefined> {
  if (!key) return undefined;
  const [row] = await ctx.database.db.select().from(comentario)
    .where(and(eq(comentario.codPessoa, codPessoa), eq(comentario.chaveCliente, key)));
  return row;
}

/** The row as sent before, or as inserted now (a concurrent resend may win the race: then its row). */
async function insertOnce(ctx: AppContext, values: typeof comentario.$inferInsert): Promise<CommentRow> {
  const [row] = await ctx.database.db.insert(comentario).values(values)
    .onConflictDoNothing({ target: [comentario.codPessoa, comentario.chaveCliente] }).returning();
  return row ?? (await byClientKey(ctx, values.codPessoa, values.chaveCliente ?? undefined))!;
}

/** A key already used for another item (another title, or a general comment) is refused. */
function sameItem(row: CommentRow, codAcervo: number | null): CommentRow {
  if (row.codAcervo !== codAcervo) throw unprocessable('error.client-key-reused');
  return row;
}

export async function sendGeneralComment(ctx: AppContext, codPessoa: number, body: { content: string; b: number; chave_cliente?: string }) {
  await assertActivity(ctx, codPessoa, GENERAL_COMMENTS);
  const earlier = await byClientKey(ctx, codPessoa, body.chave_cliente);
  if (earlier) return sameItem(earlier, null);
  const texto = commentText(body.content);
  const [library] = await ctx.database.db.select({ cod: biblioteca.codBiblioteca }).from(biblioteca)
    .where(eq(biblioteca.codBiblioteca, body.b));
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
  const rows = await ctx.database.db.select().from(comentario)
    .where(and(eq(comentario.codPessoa, codPessoa), eq(comentario.codAcervo, codAcervo)))
    .orderBy(desc(comentario.dataEnvio), desc(comentario.codComentario));
  return rows.map((r) => toComment(r, nome));
}

export async function commentedTitles(ctx: AppContext, codPessoa: number): Promise<ResponseBody<'listCommentedTitles'>> {
  const rows = await ctx.database.db
    .select({
      cod_acervo: acervo.codAcervo, titulo: acervo.titulo, total: count(),
      pendentes: sum(sql<number>`CASE WHEN ${comentario.situacao} = 'pendente' THEN 1 ELSE 0 END`),
    })
    .from(comentario).innerJoin(acervo, eq(acervo.codAcervo, comentario.codAcervo))
    .where(eq(comentario.codPessoa, codPessoa))
    .groupBy(acervo.codAcervo, acervo.titulo)
    .orderBy(asc(acervo.titulo));
  return rows.map((r) => ({ cod_acervo: r.cod_acervo, titulo: r.titulo, total_comentarios: r.total, pendentes: Number(r.pendentes ?? 0) }));
}

/** Someone else's comment answers 404 just like a missing one: its existence is not revealed. */
export async function deleteMyComment(ctx: AppContext, codPessoa: number, codComentario: number): Promise<void> {
  const deleted = await ctx.database.db.delete(comentario)
    .where(and(eq(comentario.codComentario, codComentario), eq(comentario.codPessoa, codPessoa)))
    .returning({ cod: comentario.codComentario });
  if (!deleted.length) throw notFound('error.comment-not-found');
}

