// Work the first screen does not need waits, in three steps (bench/lighthouse.ts: on a
// slow phone, everything that runs before the first paint delays it, and every long task
// while the page loads delays the patron's first tap):
// - afterFirstPaint: the footer, the basket's live query when the basket is not empty;
// - afterStartSettles: the service worker's registration and its precaching;
// - afterStartOrBeforeLeaving: loading Dexie on a first visit, to save its first answers.

/** Past this, waiting work goes ahead anyway (a tab opened in the background does not paint). */
const MAX_WAIT_MS = 3000;

let painted: Promise<void> | null = null;
let firstPage: Promise<unknown> = Promise.resolve();
let settled: Promise<void> | null = null;
let putOff: Promise<void> | null = null;
/** Past this after the first paint, work waiting for the start to settle goes ahead anyway. */
const MAX_SETTLE_MS = 10_000;
/**
 * How long the app's requests must have been quiet: the first page's later parts (a title's
 * comments) load their code first and ask for their data after it.
 */
export const QUIET_MS = 500;
/** How long after the start has settled the work a first visit puts off runs anyway. */
export const PUT_OFF_MS = 5000;

/** What says whether the app still has requests in flight (main.tsx: React Query's). */
export interface RequestActivity {
  busy(): boolean;
  /** Calls back whenever requests start or end; answers the unsubscribe. */
  subscribe(listener: () => void): () => void;
}
let activity: RequestActivity = { busy: () => false, subscribe: () => () => undefined };

/** Tells afterStartSettles how to see the app's requests in flight. */
export function watchRequests(requests: RequestActivity): void {
  activity = requests;
}

/**
 * Also waits for the first page itself (main.tsx: the router's first resolved load), and
 * the paint after it: a title page paints its chrome before the record arrives, and work
 * started in between would compete with the record's page for the network and the CPU.
 */
export function deferUntilFirstPage(shown: Promise<unknown>): void {
  firstPage = shown;
}

function nextPaint(): Promise<void> {
  if (typeof requestAnimationFrame !== 'function') return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/**
 * Settles just after the page's first contentful paint (the browser's paint timing), or at
 * once where the browser does not report it, and after the first page has painted (see
 * deferUntilFirstPage); or after MAX_WAIT_MS.
 */
export function afterFirstPaint(): Promise<void> {
  painted ??= Promise.race([
    Promise.all([firstContentfulPaint(), firstPage.then(nextPaint)]).then(() => undefined),
    new Promise<void>((resolve) => setTimeout(resolve, MAX_WAIT_MS)),
  ]);
  return painted;
}

function firstContentfulPaint(): Promise<void> {
  return new Promise<void>((resolve) => {
    // The next task, so that the work starts after the paint's frame, not inside it.
    const go = () => setTimeout(resolve, 0);
    const supported = typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint');
    if (!supported || performance.getEntriesByName('first-contentful-paint').length > 0) {
      go();
      return;
    }
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      go();
    });
    observer.observe({ type: 'paint', buffered: true });
    setTimeout(() => observer.disconnect(), MAX_WAIT_MS);
  });
}

function documentLoaded(): Promise<void> {
  if (typeof document === 'undefined' || document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

/** Settles once none of the app's requests has been in flight, started or ended for `ms`. */
function quietFor(ms: number): Promise<void> {
  return new Promise((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const arm = () => {
      clearTimeout(timer);
      if (activity.busy()) return;
      timer = setTimeout(() => {
        stop();
        resolve();
      }, ms);
    };
    const stop = activity.subscribe(arm);
    arm();
  });
}

function idle(): Promise<void> {
  if (typeof requestIdleCallback !== 'function') return new Promise((resolve) => setTimeout(resolve, 50));
  return new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: 2000 }));
}

/**
 * Settles once the start is over: the first page has painted (afterFirstPaint), the
 * document's load event has fired, the app's requests have been quiet for QUIET_MS (see
 * watchRequests), and the browser has then been idle; or MAX_SETTLE_MS after the first
 * paint. For the work a first visit can do last: the service worker's registration, whose
 * precaching (the whole shell) otherwise competes with the first page for the network and
 * the CPU (issue 5 "Speed"; web.dev's advice is to register after the load event).
 */
export function afterStartSettles(): Promise<void> {
  settled ??= afterFirstPaint().then(() =>
    Promise.race([
      documentLoaded().then(() => quietFor(QUIET_MS)).then(idle),
      new Promise<void>((resolve) => setTimeout(resolve, MAX_SETTLE_MS)),
    ]),
  );
  return settled;
}

function leavingOrOffline(): Promise<void> {
  if (typeof document === 'undefined') return new Promise(() => undefined);
  return new Promise((resolve) => {
    const check = () => {
      if (document.visibilityState === 'hidden' || !navigator.onLine) resolve();
    };
    document.addEventListener('visibilitychange', check);
    window.addEventListener('pagehide', () => resolve(), { once: true });
    window.addEventListener('offline', () => resolve(), { once: true });
    check();
  });
}

/**
 * For work a first visit can put off until it has stopped loading: loading Dexie (about
 * 30 ms of main thread in one task here, four times that on a phone) to save the first
 * answers for offline use. Settles PUT_OFF_MS after the start has settled, or as soon as
 * the page is hidden or the browser goes offline, the last chances to save them.
 */
export function afterStartOrBeforeLeaving(): Promise<void> {
  putOff ??= Promise.race([
    afterStartSettles().then(() => new Promise<void>((resolve) => setTimeout(resolve, PUT_OFF_MS))),
    leavingOrOffline(),
  ]);
  return putOff;
}
