/**
 * Setting a person's password under the rules of spec §5, including 'not one of the last
 * N': the new hash goes in, the old one joins senhas_anteriores (newest first, N kept).
 * Also the change-password call of the personal area, which ends the person's other
 * sessions (recovery ends them all).
 */
import { and, eq, isNull, ne } from 'drizzle-orm';
import { hash, verify } from '@node-rs/argon2';
import { failedPasswordRules } from '../../../openapi/password-rules';
import type { AppContext } from '../../context';
import { pessoa, refreshToken } from '../../db/schema';
import { forgetAccountFailures } from '../auth';
import { unauthorized, unprocessable } from '../../http/errors';
import { recoverySettings } from './settings';

export const PASSWORD_RULES_BROKEN = 'error.password-rules';
export const PASSWORD_REUSED = 'error.password-reused';
export const CURRENT_PASSWORD_WRONG = 'error.current-password-wrong';

/** Argon2id is algorithm 2 in @node-rs/argon2 (a const enum we cannot import under isolatedModules). */
const ARGON2ID = 2;

type Person = typeof pessoa.$inferSelect;
/** A database or a transaction. */
type Db = Pick<AppContext['database']['db'], 'update' | 'delete'>;

/**
 * Checks every rule (422 with the rules key, or the reuse key for last_pw) and returns the
 * columns to write: the new hash and the shortened history.
 */
export async function newPasswordColumns(ctx: AppContext, person: Person, password: string) {
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

export async function writePassword(db: Db, codPessoa: number, columns: Awaited<ReturnType<typeof newPasswordColumns>>) {
  // A new password is the §8 way out of a block (430): the counters and delays start again.
  await db.update(pessoa).set({ ...columns, bloqueado: false, bloqueadoAte: null, falhasLogin: 0 }).where(eq(pessoa.codPessoa, codPessoa));
  await forgetAccountFailures(db, codPessoa);
}

/**
 * PUT /pessoas/meu-pergamum/senha: the current password, then the same rules as recovery.
 * Every other session of the person ends (whoever knew the old password is signed out
 * elsewhere); this one goes on with its refresh token. `session` is the refresh-token
 * family the caller's access token names; a token without one ends every session.
 */
export async function changePassword(
  ctx: AppContext, codPessoa: number, body: { senhaAtual: string; senhaNova: string }, session?: string,
) {
  const { db } = ctx.database;
  const [person] = await db.select().from(pessoa).where(eq(pessoa.codPessoa, codPessoa));
  if (!person) throw unauthorized();
  if (!(await verify(person.senhaHash, body.senhaAtual).catch(() => false))) throw unprocessable(CURRENT_PASSWORD_WRONG);
  const columns = await newPasswordColumns(ctx, person, body.senhaNova.trim());
  await db.transaction(async (tx) => {
    await writePassword(tx, codPessoa, columns);
    await tx.update(refreshToken).set({ revogadoEm: new Date() }).where(and(
      eq(refreshToken.codPessoa, codPessoa), isNull(refreshToken.revogadoEm),
      session ? ne(refreshToken.familia, session) : undefined,
    ));
  });
}
