/**
 * Wrong passwords per account (issue 17), the way the big identity providers count them:
 * a guesser is slowed down per (account, client address) — after LOGIN_MAX_FAILURES wrong
 * passwords from one address, each further try from there waits 1 s, 2 s, 4 s … up to
 * LOGIN_DELAY_MAX_SECONDS (429 with Retry-After) — while the owner signing in from
 * elsewhere is not affected. Only LOGIN_LOCK_FAILURES wrong passwords in a row, from any
 * addresses, lock the account itself (430 ACESSO_BLOQUEADO), for LOGIN_LOCK_MINUTES or
 * until a password recovery. Everything lives in the database: every API node counts together.
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { falhaLoginConta, pessoa } from '../../db/schema';
import type { Person } from './resolve-person';

/** A failure pair no one has added to for this long is forgotten. */
const PAIR_MEMORY_MS = 24 * 60 * 60_000;

/** The key of an account: the person, or the login as typed when nobody has it (slowed alike). */
export const accountKey = (person: Person | null, login: string) =>
  (person ? `p:${person.codPessoa}` : `u:${login.trim().toLowerCase()}`);

/** Seconds the n-th wrong password in a row from one address makes the next try wait. */
export function delayAfter(failures: number, config: AppContext['config']): number {
  const beyond = failures - config.loginMaxFailures;
  if (beyond < 0) return 0;
  return Math.min(config.loginDelayMaxSeconds, 2 ** Math.min(beyond, 30));
}

/** Seconds this address must still wait before trying this account again (0: go ahead). */
export async function secondsToWait(ctx: AppContext, key: string, address: string): Promise<number> {
  const [row] = await ctx.database.db.select({ until: falhaLoginConta.esperaAte }).from(falhaLoginConta)
    .where(and(eq(falhaLoginConta.conta, key), eq(falhaLoginConta.endereco, address)));
  const left = row ? row.until.getTime() - Date.now() : 0;
  return left > 0 ? Math.ceil(left / 1000) : 0;
}

/** The 430 lock: set by an administrator (bloqueado) or by wrong passwords, until it ends. */
export function isLocked(person: Person, now = Date.now()): boolean {
  return person.bloqueado || (person.bloqueadoAte !== null && person.bloqueadoAte.getTime() > now);
}

/**
 * Counts one wrong password of the account from the address. True when it locked the
 * account (the failures in a row from all addresses reached LOGIN_LOCK_FAILURES).
 */
export async function recordAccountFailure(ctx: AppContext, key: string, address: string, person: Person | null): Promise<boolean> {
  const { db } = ctx.database;
  const now = new Date();
  await db.delete(falhaLoginConta).where(lt(falhaLoginConta.ultimaEm, new Date(now.getTime() - PAIR_MEMORY_MS)));
  const [pair] = await db.insert(falhaLoginConta).values({ conta: key, endereco: address, falhas: 1, esperaAte: now, ultimaEm: now })
    .onConflictDoUpdate({
      target: [falhaLoginConta.conta, falhaLoginConta.endereco],
      set: { falhas: sql`${falhaLoginConta.falhas} + 1`, ultimaEm: now },
    })
    .returning({ falhas: falhaLoginConta.falhas });
  const wait = delayAfter(pair.falhas, ctx.config);
  if (wait > 0) {
    await db.update(falhaLoginConta).set({ esperaAte: new Date(now.getTime() + wait * 1000) })
      .where(and(eq(falhaLoginConta.conta, key), eq(falhaLoginConta.endereco, address)));
  }
  if (!person) return false;
  const [row] = await db.update(pessoa).set({ falhasLogin: sql`${pessoa.falhasLogin} + 1` })
    .where(eq(pessoa.codPessoa, person.codPessoa)).returning({ falhas: pessoa.falhasLogin });
  if (!row || row.falhas < ctx.config.loginLockFailures) return false;
  const minutes = ctx.config.loginLockMinutes;
  // The count starts again: once the lock is over, it takes as many failures to lock again.
  await db.update(pessoa).set(minutes > 0
    ? { bloqueadoAte: new Date(now.getTime() + minutes * 60_000), falhasLogin: 0 }
    : { bloqueado: true, falhasLogin: 0 })
    .where(eq(pessoa.codPessoa, person.codPessoa));
  return true;
}

/** A right password: this address starts afresh for the account, and so does the count in a row. */
export async function clearAccountFailures(ctx: AppContext, person: Person, address: string): Promise<void> {
  const { db } = ctx.database;
  await db.delete(falhaLoginConta)
    .where(and(eq(falhaLoginConta.conta, accountKey(person, person.login)), eq(falhaLoginConta.endereco, address)));
  if (person.falhasLogin || person.bloqueadoAte) {
    await db.update(pessoa).set({ falhasLogin: 0, bloqueadoAte: null }).where(eq(pessoa.codPessoa, person.codPessoa));
  }
}

/** A new password (recovery, change): every address's delay for the account is lifted. */
export async function forgetAccountFailures(db: Pick<AppContext['database']['db'], 'delete'>, codPessoa: number): Promise<void> {
  await db.delete(falhaLoginConta).where(eq(falhaLoginConta.conta, `p:${codPessoa}`));
}
