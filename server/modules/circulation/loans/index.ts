/** What other modules use of loans: renewal and the lists staff see (staff, SIP2), the pending loans (desk). */
export { pendingLoans, renewableLoans, renewalRefusalsIn, renewIn, suspensions } from './service';
