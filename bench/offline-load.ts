/**
 * Offline repeat load (issue 5 "Speed": ≤ 500 ms): the time from the start of a reload,
 * with the network off, to the last search's results on screen — the service worker's
 * precached shell plus the query cache restored from IndexedDB.
 *
 *   npx tsx bench/offline-load.ts                       build into .tmp/dist-bench, then measure
 *   npx tsx bench/offline-load.ts .tmp/dist-offline     an existing build
 *   npx tsx bench/offline-load.ts --runs 20 --port 8221 --term Zealand
 *
 * It starts the real server (scripts/e2e-server.mjs: full demo catalogue) on the build,
 * searches once online in Debian's Chromium, waits until the answer is saved, turns the
 * network off and reloads `--runs` times. Each time is read inside the page
 * (performance.now() when the results heading appears, from the navigation's start), so
 * the driver's polling does not count.
 */
import { chromium } from '@playwright/test';
import { ensureBuild, option, positional, startServer } from './app-server';

const TARGET_MS = 500;

/**
 * Records, in the page, when the search results heading first shows a count. A string,
 * not a function: tsx would wrap a function's inner functions in a helper the page lacks.
 */
const WATCH_RESULTS = `
  (() => {
    const observer = new MutationObserver(() => {
      const heading = document.querySelector('.results-summary h2');
      if (heading && /\\d/.test(heading.textContent || '')) {
        window.resultsAt = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document, { childList: true, subtree: true, characterData: true });
  })();
`;

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const runs = Number(option(argv, '--runs') ?? 10);
  const port = Number(option(argv, '--port') ?? 8221);
  const term = option(argv, '--term') ?? 'Zealand';
  const dir = ensureBuild(positional(argv));
  const server = await startServer(dir, port);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const context = await browser.newContext({ baseURL: server.baseURL, locale: 'en-US' });
    await context.addInitScript({ content: WATCH_RESULTS });
    const page = await context.newPage();
    await page.goto('/');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await page.getByRole('combobox', { name: 'Search the collection' }).fill(term);
    await page.getByRole('search').getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForFunction(() => 'resultsAt' in window);
    // The persister writes at most once a second: wait for the saved answer.
    const searchSaved = () =>
      page.evaluate(
        (word) =>
          new Promise<boolean>((resolve) => {
            // Never creates the database nor keeps a connection open: either would block
            // Dexie's creation of it (a first visit creates it once its start is over).
            const open = indexedDB.open('biblioteca');
            open.onupgradeneeded = () => open.transaction?.abort();
            open.onsuccess = () => {
              if (!open.result.objectStoreNames.contains('queryCache')) {
                open.result.close();
                resolve(false);
                return;
              }
              const request = open.result.transaction('queryCache').objectStore('queryCache').get('visitor');
              request.onerror = () => {
                open.result.close();
                resolve(false);
              };
              request.onsuccess = () => {
                open.result.close();
                // The catalogue search itself, answered (not its autocomplete nor the network search).
                const saved = JSON.parse(String(request.result?.value ?? '{"clientState":{"queries":[]}}')) as {
                  clientState: { queries: { queryKey: unknown[]; state: { status: string } }[] };
                };
                resolve(
                  saved.clientState.queries.some(
                    (query) =>
                      query.queryKey[0] === 'catalogue' &&
                      query.queryKey[1] === 'search' &&
                      (query.queryKey[2] as { termo?: string }).termo === word &&
                      query.state.status === 'success',
                  ),
                );
              };
            };
            open.onerror = (event) => {
              event.preventDefault();
              resolve(false);
            };
          }),
        term,
      );
    // page.evaluate awaits the promise (waitForFunction would take the promise itself as true).
    for (let tries = 0; !(await searchSaved()); tries++) {
      if (tries > 300) throw new Error('the search was never saved in IndexedDB');
      await page.waitForTimeout(100);
    }
    const controlled = await page.evaluate(() => navigator.serviceWorker.controller !== null);
    await context.setOffline(true);

    const times: number[] = [];
    for (let run = 0; run < runs; run++) {
      await page.reload({ waitUntil: 'commit' });
      await page.waitForFunction(() => 'resultsAt' in window, undefined, { timeout: 30_000 });
      times.push(await page.evaluate(() => (window as unknown as { resultsAt: number }).resultsAt));
    }
    const sorted = [...times].sort((a, b) => a - b);
    const median = quantile(sorted, 0.5);
    console.log(`\nOffline repeat load: shell to the last search results ("${term}"), ${runs} reloads`);
    console.log(`service worker controlling: ${controlled ? 'yes' : 'NO'}`);
    console.table({
      'ms, from navigation start': {
        min: Math.round(sorted[0]),
        median: Math.round(median),
        p90: Math.round(quantile(sorted, 0.9)),
        max: Math.round(sorted[sorted.length - 1]),
        target: TARGET_MS,
      },
    });
    console.log(median <= TARGET_MS ? `median within the ${TARGET_MS} ms target` : `median ABOVE the ${TARGET_MS} ms target`);
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
