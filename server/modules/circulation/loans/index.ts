/** What other modules use of loans: renewal and the lists staff see (staff, SIP2), the pending loans (desk). */
export { pendingLoans, renewableLoans, renewIn, suspensions } from './service';
