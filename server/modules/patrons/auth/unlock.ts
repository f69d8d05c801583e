/**
 * The one-time unlock link (issue 21): when wrong passwords lock an account, its owner is
 * mailed a link to the sign-in page carrying a random code (only its sha-256 hash is kept,
 * desbloqueio_login). The next sign-in with that code and the right password passes the
 * lock and spends the code. Short-lived (LOGIN_UNLOCK_MINUTES), and at most one mail per
 * account per lock period, so a stranger locking the account cannot flood the owner.
 */
import { randomBytes } from 'node:crypto';
import { sha256Hex } from '../../../core/hash';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { one, transaction, exec } from '../../../db/query';
import type { Person } from './resolve-person';

type Lang = '1' | '3' | '5';


const TEXTS: Record<Lang, { subject: string; body: (link: string, minutes: number) => string }> = {
  '1': {
    subject: 'Sua conta da biblioteca foi bloqueada',
    body: (link, minutes) => 'Muitas senhas erradas foram tentadas na sua conta do catálogo, que foi bloqueada por um tempo.\n\n'
      + `Se foi você, entre por este link, com a sua senha (vale por ${minutes} minutos e uma só vez):\n${link}\n\n`
      + 'Se não foi você, sua senha continua segura; se quiser, troque-a pela recuperação de senha.\n',
  },
  '3': {
    subject: 'Su cuenta de la biblioteca fue bloqueada',
    body: (link, minutes) => 'Se intentaron muchas contraseñas equivocadas en su cuenta del catálogo, que fue bloqueada por un tiempo.\n\n'
      + `Si fue usted, entre por este enlace, con su contraseña (vale ${minutes} minutos y una sola vez):\n${link}\n\n`
      + 'Si no fue usted, su contraseña sigue segura; si quiere, cámbiela con la recuperación de contraseña.\n',
  },
  '5': {
    subject: 'Your library account was locked',
    body: (link, minutes) => 'Many wrong passwords were tried on your catalogue account, which is locked for a while.\n\n'
      + `If it was you, sign in through this link, with your password (valid for ${minutes} minutes, once):\n${link}\n\n`
      + 'If it was not you, your password is still safe; you may change it through password recovery.\n',
  },
};

/**
 * Mails the owner of a just-locked account an unlock link, unless one went out within the
 * lock period (the person's row is locked meanwhile, so two API nodes send one mail).
 */
export async function offerUnlock(ctx: AppContext, person: Pick<Person, 'codPessoa' | 'email'>, lang: Lang, origin: string): Promise<void> {
  if (!person.email) return;
  const minutes = ctx.config.loginUnlockMinutes;
  const quietMinutes = Math.max(15, ctx.config.loginLockMinutes);
  const code = randomBytes(24).toString('base64url');
  const made = await transaction(ctx, async (tx) => {
    await exec(tx, sql`SELECT 1 FROM pessoa WHERE cod_pessoa = ${person.codPessoa} FOR UPDATE`);
    const recent = await one(tx, sql`SELECT 1 FROM desbloqueio_login
      WHERE cod_pessoa = ${person.codPessoa} AND criado_em > now() - make_interval(mins => ${quietMinutes})`);
    if (recent) return false;
    await exec(tx, sql`DELETE FROM desbloqueio_login WHERE cod_pessoa = ${person.codPessoa}`);
    await exec(tx, sql`INSERT INTO desbloqueio_login (cod_pessoa, hash, expira_em)
      VALUES (${person.codPessoa}, ${sha256Hex(code)}, now() + make_interval(mins => ${minutes}))`);
    return true;
  });
  if (!made) return;
  const texts = TEXTS[lang] ?? TEXTS['1'];
  const link = `${origin}/login?desbloqueio=${encodeURIComponent(code)}`;
  await ctx.mailer.send({ to: person.email, subject: texts.subject, text: texts.body(link, minutes) })
    .catch(() => { /* the lock stands either way; the owner still has recovery */ });
}

/** The id of the person's live unlock code equal to `code`, or null. */
export async function liveUnlock(ctx: AppContext, codPessoa: number, code: string | undefined): Promise<number | null> {
  if (!code || code.length > 200) return null;
  const row = await one<{ id: number }>(ctx.database.db, sql`SELECT id FROM desbloqueio_login
    WHERE hash = ${sha256Hex(code)} AND cod_pessoa = ${codPessoa} AND usado_em IS NULL AND expira_em > now()`);
  return row?.id ?? null;
}

/** Spends the code: true for the one sign-in that did it. */
export async function spendUnlock(ctx: AppContext, id: number): Promise<boolean> {
  return !!(await one(ctx.database.db, sql`UPDATE desbloqueio_login SET usado_em = now()
    WHERE id = ${id} AND usado_em IS NULL RETURNING id`));
}
