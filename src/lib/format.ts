// Dates, numbers and money in the interface language (spec §9). Every screen formats
// through these functions so that the five languages agree on one set of rules:
// - the Lingui locale ('pt', 'en', …) becomes its BCP 47 tag ('pt-BR', 'en', …), so
//   Portuguese is Brazilian Portuguese, not the CLDR default;
// - a date-only value from the API ('2026-11-22') is a calendar day, formatted in UTC so
//   that it never moves to the day before in a time zone west of Greenwich;
// - money is always in reais (the library's currency): 'R$' before the amount in every
//   language, two decimals, the locale's separators (a comma in pt, es, fr and it — the
//   spec's default — a point in en). formatMoney's `prefix` and `suffix` replace the
//   'R$ ' prefix or add a text after the amount (spec §9 "optional prefix and suffix").
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
const numberFormats = new Map<string, Intl.NumberFormat>();

function cached<F, O>(cache: Map<string, F>, build: new (locale: string, options: O) => F, locale: string, options: O): F {
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

/** A kept Intl.NumberFormat for a BCP 47 locale and options. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached(numberFormats, Intl.NumberFormat, locale, options);
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

/** A number with the locale's grouping and decimal separators ('1.234,5' in pt). */
export function formatNumber(value: number, options: Intl.NumberFormatOptions & { locale?: string } = {}): string {
  const { locale, ...format } = options;
  return numberFormat(intlLocale(locale), format).format(value);
}

/** A share between 0 and 1 as a percentage ('60%' in pt and en, '60 %' in fr). */
export function formatPercent(share: number, locale?: string): string {
  return formatNumber(share, { style: 'percent', maximumFractionDigits: 1, locale });
}

export interface MoneyFormatOptions {
  /** Written before the amount instead of 'R$ ' (a no-break space joins it); '' for none. */
  prefix?: string;
  /** Written after the amount, e.g. ' por dia'; none by default. */
  suffix?: string;
  locale?: string;
}

export const MONEY_PREFIX = 'R$\u00a0';

/** An amount in reais: 'R$ 1.234,50' in pt, 'R$ 1,234.50' in en; '-R$ 5,00' when negative. */
export function formatMoney(value: number, { prefix = MONEY_PREFIX, suffix = '', locale }: MoneyFormatOptions = {}): string {
  const amount = formatNumber(Math.abs(value), { minimumFractionDigits: 2, maximumFractionDigits: 2, locale });
  // Rounding decides the sign: -0.001 is shown as 'R$ 0,00', not '-R$ 0,00'.
  const negative = value < 0 && amount.replace(/\D/g, '').replace(/^0+/, '') !== '';
  return `${negative ? '-' : ''}${prefix}${amount}${suffix}`;
}

/** The local calendar day as YYYY-MM-DD (what the contract's dates are compared with). */
export function localDay(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
