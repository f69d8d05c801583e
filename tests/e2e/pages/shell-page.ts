import { expect, type Locator, type Page } from '@playwright/test';

/** What the installability check reads from the linked web manifest. */
export interface ManifestReport {
  href: string;
  manifest: Record<string, unknown> & { icons: { src: string; sizes: string; type: string; purpose?: string }[] };
  iconStatus: Record<string, number>;
}

// Page object of the app shell: manifest, service worker, language switcher, header title.
export class ShellPage {
  readonly headerTitle: Locator;

  constructor(readonly page: Page) {
    this.headerTitle = page.getByRole('banner').getByTestId('header-title-short');
  }

  async open(path = '/'): Promise<void> {
    await this.page.goto(path);
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible();
  }

  languageButton(name: string): Locator {
    return this.page.getByRole('banner').getByRole('button', { name, exact: true });
  }

  /** Fetches the linked manifest and every icon it names, from inside the page. */
  async readManifest(): Promise<ManifestReport> {
    // The app links it once its start has settled (vite.config.ts linkManifestLater).
    await this.page.locator('link[rel="manifest"]').waitFor({ state: 'attached' });
    return this.page.evaluate(async () => {
      const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
      if (!link) throw new Error('no manifest link');
      const manifest = await (await fetch(link.href)).json();
      const iconStatus: Record<string, number> = {};
      for (const icon of manifest.icons as { src: string }[]) {
        const response = await fetch(new URL(icon.src, link.href));
        const blob = await response.blob();
        // Only a decodable image counts as loaded.
        await createImageBitmap(blob);
        iconStatus[icon.src] = response.status;
      }
      return { href: link.href, manifest, iconStatus };
    });
  }

  /** Waits for an active service worker; true when it controls the page. */
  async serviceWorkerControls(): Promise<boolean> {
    await this.page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    return this.page.evaluate(() => navigator.serviceWorker.controller !== null);
  }
}
