/**
 * The patron in front of the desk (issue 36 item 1): who they are, their standing as the loan
 * rules weigh it, each fact with whether it alone refuses a loan, and the check-out that a
 * staff member with the right role may force over a refusal (Koha's "check out anyway").
 * The rules themselves stay in the circulation core (loanRefusal); this file only asks them.
 */
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { forbidden } from '../../../http/errors';
import type { ResponseBody } from '../../../http/handlers';
import type { StaffRole } from '../../../http/caller-types';
import { one, type Executor } from '../../../db/query';
import { checkIn, checkOut, loanRefusal, overridable, ruleOf, standingOf, today, type CirculationRule, type OfflineMoment, type Patron, type Standing } from '../core';

/** Days before a registration's end that the desk starts warning. */
export const EXPIRY_WARNING_DAYS = 30;

/** Who may check out over a refusal: whoever may also lift a block or waive a debt (the patrons role), or an administrator. */
export const mayOverride = (roles: readonly StaffRole[]): boolean => roles.includes('patrons') || roles.includes('admin');

type Notice = ResponseBody<'getDeskPatron'>['avisos'][number];

const CLEAN: Standing = { suspendedUntil: null, debt: 0, overdueLoans: [], openLoans: 0, openByType: {}, separated: false, expired: false };

/**
 * Each fact of the standing, tried alone against the rule: a refusal when loanRefusal refuses
 * it, else a warning (a debt the category tolerates, say). One rule, asked once per fact.
 */
export function standingNotices(patron: Patron, standing: Standing, rule: CirculationRule, expiresSoon: boolean): Notice[] {
  const facts: [string, boolean, Partial<Standing>, boolean?][] = [
    ['error.patron-separated', standing.separated, { separated: true }],
    ['error.registration-expired', standing.expired, { expired: true }],
    ['error.desk-patron-blocked', patron.bloqueado, {}, true],
    ['error.desk-patron-suspended', standing.suspendedUntil !== null, { suspendedUntil: standing.suspendedUntil }],
    ['error.desk-patron-overdue', standing.overdueLoans.length > 0, { overdueLoans: standing.overdueLoans }],
    ['error.desk-patron-debt', standing.debt > 0, { debt: standing.debt }],
    ['error.desk-loan-limit', standing.openLoans >= rule.maxEmprestimos, { openLoans: standing.openLoans }],
  ];
  const notices = facts.filter(([, present]) => present).map(([key, , part, blocked]): Notice => {
    const alone = loanRefusal({ ...patron, bloqueado: blocked === true }, { ...CLEAN, ...part }, rule);
    return { motivo: alone ?? key, recusa: alone !== null };
  });
  if (expiresSoon && !standing.expired) notices.push({ motivo: 'desk.registration-expiring', recusa: false });
  return notices;
}

interface PatronFacts { categoria_descricao: string | null; validade_matricula: string | null; nota_biblioteca: string | null; expira_logo: boolean }

async function patronFacts(ex: Executor, codPessoa: number, day: string): Promise<PatronFacts> {
  return (await one<PatronFacts>(ex, sql`
    SELECT c.descricao AS categoria_descricao, p.validade_matricula::text AS validade_matricula, p.nota_biblioteca,
      coalesce(p.validade_matricula < ${day}::date + ${EXPIRY_WARNING_DAYS}::int, false) AS expira_logo
    FROM pessoa p LEFT JOIN categoria c ON c.codigo = p.categoria WHERE p.cod_pessoa = ${codPessoa}`))!;
}

/** The panel's part besides what patronAtDesk already answers. */
export async function patronPanel(ctx: AppContext, patron: Patron, roles: readonly StaffRole[]) {
  const { db } = ctx.database;
  const day = await today(db);
  const [standing, rule, facts] = await Promise.all([standingOf(db, patron.cod_pessoa, day), ruleOf(db, patron.cod_pessoa), patronFacts(db, patron.cod_pessoa, day)]);
  const refusal = loanRefusal(patron, standing, rule);
  return {
    categoria_descricao: facts.categoria_descricao, validade_matricula: facts.validade_matricula, bloqueado: patron.bloqueado,
    nota_biblioteca: facts.nota_biblioteca, emprestimos_abertos: standing.openLoans, limite_emprestimos: rule.maxEmprestimos,
    atrasados: standing.overdueLoans.length, avisos: standingNotices(patron, standing, rule, facts.expira_logo),
    pode_liberar: refusal !== null && overridable(refusal) && mayOverride(roles),
  };
}

/** The desk's check-out: with a reason to override, only for staff who may (403 otherwise, before anything is read). */
export async function checkOutAtDesk(
  ctx: AppContext, staff: { codPessoa: number; roles: readonly StaffRole[] }, usuario: string, barcode: string, override?: string, offline?: OfflineMoment,
) {
  const reason = override?.trim();
  if (reason && !mayOverride(staff.roles)) throw forbidden('error.desk-override-forbidden');
  return checkOut(ctx, usuario, barcode, staff.codPessoa, { ...(reason ? { override: reason } : {}), ...(offline ? { offline } : {}) });
}

/** The desk's return: the core's answer, and the pickup library of the hold the copy was set aside for (the return slip). */
export async function returnAtDesk(ctx: AppContext, codPessoa: number, barcode: string, offline?: OfflineMoment): Promise<ResponseBody<'deskReturn'>> {
  const done = await checkIn(ctx, barcode, codPessoa, offline);
  const hold = done.reserva_liberada;
  if (!hold) return done;
  const where = await one<{ desc_biblioteca: string }>(ctx.database.db, sql`
    SELECT b.desc_biblioteca FROM reserva r JOIN biblioteca b ON b.cod_biblioteca = r.cod_biblioteca WHERE r.cod_reserva = ${hold.cod_reserva}`);
  return { ...done, reserva_liberada: { ...hold, ...(where ? { desc_biblioteca: where.desc_biblioteca } : {}) } };
}
