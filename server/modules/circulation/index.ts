/**
 * The circulation domain's face to the rest of the server: what other domains (and the
 * server's rooms: the SIP2 server, the admin socket, the seed) use of loans, holds, loan
 * requests, the desk and debts. Modules of this domain use each other through their own
 * index.ts ('../core', '../loans'); other domains only through this file.
 */
/** The circulation core: rules, the transaction reads and locks, statuses, checkout and return. */
export {
  COPY, DEFAULT_RULE, HOLD_ROW, LOAN_REQUEST, checkIn, dueDate, libraryCalendar, checkOut, circulationBar, daysBetween, loanRefusal, passOnCopyOf, ruleOf, sanitizePhone, standingOf, today,
  type CirculationRule, type Standing,
} from './core';
/** The policy matrix (issue 35): its precedence, THE resolver, and what staff's "effective rule" asks of the check-out. */
export {
  DEFAULT_POLICY, checkoutRefusal, copyByBarcode, copyNumberOf, now, overdueSql, patronByLogin, pickPolicy, policyColumns, policyFor, resolvePolicy, specificity, toPolicyRow,
  type LoanPolicy, type PolicyDecision, type PolicyKeys, type PolicyRow,
} from './core';
/** The daily work the scheduler (server/jobs) runs. */
export { expireUncollectedHolds, remindDueLoans } from './core';
/** What staff act on for a patron (renew, hold, cancel, adjust a debt) and the lists they see. */
export { renewIn, renewableLoans, renewalRefusalsIn, suspensions } from './loans';
export { cancelHoldsIn, listHolds, placeHoldIn } from './holds';
export { listLoanRequests } from './loan-requests';
export { adjustDebtIn, pendingDebits, reconcileCharges, reconcilePagTesouroPayments } from './debts';
/** The desk: what `npm run desk` (server/desk-cli.ts) runs, granting staff roles, a payment (also SIP2's). */
export {
  advanceLoanRequest, deskLoanRequests, keepAnAdministrator, lockAdministrators, mayOverride, moderateComment, patronAtDesk, pendingComments, recordPayment, setStaff,
} from './desk';
