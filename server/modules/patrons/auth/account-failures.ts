/**
 * Wrong passwords per account (issues 17 and 21), the way the big identity providers count
 * them: a guesser is slowed down per (account, slot) — the slot is the client address, or
 * the known device the client proved (devices.ts) — after LOGIN_MAX_FAILURES wrong
 * passwords from it, each further try waits 1 s, 2 s, 4 s … up to LOGIN_DELAY_MAX_SECONDS
 * (429 with Retry-After), while the owner signing in from elsewhere is not affected.
 * LOGIN_LOCK_FAILURES wrong passwords in a row, from anywhere, lock the account (430
 * ACESSO_BLOQUEADO) for LOGIN_LOCK_MINUTES. Only the owner's proof passes the lock — a
 * known device or the unlock link mailed to the owner (service.ts); a solved captcha does
 * not (issue 33: it proves a person, not the owner).
 *
 * A try is counted before its password is checked, in one statement that also refuses it
 * while the slot must wait (claimTry), and reserved in the account's count the same way
 * (reserveAccountTry): concurrent tries cannot slip past either.
 * A right password takes its own count back (clearAccountFailures). Everything lives in
 * the database: every API node counts together.
 */
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { type Executor, one, exec } from '../../../db/query';
import type { Person } from './resolve-person';

/** A failure pair no one has added to for this long is forgotten. */
const PAIR_MEMORY_HOURS = 24;

/** The key of an account: the person, or the login as typed when nobody has it (slowed alike). */
export const accountKey = (person: Pick<Person, 'codPessoa'> | null, login: string) =>
  (person ? `p:${person.codPessoa}` : `u:${login.trim().toLowerCase()}`);

/** Seconds the n-th wrong password in a row from one slot makes the next try wait. */
export function delayAfter(failures: number, config: AppContext['config']): number {
  const beyond = failures - config.loginMaxFailures;
  if (beyond < 0) return 0;
  return Math.min(config.loginDelayMaxSeconds, 2 ** Math.min(beyond, 30));
}

/** delayAfter in SQL, for the count `n` being written. */
const delaySql = (n: ReturnType<typeof sql>, config: AppContext['config']) => sql`make_interval(secs => CASE
  WHEN ${n} < ${config.loginMaxFailures} THEN 0
  ELSE least(${config.loginDelayMaxSeconds}::float8, power(2, least(${n} - ${config.loginMaxFailures}, 30))) END)`;

/**
 * Counts one try of the account from the slot, unless the slot must still wait (then the
 * seconds to wait, nothing counted). `passDelay` (a solved captcha) lets it through a wait.
 */
export async function claimTry(ctx: AppContext, key: string, slot: string, passDelay: boolean): Promise<number> {
  const { db } = ctx.database;
  const c = ctx.config;
  const counted = await one<{ falhas: number }>(db, sql`
    INSERT INTO falha_login_conta AS f (conta, endereco, falhas, espera_ate, ultima_em)
    VALUES (${key}, ${slot}, 1, now() + ${delaySql(sql`1`, c)}, now())
    ON CONFLICT (conta, endereco) DO UPDATE SET
      falhas = CASE WHEN f.ultima_em < now() - make_interval(hours => ${PAIR_MEMORY_HOURS}) THEN 1 ELSE f.falhas + 1 END,
      espera_ate = now() + ${delaySql(sql`CASE WHEN f.ultima_em < now() - make_interval(hours => ${PAIR_MEMORY_HOURS}) THEN 1 ELSE f.falhas + 1 END`, c)},
      ultima_em = now()
    WHERE ${passDelay} OR f.espera_ate <= now() OR f.ultima_em < now() - make_interval(hours => ${PAIR_MEMORY_HOURS})
    RETURNING falhas`);
  if (counted) return 0;
  const row = await one<{ wait: number }>(db, sql`SELECT ceil(extract(epoch FROM espera_ate - now()))::int AS wait
    FROM falha_login_conta WHERE conta = ${key} AND endereco = ${slot}`);
  return Math.max(1, row?.wait ?? 1);
}

/**
 * A claimed try turned out wrong: its wait runs from now (the answer), not from the claim
 * before the password check — a slow hash must not eat into the delay the guesser sees.
 */
