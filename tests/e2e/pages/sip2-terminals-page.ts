import { expect, type Locator, type Page } from '@playwright/test';

/** /balcao/terminais-sip2: the SIP2 self-check terminals of the staff workspace (administrators). */
export class Sip2TerminalsPage {
  readonly heading: Locator;
  readonly form: Locator;
  readonly list: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Self-check terminals (SIP2)' });
    this.form = page.getByRole('form', { name: 'Add a terminal' });
    this.list = page.getByRole('region', { name: 'Terminals' });
  }

  /** Opens the section from the workspace's menu. */
  async openFromMenu(): Promise<void> {
    await this.page.goto('/balcao');
    await this.page.getByRole('navigation').getByRole('link', { name: 'Self-check terminals', exact: true }).click();
    await expect(this.heading).toBeVisible();
    await expect(this.list).toBeVisible();
  }

  async add(login: string, password: string, description: string, location: string): Promise<void> {
    await this.form.getByLabel('Login').fill(login);
    await this.form.getByLabel('Password (8 characters or more)').fill(password);
    await this.form.getByLabel('Description').fill(description);
    await this.form.getByLabel('Location code').fill(location);
    await this.form.getByRole('button', { name: 'Add the terminal' }).click();
  }

  row(login: string): Locator {
    return this.list.getByRole('row').filter({ has: this.page.getByRole('rowheader', { name: login, exact: true }) });
  }
}
