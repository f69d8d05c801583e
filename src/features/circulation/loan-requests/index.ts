// The loan-requests feature's public face: a title's request form, the patron's list of
// requests, and the query options other screens read them with.
export { LoanRequestForm } from './components/loan-request-form';
export { LoanRequestsPage, RequestStatusField } from './components/loan-requests-page';
export { loanRequestKeys, loanRequestQueries, type LoanRequest } from './queries';
export { loanRequestStates } from './messages';
