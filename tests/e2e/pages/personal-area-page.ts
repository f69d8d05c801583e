import type { Locator, Page } from '@playwright/test';

/** Page object of the personal area (/meupergamum and its entries), in en-US. */
export class PersonalAreaPage {
  readonly menu: Locator;
  /** The phone header's "My library" button and the sheet it opens (issue 37). */
  readonly myLibraryButton: Locator;
  readonly sheet: Locator;
  readonly loansCard: Locator;
  readonly holdsCard: Locator;
  readonly alertsCard: Locator;
  readonly renewSelected: Locator;
  readonly renewAll: Locator;
  readonly renewalSummary: Locator;

  constructor(readonly page: Page) {
    this.menu = page.getByRole('navigation', { name: 'Personal area menu' });
    this.myLibraryButton = page.getByRole('banner').getByRole('button', { name: 'My library' });
    this.sheet = page.getByRole('dialog', { name: 'My library' });
    this.loansCard = page.getByRole('region', { name: 'Loans', exact: true });
    this.holdsCard = page.getByRole('region', { name: 'Holds', exact: true });
    this.alertsCard = page.getByRole('region', { name: 'Alerts', exact: true });
    this.renewSelected = page.getByRole('button', { name: 'Renew selected' });
    this.renewAll = page.getByRole('button', { name: 'Renew all' });
    this.renewalSummary = page.locator('.renewal-summary');
  }

  /** A current loan on the loans page, by its title. */
  loan(title: string): Locator {
    return this.page.locator('.loan').filter({ hasText: title });
  }
}
