/** What other modules use of loan requests: the request rows and their answer shape (desk), the contact rule. */
export { contactFields, loanRequestSelect, OPEN_STATES, toLoanRequest, type LoanRequestRow } from './service';
