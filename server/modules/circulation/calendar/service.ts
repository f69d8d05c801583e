/**
 * Calendar feeds (issue 14): a patron's secret .ics address listing open loans on their due
 * dates and ready holds on their last day to collect. The address is the credential (calendar
 * apps send no token), so it is 256 random bits, kept only as a sha-256; making a new one
 * revokes the old, and a revoked address answers 410 Gone for ever after.
 */
import { randomBytes } from 'node:crypto';
import { sha256Hex } from '../../../core/hash';
import { sql } from 'drizzle-orm';
import { calendar, type AllDayEvent } from '../../../../openapi/ics';
import type { AppContext } from '../../../context';
import { HttpError, notFound } from '../../../http/errors';
import { exec, one, transaction } from '../../../db/query';
import { listHolds } from '../holds';
import { pendingLoans } from '../loans';
import { feedTexts, type FeedLanguage } from './texts';


export async function subscriptionStatus(ctx: AppContext, codPessoa: number) {
  const row = await one<{ criado_em: string }>(ctx.database.db, sql`
    SELECT criado_em FROM calendario_assinatura WHERE cod_pessoa = ${codPessoa} AND revogado_em IS NULL`);
  return { ativa: !!row, criada_em: row ? new Date(row.criado_em).toISOString() : null };
}

/** A new address (the previous one, if any, is revoked in the same transaction). */
export async function createSubscription(ctx: AppContext, codPessoa: number, base: string, lang: FeedLanguage) {
  const secret = randomBytes(32).toString('base64url');
  const row = await transaction(ctx, async (tx) => {
    await exec(tx, sql`UPDATE calendario_assinatura SET revogado_em = now() WHERE cod_pessoa = ${codPessoa} AND revogado_em IS NULL`);
    return (await one<{ criado_em: string }>(tx, sql`
      INSERT INTO calendario_assinatura (cod_pessoa, hash) VALUES (${codPessoa}, ${sha256Hex(secret)}) RETURNING criado_em`))!;
  });
  const url = `${base}/api/calendario/${secret}.ics${lang === '1' ? '' : `?lang=${lang}`}`;
  return { url, webcal: url.replace(/^https?:/, 'webcal:'), criada_em: new Date(row.criado_em).toISOString() };
}

export async function revokeSubscription(ctx: AppContext, codPessoa: number) {
  const revoked = await exec(ctx.database.db, sql`
    UPDATE calendario_assinatura SET revogado_em = now() WHERE cod_pessoa = ${codPessoa} AND revogado_em IS NULL`);
  if (revoked === 0) throw notFound('error.calendar-not-subscribed');
}

/** The feed behind an address: 404 unknown, 410 revoked. */
export async function feed(ctx: AppContext, token: string, lang: FeedLanguage): Promise<string> {
  const secret = token.replace(/\.ics$/, '');
  const row = await one<{ cod_pessoa: number; revogado_em: string | null }>(ctx.database.db, sql`
    SELECT cod_pessoa, revogado_em FROM calendario_assinatura WHERE hash = ${sha256Hex(secret)}`);
  if (!row) throw notFound('error.calendar-not-found');
  if (row.revogado_em) throw new HttpError(410, 'error.calendar-revoked');
  const texts = feedTexts(lang);
  const [loans, holds] = await Promise.all([pendingLoans(ctx, row.cod_pessoa, false), listHolds(ctx, row.cod_pessoa)]);
  const events: AllDayEvent[] = [
    ...loans.map((loan) => ({
      uid: `emprestimo-${loan.cod_emprestimo}@catalogo`,
      date: loan.data_devolucao,
      summary: texts.loanSummary(loan.titulo),
      description: texts.loanDescription(loan.desc_biblioteca),
      location: loan.desc_biblioteca,
      remindDaysBefore: 1,
    })),
    ...holds.filter((hold) => hold.data_limite_retirada).map((hold) => ({
      uid: `reserva-${hold.cod_reserva}@catalogo`,
      date: hold.data_limite_retirada!,
      summary: texts.holdSummary(hold.titulo),
      description: texts.holdDescription(hold.desc_biblioteca),
      location: hold.desc_biblioteca,
      remindDaysBefore: 0,
    })),
  ];
  return calendar(events, { name: texts.calendarName });
}
