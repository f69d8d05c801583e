/** What other modules use of loans: the loan rows and their answer shape (desk); renewal and the lists staff see (staff). */
export { loanSelect, pendingLoans, renewableLoans, renewIn, suspensions, toLoan, type LoanRow } from './service';
