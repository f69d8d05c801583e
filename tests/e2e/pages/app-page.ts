import type { Locator, Page } from '@playwright/test';

/** Anything the chrome shows on every page. */
export class AppPage {
  readonly heading: Locator;
  readonly notFoundHeading: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.notFoundHeading = page.getByRole('heading', { level: 1, name: 'Página não encontrada' });
  }

  async goto(path: string): Promise<void> {
    await this.page.goto(path);
  }
}
