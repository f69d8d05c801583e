/**
 * Setting a person's password under the rules of spec §5, including 'not one of the last
 * N': the new hash goes in, the old one joins senhas_anteriores (newest first, N kept).
 * Also the change-password call of the personal area, which ends the person's other
 * sessions (recovery ends them all). A new password also forgets the person's devices
 * and unlock links (issue 21): whoever knew the old password may hold one.
 */
import { sql } from 'drizzle-orm';
import { hash, verify } from '@node-rs/argon2';
import { failedPasswordRules } from '../../../../openapi/password-rules';
import type { AppContext } from '../../../context';
import { type Executor, one, transaction, exec } from '../../../db/query';
import { checkCurrentPassword, forgetAccountFailures, forgetDevices, type SignInClient } from '../auth';
import { unauthorized, unprocessable } from '../../../http/errors';
import { recoverySettings } from './settings';

export const PASSWORD_RULES_BROKEN = 'error.password-rules';
export const PASSWORD_REUSED = 'error.password-reused';
export const CURRENT_PASSWORD_WRONG = 'error.current-password-wrong';

/** Argon2id is algorithm 2 in @node-rs/argon2 (a const enum we cannot import under isolatedModules). */
const ARGON2ID = 2;

/** What the password rules read of a person. */
export interface PasswordOwner { codPessoa: number; nome: string; senhaHash: string; senhasAnteriores: string[] }

/** The columns a PasswordOwner is read with. */
export const PASSWORD_OWNER_COLUMNS = sql.raw(
  'cod_pessoa AS "codPessoa", nome, senha_hash AS "senhaHash", senhas_anteriores AS "senhasAnteriores"',
);

/**
 * Checks every rule (422 with the rules key, or the reuse key for last_pw) and returns the
 * columns to write: the new hash and the shortened history.
 */
export async function newPasswordColumns(ctx: AppContext, person: PasswordOwner, password: string) {
  const { rules } = recoverySettings.get(ctx);
  if (failedPasswordRules(rules, password, person.nome).length) throw unprocessable(PASSWORD_RULES_BROKEN);
  const history = rules.last_pw > 0 ? [person.senhaHash, ...person.senhasAnteriores].slice(0, rules.last_pw) : [];
  for (const old of history) {
    if (await verify(old, password).catch(() => false)) throw unprocessable(PASSWORD_REUSED);
  }
  return {
    senhaHash: await hash(password, { algorithm: ARGON2ID }),
    // The current hash is one of the N; keep the N-1 before it beside it.
    senhasAnteriores: history.slice(0, Math.max(0, rules.last_pw - 1)),
  };
}

export async function writePassword(ex: Executor, codPessoa: number, columns: Awaited<ReturnType<typeof newPasswordColumns>>) {
  // A new password is the §8 way out of a block (430): the counters and delays start again.
  await exec(ex, sql`UPDATE pessoa SET senha_hash = ${columns.senhaHash},
      senhas_anteriores = ${JSON.stringify(columns.senhasAnteriores)}::jsonb,
      bloqueado = false, bloqueado_ate = NULL, falhas_login = 0
    WHERE cod_pessoa = ${codPessoa}`);
  await forgetAccountFailures(ex, codPessoa);
  await forgetDevices(ex, codPessoa);
}

/**
 * PUT /pessoas/meu-pergamum/senha: the current password (with sign-in's delays and lock,
 * auth's checkCurrentPassword), then the same rules as recovery. Every other session of
 * the person ends (whoever knew the old password is signed out elsewhere); this one goes
 * on with its refresh token. `session` is the refresh-token family the caller's access
 * token names; a token without one ends every session.
 */
export async function changePassword(
  ctx: AppContext, codPessoa: number, body: { senhaAtual: string; senhaNova: string }, client: SignInClient, session?: string,
) {
  await checkCurrentPassword(ctx, codPessoa, body.senhaAtual, client, CURRENT_PASSWORD_WRONG);
  const person = await one<PasswordOwner>(ctx.database.db, sql`SELECT ${PASSWORD_OWNER_COLUMNS} FROM pessoa WHERE cod_pessoa = ${codPessoa}`);
  if (!person) throw unauthorized();
  const columns = await newPasswordColumns(ctx, person, body.senhaNova.trim());
  await transaction(ctx, async (tx) => {
    await writePassword(tx, codPessoa, columns);
    await exec(tx, sql`UPDATE refresh_token SET revogado_em = now()
      WHERE cod_pessoa = ${codPessoa} AND revogado_em IS NULL AND familia IS DISTINCT FROM ${session ?? null}`);
  });
}
