import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type BrowserContext, type Page } from '@playwright/test';

/**
 * A real Chromium profile kept on disk, so a test can close the browser and open it again
 * (remember me, the outbox after a restart, push in a non-private window). It is launched
 * as the project launches its browser (Debian Chromium and the config's flags).
 */
export class BrowserProfile {
  readonly dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogo-profile-'));

  constructor(private readonly baseURL: string) {}

  async open(): Promise<{ context: BrowserContext; page: Page }> {
    const context = await chromium.launchPersistentContext(this.dir, {
      ...test.info().project.use.launchOptions,
      baseURL: this.baseURL,
      locale: 'en-US',
    });
    return { context, page: context.pages()[0] ?? (await context.newPage()) };
  }

  remove(): void {
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}

/** Fires the service worker's Background Sync `tag` now, through CDP (Chromium), as the browser does when the connection returns. */
export async function dispatchSync(context: BrowserContext, page: Page, origin: string, tag = 'outbox'): Promise<void> {
  const cdp = await context.newCDPSession(page);
  const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => registrations.push(...event.registrations));
  await cdp.send('ServiceWorker.enable');
  const ours = () => registrations.find((r) => !r.isDeleted && r.scopeURL === `${origin}/`);
  await expect.poll(ours).toBeTruthy();
  await cdp.send('ServiceWorker.dispatchSyncEvent', { origin, registrationId: ours()!.registrationId, tag, lastChance: false });
  await cdp.detach();
}
