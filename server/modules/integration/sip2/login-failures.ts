/**
 * Failed SIP2 terminal logins (message 93, issue 33 item 2), counted like the sign-in's
 * (auth/account-failures.ts), in the database so every process counts together: per
 * terminal login as typed (known or not, so the answers tell nothing about which exist) and
 * per remote address. A login's every try is counted before its password is checked, in one
 * statement that also refuses it while the login must wait (1 s, 2 s, 4 s … up to
 * SIP2_LOGIN_DELAY_MAX_SECONDS after each failure) or is locked: concurrent tries from many
 * connections cannot slip past. An address waits alike after its failures. The SIP2_LOCK_FAILURES-th try in a row of a login locks it
 * for SIP2_LOCK_MINUTES in the same statement (taken back if that try was right), so no more
 * than that many passwords are ever checked between two successes. An administrator lifts a
 * lock (unlockTerminalLogin); a right password takes its own try back.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Sip2Settings } from '../../../config';
import type { AppContext } from '../../../context';
import { exec, one, transaction, type Executor } from '../../../db/query';

/** A key no one has failed on for this long is forgotten. */
const MEMORY_HOURS = 24;

type Limits = Pick<Sip2Settings, 'loginDelayMaxSeconds' | 'lockFailures' | 'lockMinutes'>;

export const loginKey = (login: string) => `t:${login.trim().toLowerCase()}`;
const addressKey = (address: string) => `a:${address}`;

/** Seconds the n-th failure in a row makes the next try wait: 1, 2, 4 … up to the maximum. */
const delaySql = (n: SQL, limits: Limits) =>
  sql`make_interval(secs => least(${limits.loginDelayMaxSeconds}::float8, power(2, least(greatest(${n} - 1, 0), 30))))`;

export type LoginClaim = { claimed: true } | { claimed: false; refused: 'wait' | 'locked'; waitSeconds: number };

/** Counts one try of a login's key, unless it must wait or is locked (then why, nothing counted). */
async function claimKey(tx: Executor, key: string, limits: Limits): Promise<LoginClaim> {
  const fresh = sql`(f.ultima_em < now() - make_interval(hours => ${MEMORY_HOURS}) OR f.bloqueado_ate <= now())`;
  const next = sql`CASE WHEN ${fresh} THEN 1 ELSE f.falhas + 1 END`;
  const lockUntil = (n: SQL) => sql`CASE WHEN ${n} >= ${limits.lockFailures}
    THEN now() + make_interval(secs => ${limits.lockMinutes * 60}) END`;
  const counted = await one(tx, sql`
    INSERT INTO falha_terminal_sip2 AS f (chave, falhas, espera_ate, ultima_em, bloqueado_ate)
    VALUES (${key}, 1, now() + ${delaySql(sql`1`, limits)}, now(), ${lockUntil(sql`1`)})
    ON CONFLICT (chave) DO UPDATE SET
      falhas = ${next}, espera_ate = now() + ${delaySql(next, limits)}, ultima_em = now(), bloqueado_ate = ${lockUntil(next)}
    WHERE ${fresh} OR (f.espera_ate <= now() AND (f.bloqueado_ate IS NULL OR f.bloqueado_ate <= now()))
    RETURNING 1`);
  if (counted) return { claimed: true };
  const row = await one<{ wait: number; locked: boolean }>(tx, sql`SELECT
      ceil(extract(epoch FROM greatest(espera_ate, coalesce(bloqueado_ate, espera_ate)) - now()))::int AS wait,
      coalesce(bloqueado_ate > now(), false) AS locked
    FROM falha_terminal_sip2 WHERE chave = ${key}`);
  return { claimed: false, refused: row?.locked ? 'locked' : 'wait', waitSeconds: Math.max(1, row?.wait ?? 1) };
}

/**
 * Claims one try of the login, unless the address or the login must wait or the login is
 * locked. The address is only checked here and counted when a try fails (loginFailed):
 * claimed up front like the login, one kiosk's login would make every other kiosk behind
 * the same address wait for it. So the login's count is exact under concurrency, the
 * address's may let a few concurrent tries through (SIP2_MAX_CONNECTIONS_PER_ADDRESS of them).
 */
export async function claimLogin(ctx: AppContext, login: string, address: string, limits: Limits): Promise<LoginClaim> {
  const waiting = await one<{ wait: number }>(ctx.database.db, sql`SELECT ceil(extract(epoch FROM espera_ate - now()))::int AS wait
    FROM falha_terminal_sip2 WHERE chave = ${addressKey(address)} AND espera_ate > now()`);
  if (waiting) return { claimed: false, refused: 'wait', waitSeconds: Math.max(1, waiting.wait) };
  return transaction(ctx, (tx) => claimKey(tx, loginKey(login), limits));
}

/**
 * The claimed try was wrong: its waits run from now (a slow hash must not eat into them).
 * Answers the seconds the login must now wait and whether this try locked it.
 */
export async function loginFailed(ctx: AppContext, login: string, address: string, limits: Limits): Promise<{ waitSeconds: number; locked: boolean; failures: number }> {
  const { db } = ctx.database;
  await exec(db, sql`DELETE FROM falha_terminal_sip2 WHERE ultima_em < now() - make_interval(hours => ${MEMORY_HOURS}) AND coalesce(bloqueado_ate, now()) <= now()`);
  await exec(db, sql`UPDATE falha_terminal_sip2 SET espera_ate = greatest(espera_ate, now() + ${delaySql(sql`falhas`, limits)})
    WHERE chave = ${loginKey(login)}`);
  const fresh = sql`f.ultima_em < now() - make_interval(hours => ${MEMORY_HOURS})`;
  const next = sql`CASE WHEN ${fresh} THEN 1 ELSE f.falhas + 1 END`;
  await exec(db, sql`INSERT INTO falha_terminal_sip2 AS f (chave, falhas, espera_ate, ultima_em)
    VALUES (${addressKey(address)}, 1, now() + ${delaySql(sql`1`, limits)}, now())
    ON CONFLICT (chave) DO UPDATE SET falhas = ${next}, espera_ate = now() + ${delaySql(next, limits)}, ultima_em = now()`);
  // The longer of the two waits is the one the connection sees; the login's row says whether it locked.
  const row = await one<{ wait: number | null; locked: boolean; falhas: number }>(db, sql`SELECT
      max(ceil(extract(epoch FROM espera_ate - now())))::int AS wait,
      coalesce(bool_or(chave = ${loginKey(login)} AND bloqueado_ate > now()), false) AS locked,
      coalesce(max(falhas) FILTER (WHERE chave = ${loginKey(login)}), 0)::int AS falhas
    FROM falha_terminal_sip2 WHERE chave IN (${loginKey(login)}, ${addressKey(address)})`);
  return { waitSeconds: Math.max(0, row?.wait ?? 0), locked: !!row?.locked, failures: row?.falhas ?? 0 };
}

/**
 * The claimed try was no guess (the right password, even of a disabled terminal): the login's
 * count goes, with a lock its own claim set. The address's failures stay until forgotten.
 */
export async function loginSucceeded(ctx: AppContext, login: string): Promise<void> {
  await exec(ctx.database.db, sql`DELETE FROM falha_terminal_sip2 WHERE chave = ${loginKey(login)}`);
}

/** An administrator lifts a terminal login's lock and its waits: true when there was one to lift. */
export async function unlockTerminalLogin(ex: Executor, login: string): Promise<boolean> {
  return (await exec(ex, sql`DELETE FROM falha_terminal_sip2 WHERE chave = ${loginKey(login)}`)) > 0;
}
