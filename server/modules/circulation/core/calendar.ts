/**
 * Library days (pure): ISO calendar days ('YYYY-MM-DD'), a library's opening weekdays, shifts
 * and closed days, and the day-loan due date that never falls on a day it is closed.
 */
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
  /** Its shifts ('HH:MM', local time), for hourly loans; absent or empty when unknown. */
  hours?: readonly { dia_semana: number; abertura: string; fechamento: string }[];
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

