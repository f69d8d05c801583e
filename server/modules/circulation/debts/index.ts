/** What other modules use of debts: a patron's open debts (staff), paying fines in full (the desk, SIP2), one debt and the rule that adjusts it (staff), PIX's and PagTesouro's reconciliation (jobs). */
export { adjustDebtIn, pendingDebits, type DebtAdjustment } from './service';
export { reconcileCharges } from './pix/service';
export { reconcilePagTesouroPayments } from './pagtesouro/service';
