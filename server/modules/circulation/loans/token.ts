/**
 * The loan token (spec §3 "Loan token: with a validity date"): a short code the patron shows
 * at the self-service kiosk or the desk instead of a password. One live token per patron;
 * asking again replaces it. LOAN_TOKEN_TTL_MINUTES sets its life (default 60).
 */
import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { one } from '../../../db/query';
import { notFound } from '../../../http/errors';

// No 0/O, 1/I/L: read aloud at a desk or typed at a kiosk.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const LENGTH = 8;

interface TokenRow { token: string; validade: Date | string }
const toAnswer = (r: TokenRow) => ({ token: r.token, validade: new Date(r.validade).toISOString() });

export async function currentToken(ctx: AppContext, codPessoa: number) {
  const row = await one<TokenRow>(ctx.database.db, sql`
    SELECT token, validade FROM token_emprestimo WHERE cod_pessoa = ${codPessoa} AND validade > now()`);
  if (!row) throw notFound('error.loan-token-not-found');
  return toAnswer(row);
}

export async function newToken(ctx: AppContext, codPessoa: number) {
  const token = Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  const row = await one<TokenRow>(ctx.database.db, sql`
    INSERT INTO token_emprestimo (cod_pessoa, token, validade)
    VALUES (${codPessoa}, ${token}, now() + ${`${ctx.config.loanTokenTtlMinutes} minutes`}::interval)
    ON CONFLICT (cod_pessoa) DO UPDATE SET token = excluded.token, validade = excluded.validade
    RETURNING token, validade`);
  return toAnswer(row!);
}
