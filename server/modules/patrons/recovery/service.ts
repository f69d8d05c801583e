/**
 * Password recovery, the three steps of spec §4: send a numeric code by e-mail (only its
 * hash is kept; one live code per person), check it, then set the new password — which
 * also unblocks the account, spends the code and ends every session, in one transaction.
 *
 * Step 1 answers the same for every login (issue 21): no name, no address, no 404, no
 * per-person 429, so it cannot be used to harvest patrons or to learn which logins exist.
 * A code is mailed only when the login has an e-mail address, and at most
 * RECOVERY_MAX_CODES_PER_HOUR times an hour, so it cannot flood the owner either.
 */
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { one, transaction, exec } from '../../../db/query';
import { unprocessable } from '../../../http/errors';
import type { ResponseBody } from '../../../http/handlers';
import { assertCaptcha } from '../captcha';
import { recoveryMail } from './mail';
import { PASSWORD_OWNER_COLUMNS, type PasswordOwner, newPasswordColumns, writePassword } from './passwords';
import { recoverySettings } from './settings';

export const CODE_INVALID = 'error.recovery-code-invalid';

const codeHash = (codPessoa: number, code: string) => createHash('sha256').update(`${codPessoa}:${code}`).digest();

type Owner = PasswordOwner & { email: string | null };

async function personByLogin(ctx: AppContext, login: string): Promise<Owner | undefined> {
  return one<Owner>(ctx.database.db, sql`SELECT ${PASSWORD_OWNER_COLUMNS}, email FROM pessoa
    WHERE lower(login) = lower(${login.trim()})`);
}

/**
 * Step 1: when the login has an e-mail address and has not had its hourly codes, a new
 * code replaces any live one and is mailed (in the background: how long the mail takes,
 * or whether it fails, must not tell the caller anything). The answer is the same always.
 */
export async function startRecovery(
  ctx: AppContext, login: string, captchaToken: string | undefined, lang: '1' | '3' | '5', log: (message: string) => void,
): Promise<ResponseBody<'startPasswordRecovery'>> {
  await assertCaptcha(ctx, captchaToken, 'recovery');
  const settings = recoverySettings.get(ctx);
  const answer = { tamanho_codigo: settings.codeLength, tempo_expiracao: settings.codeTtlMinutes };
  const person = await personByLogin(ctx, login);
  if (!person?.email) return answer;
  const code = Array.from({ length: settings.codeLength }, () => randomInt(10)).join('');
  const made = await transaction(ctx, async (tx) => {
    // The person's row lock makes the hourly count exact across API nodes.
    await exec(tx, sql`SELECT 1 FROM pessoa WHERE cod_pessoa = ${person.codPessoa} FOR UPDATE`);
    // Codes older than the hourly window only grow the table.
    await exec(tx, sql`DELETE FROM codigo_recuperacao WHERE cod_pessoa = ${person.codPessoa} AND criado_em < now() - interval '1 hour'`);
    const recent = await one<{ n: number }>(tx, sql`SELECT count(*)::int AS n FROM codigo_recuperacao WHERE cod_pessoa = ${person.codPessoa}`);
    // Each code is an e-mail to a real inbox: a patron's mailbox is not ours to flood.
    if ((recent?.n ?? 0) >= settings.maxCodesPerHour) return false;
    await exec(tx, sql`UPDATE codigo_recuperacao SET usado_em = now() WHERE cod_pessoa = ${person.codPessoa} AND usado_em IS NULL`);
    await exec(tx, sql`INSERT INTO codigo_recuperacao (cod_pessoa, codigo_hash, expira_em)
      VALUES (${person.codPessoa}, ${codeHash(person.codPessoa, code).toString('hex')},
              now() + make_interval(mins => ${settings.codeTtlMinutes}))`);
    return true;
  });
  if (made) {
    ctx.mailer.send({ to: person.email, ...recoveryMail(lang, person.nome, code, settings.codeTtlMinutes) })
      .catch((error: unknown) => log(`recovery mail not sent: ${error instanceof Error ? error.message : String(error)}`));
  }
  return answer;
}

/**
 * The person and live code matching `code`, or a 422 — the same for an unknown login. A
 * wrong guess counts against the code, which dies after RECOVERY_MAX_ATTEMPTS; only a
 * fresh e-mail helps then.
 */
async function liveCode(ctx: AppContext, login: string, code: string) {
  const person = await personByLogin(ctx, login);
  if (!person) throw unprocessable(CODE_INVALID);
  const { db } = ctx.database;
  const { maxAttempts } = recoverySettings.get(ctx);
  const row = await one<{ id: number; codigo_hash: string; tentativas: number }>(db, sql`
    SELECT id, codigo_hash, tentativas FROM codigo_recuperacao
    WHERE cod_pessoa = ${person.codPessoa} AND usado_em IS NULL AND expira_em > now()
    ORDER BY id DESC LIMIT 1`);
  if (!row || row.tentativas >= maxAttempts) throw unprocessable(CODE_INVALID);
  const expected = Buffer.from(row.codigo_hash, 'hex');
  if (!timingSafeEqual(expected, codeHash(person.codPessoa, code.trim()))) {
    await exec(db, sql`UPDATE codigo_recuperacao SET tentativas = tentativas + 1 WHERE id = ${row.id}`);
    throw unprocessable(CODE_INVALID);
  }
  return { person, row };
}

/** Step 2: the code is right; the answer is the rules the new password must meet, and the name they read. */
export async function checkRecoveryCode(ctx: AppContext, login: string, code: string): Promise<ResponseBody<'checkRecoveryCode'>> {
  const { person } = await liveCode(ctx, login, code);
  return { ...recoverySettings.get(ctx).rules, nome: person.nome };
}

/** Step 3: the new password, checked again against the code and every rule. */
export async function resetPassword(ctx: AppContext, login: string, code: string, password: string): Promise<void> {
  const { person, row } = await liveCode(ctx, login, code);
  const columns = await newPasswordColumns(ctx, person, password.trim());
  await transaction(ctx, async (tx) => {
    // Spending the code first, conditionally, makes a second concurrent reset with it fail.
    const spent = await one(tx, sql`UPDATE codigo_recuperacao SET usado_em = now() WHERE id = ${row.id} AND usado_em IS NULL RETURNING id`);
    if (!spent) throw unprocessable(CODE_INVALID);
    await writePassword(tx, person.codPessoa, columns);
    // Whoever knew the old password must not stay signed in with it.
    await exec(tx, sql`UPDATE refresh_token SET revogado_em = now() WHERE cod_pessoa = ${person.codPessoa} AND revogado_em IS NULL`);
  });
}
