// Weekday names for opening hours (spec §9), in the interface language, from the browser's
// own locale data rather than a list of our own.
import { dateTimeFormat } from '../../../lib/format';

/** 0 = Sunday … 6 = Saturday, as the contract numbers them. */
export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

// 4 January 1970 was a Sunday.
const SUNDAY_UTC = Date.UTC(1970, 0, 4);
const DAY_MS = 86_400_000;

export function weekdayName(day: number, locale: string): string {
  const name = dateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(SUNDAY_UTC + day * DAY_MS);
  // Portuguese and Italian write weekday names in lower case; a table row starts with a capital.
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}

/** The week as a library shows it: Monday first, Sunday last. */
export const WEEK_FROM_MONDAY = [1, 2, 3, 4, 5, 6, 0] as const;
