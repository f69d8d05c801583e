/** How the circulation-state files' values are read: days, money, counts, and each row's key. */
import { parseDay, type RowAction } from '../csv';

/** A day as exports write it (YYYY-MM-DD or DD/MM/YYYY), a time after it ignored (Koha writes `2025-03-01 23:59:00`). */
export function dayOf(text: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2}|\d{2}\/\d{2}\/\d{4})(?:[ T]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)?$/.exec(text.trim());
  return match ? parseDay(match[1]) : null;
}

/** R$ as a number: `12.50`, `12,50` or `1.234,56`; null when not an amount. */
export function moneyOf(text: string): number | null {
  let t = text.trim().replace(/^R\$\s*/, '');
  if (t.includes(',')) t = t.replace(/\./g, '').replace(',', '.');
  if (!/^\d{1,8}(\.\d{1,2})?$/.test(t)) return null;
  return Math.round(Number(t) * 100) / 100;
}

/** A count (renewals, a queue position): a whole number ≥ 0; '' is `empty`. */
export function countOf(text: string, empty: number | null): number | null {
  if (text.trim() === '') return empty;
  return /^\d{1,6}$/.test(text.trim()) ? Number(text.trim()) : null;
}

/**
 * A row's key in its table (chave_importacao): the old system's id when the file has one,
 * else what makes the row itself (for a loan: patron, copy and day). A second load of the
 * file finds its rows by it.
 */
export const rowKey = (kind: string, id: string, natural: (string | number | null)[]) =>
  (id.trim() ? `${kind}:id:${id.trim()}` : `${kind}:${natural.map((v) => String(v ?? '').toLowerCase()).join('|')}`);

/** One good row: what the load does with it (the dry run's line), the row to write, its key. */
export interface Planned<R = Record<string, unknown>> { line: number; action: RowAction; detail: string; key: string; record: R }

export const DATE_FORMATS = '(YYYY-MM-DD or DD/MM/YYYY)';
