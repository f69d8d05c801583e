/**
 * The circulation core the patron and desk modules (loans, holds, loan requests, desk,
 * jobs) share: the pure rules, the transaction reads and locks, and passing a freed copy
 * on to the next hold or request. Other modules import these from here only.
 */
export {
  addDays, daysBetween, decideRenewal, dueDate, dueFor, dueKey, fineFor, isOverdue, lateDays, lateFor, nextOpenDay, sanitizePhone, suspensionFor,
  DEFAULT_RULE, type CirculationRule, type Due, type LibraryCalendar, type Moment, type RenewalCase, type RenewalDecision,
} from './rules';
/** The policy matrix (issue 35): its precedence, and the one resolver everything asks. */
export { DEFAULT_POLICY, pickPolicy, specificity, type LoanPolicy, type PolicyKeys, type PolicyRow } from './policy';
export {
  REGISTRATION_EXPIRED, SEPARATED, circulationBar, isSeparated, libraryCalendar, lockTitle, lockTitles, now, openWeekdays, overdueSql,
  policyColumns, policyFor, resolvePolicy, ruleOf, standingBar, standingOf, toPolicyRow, today,
  type PolicyCopy, type PolicyDecision, type Standing,
} from './store';
export { passOnCopyOf, placeCopy, type FreeCopy, type Placement } from './release';
/** Checkout and return: the desk, the SIP2 kiosks and any later self-checkout call these. */
export {
  checkIn, checkOut, checkoutRefusal, copyByBarcode, copyNumberOf, copyRefusal, loanRefusal, overridable, patronByLogin, type CheckOutOptions, type OfflineMoment, type CopyRow, type Patron,
} from './checkout';
export { loanSelect, toLoan, type Loan, type LoanRow } from './loan-rows';
export {
  CLOSED_HOLD_ROWS, COPY, HOLD, HOLD_ROW, LOAN_REQUEST, OPEN_HOLD_ROWS, OPEN_LOAN_REQUESTS, holdStatus, type HoldStatus,
} from './states';
/** The daily circulation work the scheduler runs (server/jobs): uncollected holds expire, due loans are reminded. */
export { expireUncollectedHolds, remindDueLoans } from './scheduled';
