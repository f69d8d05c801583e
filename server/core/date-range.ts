/**
 * Spec §5's date filter, checked the same way by every list that takes `dataIni`/`dataFim`
 * (loans, holds, requests, alerts, title totals): below every module, so that checking a
 * date range does not make a module depend on the circulation core.
 */
import { unprocessable } from '../http/errors';

/** 422 keys of spec §5's date filter. */
export function checkDates(dataIni: string | undefined, dataFim: string | undefined, bothRequired = false): void {
  if (bothRequired && (!!dataIni !== !!dataFim)) throw unprocessable('error.dates-both-required');
  if (dataIni && dataFim && dataIni > dataFim) throw unprocessable('error.dates-order');
}
