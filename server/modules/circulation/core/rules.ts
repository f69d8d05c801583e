/**
 * The circulation rules as pure functions (no database): due dates, fines, suspensions and
 * whether a loan may be renewed. Dates are ISO calendar days ('YYYY-MM-DD'); "today" is
 * always passed in (the database's current_date), so the rules are testable and every API
 * process agrees on the day.
 */
import { addDays, daysBetween, type LibraryCalendar } from './calendar';
import { dueKey, isOverdue, type Due, type Moment } from './hourly';
import { dueWithOrigin, originalKey } from './due-move';
import { DEFAULT_POLICY, type LoanPolicy } from './policy';
import { renewalOverridable } from '../../../../openapi/renewal-override';

export { ALWAYS_OPEN, addDays, daysBetween, dueDate, nextOpenDay, type LibraryCalendar } from './calendar';

/**
 * The rules a loan goes by: the policy matrix's rule for its library, the patron's category
 * and the copy's loan type (policy.ts), with the category's own rules (regra_circulacao).
 */
export interface CirculationRule extends LoanPolicy {
  maxSolicitacoesAbertas: number;
  renovaComAtraso: boolean;
  renovaComDebito: boolean;
  /** With renovaComDebito: the most debt that still allows renewing (null: any). */
  debitoMaximo: number | null;
  permiteDomicilio: boolean;
}

/** A category's own rules when it has no row. */
export const DEFAULT_CATEGORY_RULE = {
  maxSolicitacoesAbertas: 3, renovaComAtraso: true, renovaComDebito: true, debitoMaximo: 10, permiteDomicilio: false,
} satisfies Partial<CirculationRule>;

/** Used for a category without a row of its own and a matrix without a matching rule. */
export const DEFAULT_RULE: CirculationRule = { ...DEFAULT_POLICY, ...DEFAULT_CATEGORY_RULE };


export const lateDays = (due: string, returned: string): number => Math.max(0, daysBetween(due, returned));

/** R$ (two decimals) for a return `late` units (days, or hours for an hourly loan) after the due date. */
export const fineFor = (late: number, rule: Pick<LoanPolicy, 'multa'>): number => Math.round(late * rule.multa * 100) / 100;

/** The suspension a late return earns: from the return day, `late days × rule` days; null when none. */
export function suspensionFor(lateDays: number, rule: Pick<LoanPolicy, 'diasSuspensaoPorDia'>, returned: string): { dias: number; inicio: string; fim: string } | null {
  const dias = lateDays * rule.diasSuspensaoPorDia;
  if (dias <= 0) return null;
  return { dias, inicio: returned, fim: addDays(returned, dias - 1) };
}

export type RenewalRefusal =
  | 'error.patron-separated'
  | 'error.registration-expired'
  | 'error.renewal-suspended'
  | 'error.renewal-debt'
  | 'error.renewal-reserved'
  | 'error.renewal-overdue'
  | 'error.renewal-patron-overdue'
  | 'error.renewal-limit'
  | 'error.renewal-already-renewed';

export interface RenewalCase {
  today: string;
  /** `dueTime`: an hourly loan's due time ('HH:MM'), null for a day loan. */
  loan: { due: string; dueTime?: string | null; renovacoes: number; limite: number };
  /** The local time now ('HH:MM'): an hourly loan's renewal counts from it. */
  now?: string;
  /** Another patron has the title in queue (or released to them). */
  heldByOther: boolean;
  patron: {
    /** Last day of the longest active suspension, or null. */
    suspendedUntil: string | null;
    /** Open debt in R$. */
    debt: number;
    /** The patron has another loan past its due date. */
    otherOverdue: boolean;
    /** Why the patron may not circulate at all (store.ts standingBar), or null. */
    barred?: 'error.patron-separated' | 'error.registration-expired' | null;
  };
  rule: CirculationRule;
  /** The loan's library: a due date never falls on a day it is closed. */
  calendar?: LibraryCalendar;
  /** Staff override the patron's standing (openapi/renewal-override.ts): a debt, a suspension, another overdue loan. */
  override?: boolean;
}

/** `original`: where the new due moment fell before the calendar moved it (due-move.ts), null when it did not move. */
export type RenewalDecision = { ok: true; due: string; dueTime: string | null; original: string | null } | { ok: false; reason: RenewalRefusal };

/** Whether a loan may be renewed today, and its new due date (counted from today). */
export function decideRenewal(c: RenewalCase): RenewalDecision {
  const refuse = (reason: RenewalRefusal): RenewalDecision => ({ ok: false, reason });
  // A refusal about the patron's standing that staff may override (openapi/renewal-override.ts) is passed over when they do.
  const overridden = (reason: RenewalRefusal) => c.override === true && renewalOverridable(reason);
  if (c.patron.barred) return refuse(c.patron.barred);
  if (c.patron.suspendedUntil && c.patron.suspendedUntil >= c.today && !overridden('error.renewal-suspended')) return refuse('error.renewal-suspended');
  const debtRefused = c.patron.debt > 0 && (!c.rule.renovaComDebito || (c.rule.debitoMaximo !== null && c.patron.debt > c.rule.debitoMaximo));
  if (debtRefused && !overridden('error.renewal-debt')) return refuse('error.renewal-debt');
  if (c.heldByOther) return refuse('error.renewal-reserved');
  const now: Moment = { day: c.today, time: c.now ?? '00:00' };
  const current: Due = { day: c.loan.due, time: c.loan.dueTime ?? null };
  if (isOverdue(current, now)) return refuse('error.renewal-overdue');
  if (c.patron.otherOverdue && !c.rule.renovaComAtraso && !overridden('error.renewal-patron-overdue')) return refuse('error.renewal-patron-overdue');
  if (c.loan.renovacoes >= c.loan.limite) return refuse('error.renewal-limit');
  const { due, original } = dueWithOrigin(c.rule, now, c.calendar);
  // Renewing must give more time: a second renewal the same day (or of a loan already due
  // later than a renewal would make it) changes nothing and is refused.
  if (dueKey(due) <= dueKey(current)) return refuse('error.renewal-already-renewed');
  return { ok: true, due: due.day, dueTime: due.time, original: original ? originalKey(original) : null };
}

export { dueFor, dueKey, isOverdue, lateFor, type Due, type Moment } from './hourly';

/** Spec §5's phone sanitiser: digits, hyphen, parentheses and spaces only, cut to 16 (§9). */
export const sanitizePhone = (value: string): string => value.replace(/[^0-9() -]/g, '').slice(0, 16);
