/**
 * The staff domain's face to the rest of the server: the audit trail's writer (every domain
 * audits its staff and terminal actions), the registry of the workspace's queue counts (a
 * module owning a queue registers it) and the audit purge (jobs). Modules of this domain use
 * each other through their own index.ts; other domains only through this file.
 */
export { purgeAudit } from './workspace';
