/**
 * Due moments for day and hourly loans, pure (issue 35). Times are the library's local
 * wall-clock ('YYYY-MM-DD' and 'HH:MM', as the database's current_date and localtime give
 * them), so a loan's due day and time read the same at the desk and in the database.
 *
 * A day loan is due at the end of its day: `prazo` days on, moved past closed days (calendar.ts).
 * An hourly loan is due at the end of the hour `prazo` hours on. When the library is closed
 * at that moment: on a day it opens, at the last closing time since the loan began (a
 * reserve copy comes back when the library closes); on a day it does not open (a closed day,
 * a weekday without hours), at the closing time of the next day it opens, as a day loan's
 * due date moves past closed days. With the library's hours unknown, the end of the hour.
 */
import { addDays, dueDate, type LibraryCalendar } from './calendar';
import type { LoanPolicy } from './policy';

/** When a loan is due: a day, and for an hourly loan a time ('HH:MM'; null: the day's end). */
export interface Due { day: string; time: string | null }
/** A local moment: the day and the time ('HH:MM'). */
export interface Moment { day: string; time: string }

const HOUR = 60;
const minutesOf = (m: Moment): number => Date.parse(`${m.day}T${m.time}:00Z`) / 60_000;
const momentOf = (minutes: number): Moment => {
  const iso = new Date(minutes * 60_000).toISOString();
  return { day: iso.slice(0, 10), time: iso.slice(11, 16) };
};
const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

/** A day's shifts as minutes [open, close), none when it is closed. */
function shiftsOf(day: string, calendar: LibraryCalendar): [number, number][] {
  if (calendar.closedDays.includes(day)) return [];
  return (calendar.hours ?? []).filter((h) => h.dia_semana === weekday(day))
    .map((h) => [minutesOf({ day, time: h.abertura }), minutesOf({ day, time: h.fechamento })]);
}

/** The end of the hour `hours` after `start`, before the library's hours are considered. */
export const hourEnd = (start: Moment, hours: number): Moment => momentOf(Math.ceil((minutesOf(start) + hours * HOUR) / HOUR) * HOUR);

/** When an hourly loan of `hours` made at `start` is due at this library. */
export function hourlyDue(start: Moment, hours: number, calendar: LibraryCalendar): Moment {
  const from = minutesOf(start);
  const at = hourEnd(start, hours);
  const end = minutesOf(at);
  if (!calendar.hours?.length) {
    // Hours unknown: the end of the hour, moved past closed days like a day loan.
    const day = dueDate(at.day, 0, calendar);
    return day === at.day ? at : { day, time: at.time };
  }
  const shifts = shiftsOf(at.day, calendar);
  if (shifts.length === 0) {
    // A day it does not open: the closing time of the next day it does.
    for (let day = addDays(at.day, 1), i = 0; i < 366; day = addDays(day, 1), i++) {
      const closes = shiftsOf(day, calendar).map(([, close]) => close);
      if (closes.length) return momentOf(Math.max(...closes));
    }
    return at;
  }
  if (shifts.some(([open, close]) => open <= end && end <= close)) return at;
  // Closed at that hour of a day it opens: the last closing time since the loan began.
  let lastClosing: number | null = null;
  for (let day = start.day; day <= at.day; day = addDays(day, 1)) {
    for (const [, close] of shiftsOf(day, calendar)) if (close > from && close <= end) lastClosing = Math.max(lastClosing ?? close, close);
  }
  return momentOf(lastClosing ?? Math.min(...shifts.map(([, close]) => close)));
}

/** A loan's due moment under its rule, counted from `now`. */
export function dueFor(rule: Pick<LoanPolicy, 'unidade' | 'prazo'>, now: Moment, calendar?: LibraryCalendar): Due {
  if (rule.unidade === 'horas') return hourlyDue(now, rule.prazo, calendar ?? { openWeekdays: [], closedDays: [] });
  return { day: dueDate(now.day, rule.prazo, calendar), time: null };
}

/** A sortable key of a due moment (a day loan is due at the day's end). */
export const dueKey = (due: Due): string => `${due.day}T${due.time ?? '24:00'}`;

/** Whether a loan due at `due` is overdue at `now`. */
export const isOverdue = (due: Due, now: Moment): boolean =>
  due.time === null ? due.day < now.day : dueKey(due) < `${now.day}T${now.time}`;

/**
 * How late a return at `now` is: in the fine's unit (days; hours, begun hours counting, for
 * an hourly loan) and in days for the suspension (begun days for an hourly loan).
 */
export function lateFor(due: Due, now: Moment): { units: number; days: number } {
  if (due.time === null) {
    const days = Math.max(0, Math.round((Date.parse(`${now.day}T00:00:00Z`) - Date.parse(`${due.day}T00:00:00Z`)) / 86_400_000));
    return { units: days, days };
  }
  const minutes = minutesOf(now) - minutesOf({ day: due.day, time: due.time });
  if (minutes <= 0) return { units: 0, days: 0 };
  return { units: Math.ceil(minutes / HOUR), days: Math.ceil(minutes / (24 * HOUR)) };
}