export async function restartWait(ctx: AppContext, key: string, slot: string): Promise<void> {
  await exec(ctx.database.db, sql`UPDATE falha_login_conta
    SET espera_ate = greatest(espera_ate, now() + ${delaySql(sql`falhas`, ctx.config)})
    WHERE conta = ${key} AND endereco = ${slot}`);
}

/** The 430 lock: set by an administrator (bloqueado) or by wrong passwords, until it ends. */
export function isLocked(person: Pick<Person, 'bloqueado' | 'bloqueadoAte'>, now = Date.now()): boolean {
  // Raw SQL may answer the time as text (PGlite), drizzle's builder as a Date.
  return person.bloqueado || (person.bloqueadoAte !== null && new Date(person.bloqueadoAte).getTime() > now);
}

/**
 * Reserves one password check of the account, before the password is checked (issue 33):
 * the account's count in a row goes up by one in one UPDATE … RETURNING, refused while the
 * account is locked or once LOGIN_LOCK_FAILURES checks are already counted — so however
 * many wrong passwords arrive at once, from however many addresses, at most that many are
 * checked before the lock (the row's lock orders the concurrent UPDATEs). Answers the count
 * with this try, or null when refused (the caller answers 430 without checking).
 * `ownerProven` (a known device, the unlock link) passes a lock, as the owner must; its
 * tries still count.
 */
export async function reserveAccountTry(
  ctx: AppContext, person: Pick<Person, 'codPessoa'>, ownerProven: boolean,
  /** Count a blocked person's try too (a SIP2 kiosk tells a blocked patron why, once their PIN is right). */
  blockedToo = false,
): Promise<number | null> {
  const row = await one<{ tries: number }>(ctx.database.db, sql`UPDATE pessoa SET falhas_login = falhas_login + 1
    WHERE cod_pessoa = ${person.codPessoa} AND (${blockedToo} OR NOT bloqueado) AND (${ownerProven} OR (
      (bloqueado_ate IS NULL OR bloqueado_ate <= now()) AND falhas_login < ${ctx.config.loginLockFailures}))
    RETURNING falhas_login AS tries`);
  return row ? Number(row.tries) : null;
}

/**
 * A reserved try turned out wrong (it is already counted). True when it was the try that
 * reached LOGIN_LOCK_FAILURES: the account is locked (for LOGIN_LOCK_MINUTES, or until a
 * recovery when that is 0) and the count starts again, so once the lock is over it takes
 * as many failures to lock again.
 */
export async function failReservedTry(ctx: AppContext, person: Pick<Person, 'codPessoa'>, tries: number): Promise<boolean> {
  const { loginLockFailures: limit, loginLockMinutes: minutes } = ctx.config;
  const { db } = ctx.database;
  // Forgotten pairs only grow the table.
  await exec(db, sql`DELETE FROM falha_login_conta WHERE ultima_em < now() - make_interval(hours => ${PAIR_MEMORY_HOURS})`);
  if (tries < limit) return false;
  await exec(db, sql`UPDATE pessoa SET falhas_login = 0,
      bloqueado_ate = CASE WHEN ${minutes}::float8 > 0 THEN now() + make_interval(secs => ${minutes * 60}) ELSE bloqueado_ate END,
      bloqueado = bloqueado OR ${minutes}::float8 <= 0
    WHERE cod_pessoa = ${person.codPessoa}`);
  return true;
}

/**
 * A right password: the slot's count for the account is taken back, and so is the count
 * in a row. A lock in force stays for the unproven clients until it ends.
 */
export async function clearAccountFailures(ctx: AppContext, person: Pick<Person, 'codPessoa' | 'login'>, slot: string): Promise<void> {
  const { db } = ctx.database;
  await exec(db, sql`DELETE FROM falha_login_conta WHERE conta = ${accountKey(person, person.login)} AND endereco = ${slot}`);
  await exec(db, sql`UPDATE pessoa SET falhas_login = 0 WHERE cod_pessoa = ${person.codPessoa} AND falhas_login <> 0`);
}

/** A new password (recovery, change): every slot's delay for the account is lifted. */
export async function forgetAccountFailures(ex: Executor, codPessoa: number): Promise<void> {
  await exec(ex, sql`DELETE FROM falha_login_conta WHERE conta = ${`p:${codPessoa}`}`);
}
