/// <reference lib="webworker" />
// The service worker: precaches the app shell built by Vite, answers page navigations
// with index.html so the app opens offline, and keeps runtime caches (caching.ts).
// /api/ never falls back to the shell: an API request the network cannot answer and no
// cache holds fails as a network error, never as HTML. Nor does /oai (OAI-PMH's XML, opened
// in a tab by a person trying the base URL).
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import * as database from '../lib/storage/db';
import { provideDb } from '../lib/storage/db-access';
import { registerRuntimeCaching } from './caching';
import { registerPush } from './push';
import { registerOutboxSync } from './outbox-sync';
import { registerDeskQueueSync } from './desk-queue-sync';

// The worker bundles Dexie (the outbox needs it anyway): a classic worker cannot import().
provideDb(async () => database);

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Parameters<typeof precacheAndRoute>[0] };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// The server's own documents (OAI-PMH, unAPI, feeds, sitemaps, robots, OpenSearch) are never the app shell.
registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), {
  denylist: [/^\/api(\/|$)/, /^\/oai(\/|$|\?)/, /^\/(unapi|feeds|opensearch)(\/|\.|$|\?)/, /^\/(sitemap[\w-]*\.xml|robots\.txt)$/],
}));
registerRuntimeCaching();
registerPush();
registerOutboxSync();
registerDeskQueueSync();

// The page asks before a new version takes over (registerType: 'prompt').
self.addEventListener('message', (event) => {
  if (event.data && (event.data as { type?: string }).type === 'SKIP_WAITING') void self.skipWaiting();
});
