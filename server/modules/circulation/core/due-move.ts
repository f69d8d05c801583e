/**
 * Why a loan is due when it is (issue 35 item 6), pure: a due moment the library's calendar
 * moved — a day loan past closed days, an hourly loan to closing time or past a day the
 * library does not open — keeps where it first fell (emprestimo.vencimento_original), and
 * the loans page and the desk's answer say so: "due Monday: the library is closed on
 * Saturday 12 (Holiday) and Sunday 13". Checkout and renewals ask `dueWithOrigin` (hourly.ts
 * `dueFor` plus the moment before moving); the answers build the contract's DueMove here.
 */
import { addDays, type LibraryCalendar } from './calendar';
import { dueFor, hourEnd, type Due, type Moment } from './hourly';
import type { LoanPolicy } from './policy';

/** The contract's DueMove: the moment before moving, why, and the closed days skipped. */
export interface DueMove {
  data_original: string;
  hora_original: string | null;
  /** dias_fechados: moved on past closed days; fechamento: an hourly loan due at closing time instead. */
  motivo: 'dias_fechados' | 'fechamento';
  /** The days skipped, each with the closure's reason (null: a weekday the library does not open). */
  dias_fechados: { data: string; descricao: string | null }[];
}

/** A due moment as stored in vencimento_original. */
export const originalKey = (due: Due): string => (due.time === null ? due.day : `${due.day}T${due.time}`);
const fromKey = (key: string): Due => ({ day: key.slice(0, 10), time: key.length > 10 ? key.slice(11, 16) : null });

/** The due moment under the rule, and where it fell before the calendar moved it (null: it did not move). */
export function dueWithOrigin(rule: Pick<LoanPolicy, 'unidade' | 'prazo'>, now: Moment, calendar?: LibraryCalendar): { due: Due; original: Due | null } {
  const due = dueFor(rule, now, calendar);
  const unmoved: Due = rule.unidade === 'horas' ? hourEnd(now, rule.prazo) : { day: addDays(now.day, rule.prazo), time: null };
  return { due, original: unmoved.day === due.day && unmoved.time === due.time ? null : unmoved };
}

/**
 * The explanation of a moved due moment: `closures` are the closed days on record between the
 * two (dia_fechado, the library's own and every library's); any other day skipped is a weekday
 * it does not open. Null when nothing moved.
 */
export function dueMove(original: string | null, due: Due, closures: readonly { data: string; descricao: string }[]): DueMove | null {
  if (!original) return null;
  const from = fromKey(original);
  if (from.day === due.day && from.time === due.time) return null;
  const base = { data_original: from.day, hora_original: from.time };
  if (from.day >= due.day) return { ...base, motivo: 'fechamento', dias_fechados: [] };
  const reasons = new Map(closures.map((c) => [c.data, c.descricao]));
  const skipped: DueMove['dias_fechados'] = [];
  for (let day = from.day; day < due.day && skipped.length < 366; day = addDays(day, 1)) skipped.push({ data: day, descricao: reasons.get(day) ?? null });
  return { ...base, motivo: 'dias_fechados', dias_fechados: skipped };
}
