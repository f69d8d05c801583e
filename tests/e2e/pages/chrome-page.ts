import { expect, type Locator, type Page } from '@playwright/test';

// Page object of the chrome: the accessibility bar and the footer, by role and name (en-US).
export class ChromePage {
  readonly barToggle: Locator;
  readonly zoom: Locator;
  readonly colours: Locator;
  readonly bold: Locator;
  readonly darkMode: Locator;
  readonly signLanguage: Locator;
  readonly footer: Locator;
  readonly support: Locator;
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.barToggle = page.getByRole('button', { name: 'Accessibility options' });
    this.zoom = page.getByLabel('Zoom');
    this.colours = page.getByLabel('Colours');
    this.bold = page.getByRole('checkbox', { name: 'Bold text' });
    this.darkMode = page.getByRole('checkbox', { name: 'Dark mode' });
    this.signLanguage = page.getByRole('checkbox', { name: 'Sign language (VLibras)' });
    this.footer = page.getByRole('contentinfo');
    this.support = this.footer.getByRole('button', { name: 'Support' });
    this.dialog = page.getByRole('dialog');
  }

  async open(): Promise<void> {
    await this.page.goto('/');
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible();
  }

  async openBar(): Promise<void> {
    if ((await this.barToggle.getAttribute('aria-expanded')) !== 'true') await this.barToggle.click();
    await expect(this.barToggle).toHaveAttribute('aria-expanded', 'true');
  }

  root(): Locator {
    return this.page.locator('html');
  }

  async rootFontSize(): Promise<number> {
    return this.page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));
  }
}

/** The one helper, drawn page first (./axe.ts). */
export { expectNoAxeViolations } from './axe';
