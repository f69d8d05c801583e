import { axe } from './axe';
import { expect, type Locator, type Page } from '@playwright/test';

/** The staff workspace (/balcao) in en-US: its menu, the patrons section, roles and the audit trail. */
export class StaffWorkspacePage {
  readonly menu: Locator;

  constructor(readonly page: Page) {
    this.menu = page.getByRole('navigation', { name: 'Staff workspace' });
  }

  /** From any page: the user menu's link. */
  async openFromUserMenu() {
    await this.page.getByRole('navigation', { name: 'User menu' }).getByRole('link', { name: 'Staff workspace' }).click();
    await expect(this.page).toHaveURL(/\/balcao$/);
  }

  section(name: string | RegExp) {
    return this.menu.getByRole('link', { name });
  }

  async findPatron(text: string) {
    await this.page.getByLabel('Name, login, CPF or card number').fill(text);
    await this.page.getByRole('search').getByRole('button', { name: 'Search' }).click();
  }

  /** A button that asks for a reason, then its confirming button. */
  async actWithReason(open: Locator, confirm: string, reason: string) {
    await open.click();
    const form = this.page.getByRole('form', { name: (await open.textContent()) ?? '' });
    await form.getByLabel('Reason (required)').fill(reason);
    await form.getByRole('button', { name: confirm }).click();
  }

  async expectAccessible() {
    const { violations } = await axe(this.page).include('main').analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }
}
