/** What other modules use of the staff module: the queue registry (a module adds its queue's count) and the audit purge (jobs). */
export { registerStaffQueue, type StaffQueue } from './queues';
export { purgeAudit } from './audit-trail';
