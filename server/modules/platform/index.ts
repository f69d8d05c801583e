/**
 * The platform domain: what every other domain stands on. The institution (its app layers,
 * pages, HTML allow-list and sign-on settings), the audit trail's writer (every domain audits
 * its staff and terminal actions), alerts and push (every domain tells a patron something),
 * and the registry of the staff workspace's queue counts (a module owning a queue registers
 * it). Platform imports no other domain. Modules of this domain use each other through their
 * own index.ts; other domains only through this file.
 */
export { appLayers, eventRows, sanitizeHtml, ssoSettings, type Lang } from './institution';
export { actorOf, auditAbout, recordAudit, type Actor } from './audit';
export {
  acquisitionStatusWord, deliverAlerts, deliverPending, languageOfHeader, recordAlert, type AlertLanguage, type PendingAlert,
} from './alerts';
export { loadVapidKeys, vapidSubject } from './push';
export { claimQueueItem, listQueue, queueCounts, registerStaffQueue, type QueueList } from './queues';
