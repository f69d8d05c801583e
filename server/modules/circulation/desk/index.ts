/** What the rest of the server uses of the desk: what `npm run desk` (server/desk-cli.ts) runs. */
export { advanceLoanRequest, deskLoanRequests, moderateComment, patronAtDesk, pendingComments } from './back-office';
/** pessoa.papel of staff (the router checks who is staff: server/http/caller.ts); granting roles (the staff module). */
export { STAFF_ROLE, keepAnAdministrator, lockAdministrators, setStaff } from './staff';
/** Who may pass over a refusal at the desk (check out anyway, renew anyway). */
export { mayOverride } from './patron-panel';
/** The desk's payment of fines, also taken by the SIP2 self-check server (server/sip2). */
export { recordPayment } from './back-office';
/** A payment provider's settlement (PIX, PagTesouro) through the cashier: one way money is recorded. */
export { settleByProvider } from './cashier';
