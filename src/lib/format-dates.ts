// Dates and times in the interface language: the rules are format.ts's (which re-exports
// these), kept apart so that the first screen, which shows a date or two, does not carry the
// numbers and money (bench/bundle.ts).
import { i18n } from '@lingui/core';
import { DEFAULT_LOCALE, HTML_LANG, toLocale } from './i18n';

/** The BCP 47 tag of a Lingui locale; the active one when none is given. */
export function intlLocale(locale: string = i18n.locale): string {
  return HTML_LANG[toLocale(locale) ?? DEFAULT_LOCALE];
}

// Building an Intl formatter loads its locale's data and costs far more than formatting
// (a screen of opening hours spent ~100 ms of a slow phone's start building them): one
// formatter per locale and options, built once and kept.
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per locale and options, built once (format.ts keeps its number formatters with it). */
export function cached<F, O>(cache: Map<string, F>, build: new (locale: string, options: O) => F, locale: string, options: O): F {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = new build(locale, options);
    cache.set(key, format);
  }
  return format;
}

/** A kept Intl.DateTimeFormat for a BCP 47 locale and options. */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(dateFormats, Intl.DateTimeFormat, locale, options);
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

export type DateInput = Date | string | number;

function toDate(value: DateInput): { date: Date; dateOnly: boolean } {
  if (typeof value === 'string' && DATE_ONLY.test(value)) {
    return { date: new Date(`${value}T00:00:00Z`), dateOnly: true };
  }
  return { date: value instanceof Date ? value : new Date(value), dateOnly: false };
}

export interface DateFormatOptions {
  /** 'short' 22/11/2026 (default), 'medium' 22 de nov. de 2026, 'long' 22 de novembro de 2026. */
  style?: 'short' | 'medium' | 'long';
  locale?: string;
  /** Time zone of an instant; date-only values always use UTC (see above). */
  timeZone?: string;
}

/** A day: '22/11/2026' in pt, '11/22/2026' in en. Empty for an invalid value. */
export function formatDate(value: DateInput, { style = 'short', locale, timeZone }: DateFormatOptions = {}): string {
  const { date, dateOnly } = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  // 'short' keeps four-digit years (dateStyle 'short' would print 22/11/26 in some locales).
  const fields: Intl.DateTimeFormatOptions =
    style === 'short' ? { year: 'numeric', month: '2-digit', day: '2-digit' } : { dateStyle: style };
  return dateTimeFormat(intlLocale(locale), { ...fields, timeZone: dateOnly ? 'UTC' : timeZone }).format(date);
}

/** A moment: the day as formatDate plus hours and minutes ('22/11/2026, 14:05' in pt). */
export function formatDateTime(value: DateInput, { style = 'short', locale, timeZone }: DateFormatOptions = {}): string {
  const { date } = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  const day: Intl.DateTimeFormatOptions =
    style === 'short' ? { year: 'numeric', month: '2-digit', day: '2-digit' } : { dateStyle: style };
  const time: Intl.DateTimeFormatOptions =
    style === 'short' ? { hour: '2-digit', minute: '2-digit' } : { timeStyle: 'short' };
  return dateTimeFormat(intlLocale(locale), { ...day, ...time, timeZone }).format(date);
}

/** A time of day, hours and minutes ('14:05' in pt, '02:05 PM' in en). */
export function formatTime(value: DateInput, { locale, timeZone }: Omit<DateFormatOptions, 'style'> = {}): string {
  const { date } = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  return dateTimeFormat(intlLocale(locale), { hour: '2-digit', minute: '2-digit', timeZone }).format(date);
}

/** A month's name ('novembro' in pt) of a year and month (1–12). */
export function formatMonth(year: number, month: number, locale?: string): string {
  return dateTimeFormat(intlLocale(locale), { month: 'long', timeZone: 'UTC' }).format(Date.UTC(year, month - 1, 1));
}
