// Dates and times typed in the reader's language (issue 37 item 7). Chromium draws
// <input type="date"> in the browser's language whatever the page's `lang`, so a Portuguese
// page under an English browser asked for mm/dd/yyyy: the DateField (date-field.tsx) is a
// text field with the language's pattern instead, and these rules read and write it. No
// dependency and no macro: unit tests import it.
import { toLocale, DEFAULT_LOCALE, type Locale } from '../lib/locale-rules';

export type DateFieldKind = 'date' | 'time' | 'datetime';

interface DateOrder {
  /** The parts' order in the language: day-month-year, or month-day-year in English. */
  order: 'dmy' | 'mdy';
  /** The pattern the reader sees, in the language's letters. */
  pattern: string;
}

const DATE_ORDERS: Record<Locale, DateOrder> = {
  pt: { order: 'dmy', pattern: 'dd/mm/aaaa' },
  en: { order: 'mdy', pattern: 'mm/dd/yyyy' },
  es: { order: 'dmy', pattern: 'dd/mm/aaaa' },
  fr: { order: 'dmy', pattern: 'jj/mm/aaaa' },
  it: { order: 'dmy', pattern: 'gg/mm/aaaa' },
};

const TIME_PATTERN = 'hh:mm';

function orderOf(locale: string): DateOrder {
  return DATE_ORDERS[toLocale(locale) ?? DEFAULT_LOCALE];
}

/** What the reader is asked to type: 'dd/mm/aaaa', 'hh:mm', 'dd/mm/aaaa hh:mm'. */
export function inputPattern(kind: DateFieldKind, locale: string): string {
  if (kind === 'time') return TIME_PATTERN;
  const { pattern } = orderOf(locale);
  return kind === 'date' ? pattern : `${pattern} ${TIME_PATTERN}`;
}

const pad = (n: number, size = 2) => String(n).padStart(size, '0');

function isRealDay(year: number, month: number, day: number): boolean {
  if (year < 1000 || year > 9999 || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** A typed date ('5/3/2026', '05.03.2026', '2026-03-05') as ISO 'yyyy-mm-dd'; null when it is not one. */
export function parseDateText(text: string, locale: string): string | null {
  const trimmed = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(trimmed);
  let year: number, month: number, day: number;
  if (iso) {
    [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  } else {
    // With separators, or the eight digits alone (a phone's number pad has no slash).
    const parts = /^(\d{1,2})[/.\- ](\d{1,2})[/.\- ](\d{4})$/.exec(trimmed) ?? /^(\d{2})(\d{2})(\d{4})$/.exec(trimmed);
    if (!parts) return null;
    const [first, second] = [Number(parts[1]), Number(parts[2])];
    year = Number(parts[3]);
    [day, month] = orderOf(locale).order === 'dmy' ? [first, second] : [second, first];
  }
  return isRealDay(year, month, day) ? `${year}-${pad(month)}-${pad(day)}` : null;
}

/** A typed time ('14:05', '9h30', '2:05 pm') as 'hh:mm' (24 h); null when it is not one. */
export function parseTimeText(text: string): string | null {
  const parts = /^(\d{1,2})(?:[:h.](\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?$/i.exec(text.trim());
  if (!parts) return null;
  let hours = Number(parts[1]);
  const minutes = Number(parts[2] ?? '0');
  const half = parts[3]?.toLowerCase().replace(/\./g, '');
  if (half) {
    if (hours < 1 || hours > 12) return null;
    hours = (hours % 12) + (half === 'pm' ? 12 : 0);
  } else if (parts[2] === undefined) {
    return null;
  }
  if (hours > 23 || minutes > 59) return null;
  return `${pad(hours)}:${pad(minutes)}`;
}

/**
 * What the reader typed as the value a native input would give: 'yyyy-mm-dd', 'hh:mm' or
 * 'yyyy-mm-ddThh:mm'; '' for an empty field; null when it cannot be read.
 */
export function parseInputText(kind: DateFieldKind, text: string, locale: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return '';
  if (kind === 'date') return parseDateText(trimmed, locale);
  if (kind === 'time') return parseTimeText(trimmed);
  const split = /^([^\s,T]+)[\sT,]+(.+)$/.exec(trimmed);
  if (!split) return null;
  const day = parseDateText(split[1], locale);
  const time = parseTimeText(split[2]);
  return day && time ? `${day}T${time}` : null;
}

/** A value ('yyyy-mm-dd', 'hh:mm', 'yyyy-mm-ddThh:mm[:ss]') as the reader's language writes it; '' when empty or unreadable. */
export function formatInputValue(kind: DateFieldKind, value: string, locale: string): string {
  const match = /^(?:(\d{4})-(\d{2})-(\d{2}))?T?(?:(\d{2}):(\d{2}))?/.exec(value);
  if (!value || !match) return '';
  const [, year, month, day, hours, minutes] = match;
  const time = hours !== undefined ? `${hours}:${minutes}` : '';
  if (kind === 'time') return time;
  if (year === undefined) return '';
  const date = orderOf(locale).order === 'dmy' ? `${day}/${month}/${year}` : `${month}/${day}/${year}`;
  return kind === 'date' ? date : time ? `${date} ${time}` : date;
}
