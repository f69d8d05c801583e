/** What other modules use of the staff workspace: the audit purge (jobs). */
export { purgeAudit } from './audit-trail';
