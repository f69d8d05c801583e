/**
 * Password recovery, the three steps of spec §4: send a numeric code by e-mail (only its
 * hash is kept; one live code per person), check it, then set the new password — which
 * also unblocks the account, spends the code and ends every session, in one transaction.
 */
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { codigoRecuperacao, pessoa, refreshToken } from '../../db/schema';
import { HttpError, notFound, unprocessable } from '../../http/errors';
import type { ResponseBody } from '../../http/handlers';
import { assertCaptcha } from '../captcha';
import { recoveryMail } from './mail';
import { newPasswordColumns, writePassword } from './passwords';
import { recoverySettings } from './settings';

export const CODE_INVALID = 'error.recovery-code-invalid';
/**
 * Unknown login and a person without an e-mail address get the same answer, so the 404
 * says no more than "recovery is not possible for this user code".
 */
export const NO_RECOVERY = 'error.recovery-unavailable';
const TOO_MANY_CODES = 'error.recovery-too-many-codes';

const codeHash = (codPessoa: number, code: string) => createHash('sha256').update(`${codPessoa}:${code}`).digest();

async function personByLogin(ctx: AppContext, login: string) {
  const [person] = await ctx.database.db.select().from(pessoa).where(sql`lower(${pessoa.login}) = lower(${login.trim()})`);
  return person;
}

/** 'aluno@ufdemo.edu.br' → 'a***o@u*****.edu.br': enough to recognise, not to harvest. */
export function maskEmail(address: string): string {
  const [local, domain = ''] = address.split('@');
  const keepEnds = (s: string) => (s.length <= 2 ? `${s[0] ?? ''}*` : `${s[0]}${'*'.repeat(s.length - 2)}${s.at(-1)}`);
  const [host, ...rest] = domain.split('.');
  return `${keepEnds(local)}@${host ? `${host[0]}${'*'.repeat(Math.max(1, host.length - 1))}` : ''}${rest.length ? `.${rest.join('.')}` : ''}`;
}

/** Step 1: a new code replaces any live one and goes to the person's e-mail. */
export async function startRecovery(
  ctx: AppContext, login: string, captchaToken: string | undefined, lang: '1' | '3' | '5',
): Promise<ResponseBody<'startPasswordRecovery'>> {
  await assertCaptcha(ctx, captchaToken, 'recovery');
  const settings = recoverySettings.get(ctx);
  const person = await personByLogin(ctx, login);
  if (!person?.email) throw notFound(NO_RECOVERY);
  const { db } = ctx.database;
  const hourAgo = new Date(Date.now() - 60 * 60_000);
  const [{ recent }] = await db.select({ recent: sql<number>`count(*)::int` }).from(codigoRecuperacao)
    .where(and(eq(codigoRecuperacao.codPessoa, person.codPessoa), gt(codigoRecuperacao.criadoEm, hourAgo)));
  // Each code is an e-mail to a real inbox: a patron's mailbox is not ours to flood.
  if (recent >= settings.maxCodesPerHour) throw new HttpError(429, TOO_MANY_CODES);

  const code = Array.from({ length: settings.codeLength }, () => randomInt(10)).join('');
  await db.transaction(async (tx) => {
    // Codes older than the hourly window only grow the table.
    await tx.delete(codigoRecuperacao).where(and(eq(codigoRecuperacao.codPessoa, person.codPessoa), lt(codigoRecuperacao.criadoEm, hourAgo)));
    await tx.update(codigoRecuperacao).set({ usadoEm: new Date() })
      .where(and(eq(codigoRecuperacao.codPessoa, person.codPessoa), isNull(codigoRecuperacao.usadoEm)));
    await tx.insert(codigoRecuperacao).values({
      codPessoa: person.codPessoa, codigoHash: codeHash(person.codPessoa, code).toString('hex'),
      expiraEm: new Date(Date.now() + settings.codeTtlMinutes * 60_000),
    });
  });
  await ctx.mailer.send({ to: person.email, ...recoveryMail(lang, person.nome, code, settings.codeTtlMinutes) });
  return {
    emails: [maskEmail(person.email)], nome: person.nome,
    tamanho_codigo: settings.codeLength, tempo_expiracao: settings.codeTtlMinutes,
  };
}

/**
 * The person and live code matching `code`, or a 422. A wrong guess counts against the
 * code, which dies after RECOVERY_MAX_ATTEMPTS; only a fresh e-mail helps then.
 */
async function liveCode(ctx: AppContext, login: string, code: string) {
  const person = await personByLogin(ctx, login);
  if (!person) throw notFound(NO_RECOVERY);
  const { db } = ctx.database;
  const { maxAttempts } = recoverySettings.get(ctx);
  const [row] = await db.select().from(codigoRecuperacao)
    .where(and(eq(codigoRecuperacao.codPessoa, person.codPessoa), isNull(codigoRecuperacao.usadoEm), gt(codigoRecuperacao.expiraEm, new Date())))
    .orderBy(desc(codigoRecuperacao.id)).limit(1);
  if (!row || row.tentativas >= maxAttempts) throw unprocessable(CODE_INVALID);
  const expected = Buffer.from(row.codigoHash, 'hex');
  if (!timingSafeEqual(expected, codeHash(person.codPessoa, code.trim()))) {
    await db.update(codigoRecuperacao).set({ tentativas: sql`${codigoRecuperacao.tentativas} + 1` })
      .where(eq(codigoRecuperacao.id, row.id));
    throw unprocessable(CODE_INVALID);
  }
  return { person, row };
}

/** Step 2: the code is right; the answer is the rules the new password must meet. */
export async function checkRecoveryCode(ctx: AppContext, login: string, code: string): Promise<ResponseBody<'checkRecoveryCode'>> {
  await liveCode(ctx, login, code);
  return recoverySettings.get(ctx).rules;
}

/** Step 3: the new password, checked again against the code and every rule. */
export async function resetPassword(ctx: AppContext, login: string, code: string, password: string): Promise<void> {
  const { person, row } = await liveCode(ctx, login, code);
  const columns = await newPasswordColumns(ctx, person, password.trim());
  await ctx.database.db.transaction(async (tx) => {
    // Spending the code first, conditionally, makes a second concurrent reset with it fail.
    const spent = await tx.update(codigoRecuperacao).set({ usadoEm: new Date() })
      .where(and(eq(codigoRecuperacao.id, row.id), isNull(codigoRecuperacao.usadoEm))).returning({ id: codigoRecuperacao.id });
    if (!spent.length) throw unprocessable(CODE_INVALID);
    await writePassword(tx, person.codPessoa, columns);
    // Whoever knew the old password must not stay signed in with it.
    await tx.update(refreshToken).set({ revogadoEm: new Date() })
      .where(and(eq(refreshToken.codPessoa, person.codPessoa), isNull(refreshToken.revogadoEm)));
  });
}
