/**
 * A title's catalogue record (the whole `acervo` row, MARC included), or the 404 every
 * title sub-resource answers for a code that names no title.
 */
import { eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { acervo } from '../db/schema';
import { notFound } from '../http/errors';

export type TitleRecord = typeof acervo.$inferSelect;

export async function titleRecord(ctx: AppContext, id: number): Promise<TitleRecord> {
  const [row] = await ctx.database.db.select().from(acervo).where(eq(acervo.codAcervo, id));
  if (!row) throw notFound('error.title-not-found');
  return row;
}
