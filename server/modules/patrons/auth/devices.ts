/**
 * Devices a person has signed in on (issue 21): after a right password the PWA receives a
 * long-lived random token (`device_token`) and sends it with every later password grant.
 * Only its sha-256 hash is kept (dispositivo_confiavel). With it, the owner passes the lock
 * that strangers' wrong passwords set, and has a delay count of its own instead of the
 * address's (account-failures.ts). A password change or recovery forgets every device of
 * the person (forgetDevices); logging out of a session does not.
 */
import { randomBytes } from 'node:crypto';
import { sha256Hex } from '../../../core/hash';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { type Executor, one, exec } from '../../../db/query';

/** Devices kept per person: the most recently used ones. */
const DEVICES_PER_PERSON = 20;


/** The id of the person's live device that `token` names, or null. */
export async function knownDevice(ctx: AppContext, codPessoa: number, token: string | undefined): Promise<number | null> {
  if (!token || token.length > 200) return null;
  const row = await one<{ id: number }>(ctx.database.db, sql`SELECT id FROM dispositivo_confiavel
    WHERE hash = ${sha256Hex(token)} AND cod_pessoa = ${codPessoa}
      AND usado_em > now() - make_interval(days => ${ctx.config.loginDeviceDays})`);
  return row?.id ?? null;
}

/**
 * After a right password: the device's token, the one it presented (now marked used) or a
 * new one; the person's devices beyond the most recent DEVICES_PER_PERSON are forgotten.
 */
export async function rememberDevice(ctx: AppContext, codPessoa: number, known: { id: number; token: string } | null): Promise<string> {
  const { db } = ctx.database;
  if (known) {
    await exec(db, sql`UPDATE dispositivo_confiavel SET usado_em = now() WHERE id = ${known.id}`);
    return known.token;
  }
  const token = randomBytes(32).toString('base64url');
  await exec(db, sql`INSERT INTO dispositivo_confiavel (cod_pessoa, hash) VALUES (${codPessoa}, ${sha256Hex(token)})`);
  await exec(db, sql`DELETE FROM dispositivo_confiavel WHERE cod_pessoa = ${codPessoa} AND id NOT IN (
    SELECT id FROM dispositivo_confiavel WHERE cod_pessoa = ${codPessoa} ORDER BY usado_em DESC, id DESC LIMIT ${DEVICES_PER_PERSON})`);
  return token;
}

/** A new password: no device proves the person any more (whoever had the old one may hold one). */
export async function forgetDevices(ex: Executor, codPessoa: number): Promise<void> {
  await exec(ex, sql`DELETE FROM dispositivo_confiavel WHERE cod_pessoa = ${codPessoa}`);
  await exec(ex, sql`DELETE FROM desbloqueio_login WHERE cod_pessoa = ${codPessoa}`);
}
