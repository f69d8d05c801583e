/**
 * The loan token (spec §3 "Loan token: with a validity date"): a short code the patron shows
 * at the self-service kiosk or the desk instead of a password. One live token per patron;
 * asking again replaces it. LOAN_TOKEN_TTL_MINUTES sets its life (default 60).
 */
import { randomInt } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { tokenEmprestimo } from '../../db/schema';
import { notFound } from '../../http/errors';

// No 0/O, 1/I/L: read aloud at a desk or typed at a kiosk.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const LENGTH = 8;

const toAnswer = (r: { token: string; validade: Date | string }) => ({ token: r.token, validade: new Date(r.validade).toISOString() });

export async function currentToken(ctx: AppContext, codPessoa: number) {
  const [row] = await ctx.database.db.select().from(tokenEmprestimo)
    .where(and(eq(tokenEmprestimo.codPessoa, codPessoa), gt(tokenEmprestimo.validade, sql`now()`)));
  if (!row) throw notFound('error.loan-token-not-found');
  return toAnswer(row);
}

export async function newToken(ctx: AppContext, codPessoa: number) {
  const token = Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  const validade = sql`now() + ${`${ctx.config.loanTokenTtlMinutes} minutes`}::interval`;
  const [row] = await ctx.database.db.insert(tokenEmprestimo).values({ codPessoa, token, validade })
    .onConflictDoUpdate({ target: tokenEmprestimo.codPessoa, set: { token, validade } })
    .returning();
  return toAnswer(row);
}
