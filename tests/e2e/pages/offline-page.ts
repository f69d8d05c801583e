import { expect, type Locator, type Page } from '@playwright/test';

/** A record of the persisted query cache (IndexedDB 'biblioteca', table queryCache). */
export interface SavedCache {
  key: string;
  value: string;
}

/** Whether a saved record holds the catalogue search for `termo`, answered. */
export function holdsSearch(record: SavedCache, termo: string): boolean {
  const state = JSON.parse(record.value) as { clientState: { queries: { queryKey: unknown[]; state: { status: string } }[] } };
  return state.clientState.queries.some(
    ({ queryKey: [feature, kind, query], state: { status } }) =>
      feature === 'catalogue' && kind === 'search' && (query as { termo?: string }).termo === termo && status === 'success',
  );
}

// Page object of the offline behaviour (en-US): the service worker, the saved-data
// notice, the persisted query cache and the service worker's caches.
export class OfflinePage {
  readonly notice: Locator;
  readonly updatePrompt: Locator;

  constructor(readonly page: Page) {
    this.notice = page.locator('.offline-notice');
    this.updatePrompt = page.getByRole('alert').filter({ hasText: 'A new version of the catalogue is available.' });
  }

  /** Opens a page and reloads it once the service worker is active, so that it controls the page. */
  async openControlled(path = '/'): Promise<void> {
    await this.page.goto(path);
    await this.page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    if (!(await this.page.evaluate(() => navigator.serviceWorker.controller !== null))) await this.page.reload();
    await expect.poll(() => this.page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible();
  }

  /**
   * The persisted query cache records, read from IndexedDB inside the page; none before the
   * app has created its database (a first visit creates it once it has loaded). The read
   * never creates the database and never keeps a connection open: either would block
   * Dexie's creation of it.
   */
  savedCaches(): Promise<SavedCache[]> {
    return this.page.evaluate(
      () =>
        new Promise<SavedCache[]>((resolve, reject) => {
          const open = indexedDB.open('biblioteca');
          open.onupgradeneeded = () => open.transaction?.abort();
          open.onerror = (event) => {
            event.preventDefault();
            resolve([]);
          };
          open.onsuccess = () => {
            const database = open.result;
            if (!database.objectStoreNames.contains('queryCache')) {
              database.close();
              resolve([]);
              return;
            }
            const request = database.transaction('queryCache').objectStore('queryCache').getAll();
            request.onsuccess = () => {
              database.close();
              resolve(request.result as SavedCache[]);
            };
            request.onerror = () => {
              database.close();
              reject(request.error);
            };
          };
        }),
    );
  }

  /** The query keys answered successfully in the signed-in patron's saved record ('pessoa:…'), as JSON. */
  async patronSavedKeys(): Promise<string[]> {
    const record = (await this.savedCaches()).find((r) => r.key.startsWith('pessoa:'));
    if (!record) return [];
    const state = JSON.parse(record.value) as { clientState: { queries: { queryKey: unknown[]; state: { status: string } }[] } };
    return state.clientState.queries.filter((q) => q.state.status === 'success').map((q) => JSON.stringify(q.queryKey));
  }

  /** When the patron's saved record's answer under `queryKey` was fetched (0: not saved). */
  async savedAnswerTime(queryKey: unknown[]): Promise<number> {
    const record = (await this.savedCaches()).find((r) => r.key.startsWith('pessoa:'));
    if (!record) return 0;
    const state = JSON.parse(record.value) as { clientState: { queries: { queryKey: unknown[]; state: { dataUpdatedAt: number } }[] } };
    return state.clientState.queries.find((q) => JSON.stringify(q.queryKey) === JSON.stringify(queryKey))?.state.dataUpdatedAt ?? 0;
  }

  /** Waits until the record under `key` holds a successful search for `termo` (the persister writes at most once a second). */
  async waitUntilSearchSaved(key: string, termo: string): Promise<void> {
    await expect.poll(async () => (await this.savedCaches()).some((record) => record.key === key && holdsSearch(record, termo))).toBe(true);
  }

  /** The addresses the service worker keeps in one of its caches. */
  cachedUrls(cacheName: string): Promise<string[]> {
    return this.page.evaluate(async (name) => {
      const cache = await caches.open(name);
      return (await cache.keys()).map((request) => request.url);
    }, cacheName);
  }

  /** What a fetch from the page gets: status and content type, or 'network error'. */
  fetchFromPage(url: string, headers: Record<string, string> = {}): Promise<{ status: number; type: string; body: string } | 'network error'> {
    return this.page.evaluate(
      async ([address, sent]) => {
        try {
          const response = await fetch(address, { headers: sent });
          return { status: response.status, type: response.headers.get('content-type') ?? '', body: await response.text() };
        } catch {
          return 'network error' as const;
        }
      },
      [url, headers] as const,
    );
  }
}
