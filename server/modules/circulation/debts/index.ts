/** What other modules use of debts: a patron's open debts (staff), one debt and the rule that adjusts it (staff). */
export { adjustDebtIn, pendingDebits, type DebtAdjustment } from './service';
