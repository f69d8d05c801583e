/**
 * Rules shared by general and title comments (spec §6): a patron may only have so many
 * comments awaiting approval, and some sends need an activity of the patron's category.
 */
import { and, count, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { categoriaAtividade, comentario, pessoa } from '../../db/schema';
import { forbidden, unprocessable } from '../../http/errors';

/** Refuses a new comment when the patron already has the limit awaiting approval. */
export async function assertBelowPendingLimit(ctx: AppContext, codPessoa: number): Promise<void> {
  const [{ pending }] = await ctx.database.db.select({ pending: count() }).from(comentario)
    .where(and(eq(comentario.codPessoa, codPessoa), eq(comentario.situacao, 'pendente')));
  if (pending >= ctx.config.commentPendingLimit) throw unprocessable('error.comment-limit-exceeded');
}

/** 403 unless the patron's category holds the activity (12 suggestions, 13 general comments). */
export async function assertActivity(ctx: AppContext, codPessoa: number, codAtividade: number): Promise<void> {
  const [row] = await ctx.database.db.select({ cod: categoriaAtividade.codAtividade })
    .from(pessoa)
    .innerJoin(categoriaAtividade, eq(categoriaAtividade.categoria, pessoa.categoria))
    .where(and(eq(pessoa.codPessoa, codPessoa), eq(categoriaAtividade.codAtividade, codAtividade)));
  if (!row) throw forbidden();
}

/** The trimmed comment text, or 422 when nothing is left. */
export function commentText(content: string): string {
  const text = content.trim();
  if (!text) throw unprocessable('error.comment-empty');
  return text;
}
