/**
 * The platform domain's face to the rest of the server: the institution's app layers, pages
 * and HTML allow-list, and the scheduled jobs (started by main.ts, run on demand by the desk's
 * command line). Modules of this domain use each other through their own index.ts; other
 * domains only through this file.
 */
export { appLayers, eventRows, sanitizeHtml, type Lang } from './institution';
export { runDueJobs, startJobs, type JobName } from './jobs';
