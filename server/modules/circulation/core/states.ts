/**
 * Status values as the circulation tables store them. They are the contract's
 * (openapi/circulation-states.ts), except one: `reserva.situacao` stores 'fila' for the
 * contract's `em_fila`, so a hold row's status is read through `holdStatus`.
 */
import { COPY, HOLD, LOAN_REQUEST, OPEN_LOAN_REQUESTS, type HoldStatus } from '../../../../openapi/circulation-states';

export { COPY, HOLD, LOAN_REQUEST, OPEN_LOAN_REQUESTS, type HoldStatus };

/** `reserva.situacao` values. */
export const HOLD_ROW = { ...HOLD, queued: 'fila' } as const;
/** Holds still running: in the queue, or released and waiting to be collected. */
export const OPEN_HOLD_ROWS: readonly string[] = [HOLD_ROW.queued, HOLD_ROW.released];
/** Holds that are over. */
export const CLOSED_HOLD_ROWS: readonly string[] = [HOLD_ROW.collected, HOLD_ROW.cancelled, HOLD_ROW.expired];

export const holdStatus = (stored: string): HoldStatus => (stored === HOLD_ROW.queued ? HOLD.queued : (stored as HoldStatus));
