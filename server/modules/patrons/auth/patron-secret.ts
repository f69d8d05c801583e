/**
 * A patron's password typed at a self-check machine (SIP2's AD, issue 26 item 3), verified
 * like the sign-in's: the same argon2id hash, the same per-(account, slot) delays and the
 * same lock after LOGIN_LOCK_FAILURES wrong passwords in a row (account-failures.ts), all
 * counted in the database. The slot is the terminal, so a guesser at one kiosk slows down
 * there and a locked account is locked everywhere. An administrator's block (bloqueado) does
 * not stop the check: SIP2 answers a blocked patron's right password as valid (CQ Y) and says
 * why they cannot borrow; only the lock wrong passwords set stops it.
 */
import { verify } from '@node-rs/argon2';
import type { AppContext } from '../../../context';
import { accountKey, claimTry, clearAccountFailures, failReservedTry, isLocked, reserveAccountTry, restartWait } from './account-failures';
import type { Person } from './resolve-person';

export type SecretCheck = 'ok' | 'wrong' | 'wait' | 'locked';

export async function checkPatronSecret(
  ctx: AppContext, person: Pick<Person, 'codPessoa' | 'login' | 'senhaHash' | 'bloqueado' | 'bloqueadoAte'>, password: string, slot: string,
): Promise<SecretCheck> {
  if (isLocked({ bloqueado: false, bloqueadoAte: person.bloqueadoAte })) return 'locked';
  const key = accountKey(person, person.login);
  if (await claimTry(ctx, key, slot, false) > 0) return 'wait';
  const tries = await reserveAccountTry(ctx, person, false, true);
  if (tries === null) return 'locked';
  if (!(await verify(person.senhaHash, password).catch(() => false))) {
    await restartWait(ctx, key, slot);
    return (await failReservedTry(ctx, person, tries)) ? 'locked' : 'wrong';
  }
  await clearAccountFailures(ctx, person, slot);
  return 'ok';
}
