/// <reference lib="webworker" />
// The service worker's runtime caches (ARCHITECTURE "Offline"). Two layers keep data
// offline and they split the work: the React Query cache, persisted per patron in
// IndexedDB (src/lib/storage/persister.ts), is what screens show offline, with the time it was
// saved; these caches answer the network requests the page still makes when the network
// fails (the browser thinks it is online on a weak campus Wi-Fi, or the persisted cache
// lost an entry), and the images React Query never sees (covers).
// Only public answers are cached: a request carrying a patron's token (a JWT whose scope
// is 'user') always goes to the network, because its answer belongs to one patron and must
// die at logout, which only the per-patron query cache can do.
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import type { RouteMatchCallbackOptions } from 'workbox-core/types';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';

export const CACHE_NAMES = {
  hours: 'api-opening-hours',
  searches: 'api-searches',
  covers: 'covers',
} as const;

const DAY_SECONDS = 24 * 60 * 60;
/** How many searches (each page and filter is one) stay available offline. */
export const SEARCH_ENTRIES = 30;
const COVER_ENTRIES = 300;

/** Whether a request carries a patron's token (the public client token does not count). */
export function carriesPatronToken(request: Request): boolean {
  const header = request.headers.get('Authorization');
  if (!header) return false;
  const payload = header.match(/^Bearer [\w-]+\.([\w-]+)\.[\w-]+$/)?.[1];
  // Unreadable: treat as private, the safe side.
  if (!payload) return true;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    return (JSON.parse(json) as { scope?: unknown }).scope !== 'public';
  } catch {
    // Unreadable: treat as private, the safe side.
    return true;
  }
}

/**
 * The schemes the worker may fetch from other sites, read from a Content-Security-Policy
 * (connect-src, else default-src). A worker's own fetches obey its script's policy, not
 * the page's img-src: a cover the worker may not fetch is left to the browser.
 */
export function connectSchemes(csp: string | null): Set<string> {
  if (!csp) return new Set(['https:', 'http:']);
  const directives = csp.split(';').map((directive) => directive.trim().split(/\s+/));
  const connect = directives.find(([name]) => name === 'connect-src') ?? directives.find(([name]) => name === 'default-src');
  if (!connect) return new Set(['https:', 'http:']);
  const sources = connect.slice(1);
  if (sources.includes('*')) return new Set(['https:', 'http:']);
  return new Set(sources.filter((source) => source === 'https:' || source === 'http:'));
}

/** Filled when the worker starts (each start: a worker's memory does not survive idling). */
let crossOriginSchemes = new Set<string>();

async function readOwnPolicy(): Promise<void> {
  try {
    const response = await fetch(self.location.href, { method: 'HEAD', cache: 'no-store' });
    crossOriginSchemes = connectSchemes(response.headers.get('content-security-policy'));
  } catch {
    // Offline at start: no fetch can break, so let the cache answer the covers it holds.
    crossOriginSchemes = new Set(['https:', 'http:']);
  }
}

function isCover({ request, url }: RouteMatchCallbackOptions): boolean {
  if (request.destination !== 'image') return false;
  // Own images are the precached shell's, except what the API serves.
  if (url.origin === self.location.origin) return url.pathname.startsWith('/api/');
  return crossOriginSchemes.has(url.protocol);
}

function publicApiGet(pathTest: (pathname: string) => boolean) {
  return ({ url, request, sameOrigin }: RouteMatchCallbackOptions) =>
    sameOrigin && request.method === 'GET' && pathTest(url.pathname) && !carriesPatronToken(request);
}

/** The searches kept offline: the catalogue's search, new acquisitions and browse indexes. */
export function isSearchPath(pathname: string): boolean {
  return (
    pathname === '/api/consulta' ||
    (pathname.startsWith('/api/consulta/') && !pathname.startsWith('/api/consulta/autocompletar'))
  );
}

// Public tokens change every few minutes and the answers vary by nothing the URL does not
// say, so a Vary header must not hide a saved answer.
const matchOptions: CacheQueryOptions = { ignoreVary: true };
const okOnly = new CacheableResponsePlugin({ statuses: [200] });

export function registerRuntimeCaching(): void {
  void readOwnPolicy();
  // Opening hours change a few times a year: answer at once, refresh behind.
  registerRoute(
    publicApiGet((pathname) => pathname === '/api/parametros/atendimento'),
    new StaleWhileRevalidate({
      cacheName: CACHE_NAMES.hours,
      matchOptions,
      plugins: [okOnly, new ExpirationPlugin({ maxEntries: 4, maxAgeSeconds: 30 * DAY_SECONDS })],
    }),
  );

  // Search results: always fresh when the network answers; the last ones when it does not.
  registerRoute(
    publicApiGet(isSearchPath),
    new NetworkFirst({
      cacheName: CACHE_NAMES.searches,
      networkTimeoutSeconds: 6,
      matchOptions,
      plugins: [okOnly, new ExpirationPlugin({ maxEntries: SEARCH_ENTRIES, maxAgeSeconds: 7 * DAY_SECONDS })],
    }),
  );

  // Covers: the same address is the same image. Most come from other sites (opaque answers,
  // status 0, whose size the browser pads): bounded, and dropped first when quota runs out.
  registerRoute(
    isCover,
    new CacheFirst({
      cacheName: CACHE_NAMES.covers,
      plugins: [
        new CacheableResponsePlugin({ statuses: [0, 200] }),
        new ExpirationPlugin({ maxEntries: COVER_ENTRIES, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true }),
      ],
    }),
  );
}

declare const self: ServiceWorkerGlobalScope;
