/**
 * A title's catalogue record (the whole `acervo` row, MARC included), or the 404 every
 * title sub-resource answers for a code that names no title; `titleOr404` is the same
 * answer for callers that only need the title's name (and may lock its row).
 */
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { one, type Executor } from '../db/query';
import { acervo } from '../db/schema';
import { notFound } from '../http/errors';

export type TitleRecord = typeof acervo.$inferSelect;

const TITLE_NOT_FOUND = 'Título não encontrado';

export async function titleRecord(ctx: AppContext, id: number): Promise<TitleRecord> {
  const [row] = await ctx.database.db.select().from(acervo).where(eq(acervo.codAcervo, id));
  if (!row) throw notFound(TITLE_NOT_FOUND);
  return row;
}

/**
 * A title's name, or the 404. `lock` takes the title's row lock first (holds and loans of
 * one title queue on it; the lock order is in server/modules/circulation/store.ts).
 */
export async function titleOr404(ex: Executor, id: number, { lock = false } = {}): Promise<{ cod_acervo: number; titulo: string }> {
  const row = await one<{ cod_acervo: number; titulo: string }>(ex, sql`
    SELECT cod_acervo, titulo FROM acervo WHERE cod_acervo = ${id} ${lock ? sql`FOR NO KEY UPDATE` : sql``}`);
  if (!row) throw notFound(TITLE_NOT_FOUND);
  return row;
}
