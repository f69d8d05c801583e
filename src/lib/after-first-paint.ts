// Work the first screen does not need (Dexie, the footer, the service worker's
// registration) waits until the page has painted: on a slow phone, everything that runs
// before the first paint delays it (bench/lighthouse.ts).

/** Past this, waiting work goes ahead anyway (a tab opened in the background does not paint). */
const MAX_WAIT_MS = 3000;

let painted: Promise<void> | null = null;
let firstPage: Promise<unknown> = Promise.resolve();

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
