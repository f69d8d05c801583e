/**
 * Rules shared by general and title comments (spec §6): a patron may only have so many
 * comments awaiting approval, and some sends need an activity of the patron's category.
 */
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { one } from '../../../db/query';
import { forbidden, unprocessable } from '../../../http/errors';

/** Refuses a new comment when the patron already has the limit awaiting approval. */
export async function assertBelowPendingLimit(ctx: AppContext, codPessoa: number): Promise<void> {
  const { pending } = (await one<{ pending: number }>(ctx.database.db, sql`
    SELECT count(*)::int AS pending FROM comentario WHERE cod_pessoa = ${codPessoa} AND situacao = 'pendente'`))!;
  if (pending >= ctx.config.commentPendingLimit) throw unprocessable('error.comment-limit-exceeded');
}

/** 403 unless the patron's category holds the activity (12 suggestions, 13 general comments). */
export async function assertActivity(ctx: AppContext, codPessoa: number, codAtividade: number): Promise<void> {
  const row = await one(ctx.database.db, sql`
    SELECT 1 FROM pessoa p JOIN categoria_atividade ca ON ca.categoria = p.categoria
    WHERE p.cod_pessoa = ${codPessoa} AND ca.cod_atividade = ${codAtividade}`);
  if (!row) throw forbidden();
}

/** The trimmed comment text, or 422 when nothing is left. */
export function commentText(content: string): string {
  const text = content.trim();
  if (!text) throw unprocessable('error.comment-empty');
  return text;
}
