/**
 * The status values of holds, loan requests and copies, named once: they are the
 * contract's enums (`HoldStatus`, `LoanRequestStatus`, `CopyStatus` in library.yaml), and
 * the compiler refuses a name table that misses a value or invents one. The server's SQL
 * and the PWA's screens use these names, never the literals.
 */
import type { components } from './schema.gen';

type Schemas = components['schemas'];
export type HoldStatus = Schemas['HoldStatus'];
export type LoanRequestStatus = Schemas['LoanRequestStatus'];
export type CopyStatus = Schemas['CopyStatus'];

/** The values a name table leaves out (never, when it names every one). */
type Missing<T extends string, M extends Record<string, T>> = Exclude<T, M[keyof M]>;
const everyValueOf = <T extends string>() =>
  <const M extends Record<string, T>>(names: M & ([Missing<T, M>] extends [never] ? unknown : { missing: Missing<T, M> })): M => names;

export const HOLD = everyValueOf<HoldStatus>()({
  queued: 'em_fila',
  /** A copy is set aside for the patron to collect by a deadline. */
  released: 'liberada',
  collected: 'atendida',
  cancelled: 'cancelada',
  /** Released, not collected by the deadline. */
  expired: 'expirada',
});

export const LOAN_REQUEST = everyValueOf<LoanRequestStatus>()({
  waiting: 'aguardando',
  inTransit: 'em_transito',
  available: 'disponivel',
  finished: 'finalizada',
  /** Available, never collected. */
  notFinished: 'nao_finalizada',
  cancelled: 'cancelada',
});

/** Loan requests the library still has to act on (they count against the patron's limit). */
export const OPEN_LOAN_REQUESTS: readonly LoanRequestStatus[] = [LOAN_REQUEST.waiting, LOAN_REQUEST.inTransit, LOAN_REQUEST.available];

export const COPY = everyValueOf<CopyStatus>()({
  onShelf: 'disponivel',
  onLoan: 'emprestado',
  /** Set aside for a released hold. */
  setAside: 'reservado',
  inLibraryOnly: 'consulta_local',
  inProcessing: 'em_processamento',
  lost: 'extraviado',
  /** Withdrawn from the collection: out of circulation for good, kept for its history. */
  withdrawn: 'baixado',
});
