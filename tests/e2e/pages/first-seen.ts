// When things first appeared, on the page's own clock (performance.now()), for tests about
// what a patron sees while the network is slow.
import type { Page } from '@playwright/test';

type Watched = Record<string, string>;
type Seen = Record<string, number>;

/** In the page: notes the first time each selector matches. */
function watch(selectors: Watched): void {
  const page = window as unknown as { __firstSeen?: Seen };
  const seen = (page.__firstSeen ??= {});
  const check = () => {
    for (const [name, selector] of Object.entries(selectors)) if (document.querySelector(selector)) seen[name] ??= performance.now();
  };
  check();
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
}

/** Watches from the next page load on (an init script, before the app's own scripts). */
export const watchFromNextLoad = (page: Page, selectors: Watched) => page.addInitScript(watch, selectors);

/** Watches the page already open, from now; answers the page's clock now. */
export async function watchFromNow(page: Page, selectors: Watched): Promise<number> {
  await page.evaluate(watch, selectors);
  return page.evaluate(() => performance.now());
}

/** When the page's DOMContentLoaded began: by then the app's module scripts have run. */
export const scriptsRan = (page: Page) =>
  page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domContentLoadedEventStart);

/** What was seen, and when. */
export const firstSeen = (page: Page) => page.evaluate(() => (window as unknown as { __firstSeen?: Seen }).__firstSeen ?? {});
