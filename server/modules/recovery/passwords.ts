/**
 * Setting a person's password under the rules of spec §5, including 'not one of the last
 * N': the new hash goes in, the old one joins senhas_anteriores (newest first, N kept).
 * Also the change-password call of the personal area.
 */
import { eq } from 'drizzle-orm';
import { hash, verify } from '@node-rs/argon2';
import { failedPasswordRules } from '../../../openapi/password-rules';
import type { AppContext } from '../../context';
import { pessoa } from '../../db/schema';
import { unauthorized, unprocessable } from '../../http/errors';
import { recoverySettings } from './settings';

export const PASSWORD_RULES_BROKEN = 'error.password-rules';
export const PASSWORD_REUSED = 'error.password-reused';
export const CURRENT_PASSWORD_WRONG = 'error.current-password-wrong';

/** Argon2id is algorithm 2 in @node-rs/argon2 (a const enum we cannot import under isolatedModules). */
const ARGON2ID = 2;

type Person = typeof pessoa.$inferSelect;
/** A database or a transaction: both have update(). */
type Db = Pick<AppContext['database']['db'], 'update'>;

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
  // A new password is the §8 way out of a block (430): the counter starts again.
  await db.update(pessoa).set({ ...columns, bloqueado: false, falhasLogin: 0 }).where(eq(pessoa.codPessoa, codPessoa));
}

/** PUT /pessoas/meu-pergamum/senha: the current password, then the same rules as recovery. */
export async function changePassword(ctx: AppContext, codPessoa: number, body: { senhaAtual: string; senhaNova: string }) {
  const { db } = ctx.database;
  const [person] = await db.select().from(pessoa).where(eq(pessoa.codPessoa, codPessoa));
  if (!person) throw unauthorized();
  if (!(await verify(person.senhaHash, body.senhaAtual).catch(() => false))) throw unprocessable(CURRENT_PASSWORD_WRONG);
  const columns = await newPasswordColumns(ctx, person, body.senhaNova.trim());
  await writePassword(db, codPessoa, columns);
}
