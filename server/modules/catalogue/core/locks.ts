/**
 * A title's row lock. Every change of a title's copies, holds or loans takes it first (the lock
 * order, everywhere: the title, then the copy, then the loan), so cataloguing and circulation
 * never wait on each other in a circle.
 */
import { sql } from 'drizzle-orm';
import { one, rows, type Tx } from '../../../db/query';

/** Locks a title for its holds and loans; false when the title does not exist. */
export async function lockTitle(tx: Tx, codAcervo: number): Promise<boolean> {
  return !!(await one(tx, sql`SELECT cod_acervo FROM acervo WHERE cod_acervo = ${codAcervo} FOR NO KEY UPDATE`));
}

/**
 * Locks several titles in ascending order (the lock order), in one statement: the rows are
 * locked as the ordered scan hands them over. One round trip per title made a renewal of a
 * patron with many loans hold its first locks for the whole loop (bench/load.ts: renewals of
 * 1,500 loans queued every other renewal and loan list of those titles behind them).
 */
export async function lockTitles(tx: Tx, codes: number[]): Promise<void> {
  const unique = [...new Set(codes)].sort((a, b) => a - b);
  if (unique.length === 1) await lockTitle(tx, unique[0]);
  else if (unique.length) {
    await rows(tx, sql`SELECT cod_acervo FROM acervo WHERE cod_acervo = ANY(${sql.param(unique)}::int[]) ORDER BY cod_acervo FOR NO KEY UPDATE`);
  }
}
