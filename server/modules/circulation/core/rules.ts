/**
 * The circulation rules as pure functions (no database): due dates, fines, suspensions and
 * whether a loan may be renewed. Dates are ISO calendar days ('YYYY-MM-DD'); "today" is
 * always passed in (the database's current_date), so the rules are testable and every API
 * process agrees on the day.
 */

/** A patron category's rules (table regra_circulacao). */
export interface CirculationRule {
  diasEmprestimo: number;
  maxEmprestimos: number;
  maxRenovacoes: number;
  /** R$ per day late, per item. */
  multaDia: number;
  diasSuspensaoPorDia: number;
  diasRetiradaReserva: number;
  maxSolicitacoesAbertas: number;
  renovaComAtraso: boolean;
  renovaComDebito: boolean;
  /** With renovaComDebito: the most debt that still allows renewing (null: any). */
  debitoMaximo: number | null;
  permiteDomicilio: boolean;
}

/** Used for a category without a row of its own. */
export const DEFAULT_RULE: CirculationRule = {
  diasEmprestimo: 14, maxEmprestimos: 5, maxRenovacoes: 3, multaDia: 1.5, diasSuspensaoPorDia: 0,
  diasRetiradaReserva: 3, maxSolicitacoesAbertas: 3, renovaComAtraso: true, renovaComDebito: true,
  debitoMaximo: 10, permiteDomicilio: false,
};

/** Copies lent for a week at most, whatever the category (copy loan type). */
export const SPECIAL_LOAN_DAYS = 7;

const DAY = 86_400_000;
const toTime = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const fromTime = (time: number) => new Date(time).toISOString().slice(0, 10);

export const addDays = (iso: string, days: number): string => fromTime(toTime(iso) + days * DAY);
/** Days from a to b (positive when b is later). */
export const daysBetween = (a: string, b: string): number => Math.round((toTime(b) - toTime(a)) / DAY);
const weekday = (iso: string) => new Date(toTime(iso)).getUTCDay();

/**
 * When a library opens: its weekdays (0 = Sunday … 6; empty when its hours are unknown) and
 * its closed days ahead (holidays, breaks; 'YYYY-MM-DD', its own and every library's).
 */
export interface LibraryCalendar {
  openWeekdays: readonly number[];
  closedDays: readonly string[];
}

export const ALWAYS_OPEN: LibraryCalendar = { openWeekdays: [], closedDays: [] };

/** The day itself when the library opens on it, else the next day it does (a year on at most). */
export function nextOpenDay(day: string, calendar: LibraryCalendar = ALWAYS_OPEN): string {
  const closed = new Set(calendar.closedDays);
  const open = (d: string) => !closed.has(d) && (calendar.openWeekdays.length === 0 || calendar.openWeekdays.includes(weekday(d)));
  let next = day;
  for (let i = 0; i < 366 && !open(next); i++) next = addDays(next, 1);
  return open(next) ? next : day;
}

/**
 * Every date circulation gives a patron (a loan's or renewal's due date, a released hold's
 * collection deadline): `days` after `from`, moved on to the next day the library opens.
 */
export function dueDate(from: string, days: number, calendar: LibraryCalendar = ALWAYS_OPEN): string {
  return nextOpenDay(addDays(from, days), calendar);
}

/** Loan days for a copy: the category's, capped for special (short) loans. */
export function loanDays(rule: CirculationRule, tipoEmprestimo: string): number {
  return tipoEmprestimo.startsWith('especial') ? Math.min(rule.diasEmprestimo, SPECIAL_LOAN_DAYS) : rule.diasEmprestimo;
}

export const lateDays = (due: string, returned: string): number => Math.max(0, daysBetween(due, returned));

/** R$ (two decimals) for a return `late` days after the due date. */
export const fineFor = (late: number, rule: CirculationRule): number => Math.round(late * rule.multaDia * 100) / 100;

/** The suspension a late return earns: from the return day, `late × rule` days; null when none. */
export function suspensionFor(late: number, rule: CirculationRule, returned: string): { dias: number; inicio: string; fim: string } | null {
  const dias = late * rule.diasSuspensaoPorDia;
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
  loan: { due: string; renovacoes: number; limite: number; tipoEmprestimo: string };
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
}

export type RenewalDecision = { ok: true; due: string } | { ok: false; reason: RenewalRefusal };

/** Whether a loan may be renewed today, and its new due date (counted from today). */
export function decideRenewal(c: RenewalCase): RenewalDecision {
  const refuse = (reason: RenewalRefusal): RenewalDecision => ({ ok: false, reason });
  if (c.patron.barred) return refuse(c.patron.barred);
  if (c.patron.suspendedUntil && c.patron.suspendedUntil >= c.today) return refuse('error.renewal-suspended');
  if (c.patron.debt > 0 && (!c.rule.renovaComDebito || (c.rule.debitoMaximo !== null && c.patron.debt > c.rule.debitoMaximo))) {
    return refuse('error.renewal-debt');
  }
  if (c.heldByOther) return refuse('error.renewal-reserved');
  if (c.loan.due < c.today) return refuse('error.renewal-overdue');
  if (c.patron.otherOverdue && !c.rule.renovaComAtraso) return refuse('error.renewal-patron-overdue');
  if (c.loan.renovacoes >= c.loan.limite) return refuse('error.renewal-limit');
  const due = dueDate(c.today, loanDays(c.rule, c.loan.tipoEmprestimo), c.calendar);
  // Renewing must give more time: a second renewal the same day (or of a loan already due
  // later than a renewal would make it) changes nothing and is refused.
  if (due <= c.loan.due) return refuse('error.renewal-already-renewed');
  return { ok: true, due };
}

/** Spec §5's phone sanitiser: digits, hyphen, parentheses and spaces only, cut to 16 (§9). */
export const sanitizePhone = (value: string): string => value.replace(/[^0-9() -]/g, '').slice(0, 16);
