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
import { cached, intlLocale } from './format-dates';

export { dateTimeFormat, formatDate, formatDateTime, formatMonth, formatTime, intlLocale, type DateFormatOptions, type DateInput } from './format-dates';

const numberFormats = new Map<string, Intl.NumberFormat>();

/** A kept Intl.NumberFormat for a BCP 47 locale and options. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached(numberFormats, Intl.NumberFormat, locale, options);
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
