/** What other modules use of loan requests: the request rows and their answer shape (desk), the contact rule. */
export { listLoanRequests, loanRequestSelect, toLoanRequest, type LoanRequestRow } from './service';
