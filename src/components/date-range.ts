// The date filter of the personal area's lists and its rule (no macros: unit tests import it).

/** The contract's date filter of the personal area's lists (ISO dates). */
export interface DateRange {
  dataIni?: string;
  dataFim?: string;
}

/**
 * Spec §5: the start date not after the end date; and "both dates needed to filter
 * alerts", so alerts take two dates or none, while the other lists take either end alone.
 */
export function dateRangeError(from: string, to: string, bothRequired: boolean): 'both' | 'order' | null {
  if (bothRequired && Boolean(from) !== Boolean(to)) return 'both';
  return from && to && from > to ? 'order' : null;
}
