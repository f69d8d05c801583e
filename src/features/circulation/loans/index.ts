// The loans feature's public face: the page, the queries the dashboard reads, renewal.
export { LoansPage } from './components/loans-page';
export { PendingLoansPage } from './components/pending-loans-page';
export { loanKeys, loanQueries } from './queries';
export { renewalReason } from './renewal-messages';
export { useRenewal } from './use-renewal';
