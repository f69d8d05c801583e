import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';

/** The phone's viewport (an iPhone 12–15's CSS size). */
export const PHONE = { width: 390, height: 844 };

// Page object of the phone shell (en-US): the one-row header, its menu, the installed
// app's bottom navigation, and what a test checks of a phone screen.
export class PhonePage {
  readonly header: Locator;
  readonly menuButton: Locator;
  readonly menu: Locator;
  readonly bottomNav: Locator;
  readonly searchField: Locator;

  constructor(readonly page: Page) {
    this.header = page.getByRole('banner');
    this.menuButton = this.header.getByRole('button', { name: 'Menu' });
    this.menu = page.getByRole('dialog', { name: 'Menu' });
    this.bottomNav = page.getByRole('navigation', { name: 'App' });
    this.searchField = page.getByRole('combobox', { name: 'Search the collection' });
  }

  async open(path = '/'): Promise<void> {
    await this.page.goto(path);
    await expect(this.page.getByRole('heading', { level: 1 })).toBeAttached();
    await expect(this.menuButton).toBeVisible();
  }

  async search(term: string): Promise<void> {
    await this.searchField.fill(term);
    await this.searchField.press('Enter');
    await expect(this.page.getByRole('heading', { level: 2, name: /results? for/ })).toBeVisible();
  }

  results(): Locator {
    return this.page.locator('.result-list > li');
  }

  /** Whether the whole element lies inside the viewport as it is now (no scrolling). */
  async inFirstScreen(locator: Locator): Promise<boolean> {
    const box = await locator.boundingBox();
    const viewport = this.page.viewportSize();
    if (!box || !viewport) return false;
    const scrollY = await this.page.evaluate(() => window.scrollY);
    return scrollY === 0 && box.y >= 0 && box.x >= 0 && box.y + box.height <= viewport.height && box.x + box.width <= viewport.width;
  }

  /** How far the page scrolls sideways (0: it does not). */
  horizontalOverflow(): Promise<number> {
    return this.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  }

  /** Keeps a screenshot of the screen as a test artefact (in the test's output folder, and attached to the report). */
  async keepScreenshot(testInfo: TestInfo, name: string): Promise<void> {
    const path = testInfo.outputPath(`${name.replace(/[^a-z0-9]+/gi, '-')}.png`);
    await this.page.screenshot({ path });
    await testInfo.attach(name, { path, contentType: 'image/png' });
  }
}
