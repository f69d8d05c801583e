// Work the first screen does not need (Dexie, the footer, the service worker's
// registration) waits until the page has painted: on a slow phone, everything that runs
// before the first paint delays it (bench/lighthouse.ts).

/** Past this, waiting work goes ahead anyway (a tab opened in the background does not paint). */
const MAX_WAIT_MS = 3000;

let painted: Promise<void> | null = null;

/**
 * Settles just after the page's first contentful paint (the browser's paint timing), or at
 * once where the browser does not report it, or after MAX_WAIT_MS.
 */
export function afterFirstPaint(): Promise<void> {
  painted ??= new Promise<void>((resolve) => {
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
    setTimeout(() => {
      observer.disconnect();
      resolve();
    }, MAX_WAIT_MS);
  });
  return painted;
}
