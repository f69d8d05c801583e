/** What other modules use of loans: the loan rows and their answer shape (desk). */
export { loanSelect, pendingLoans, toLoan, type LoanRow } from './service';
