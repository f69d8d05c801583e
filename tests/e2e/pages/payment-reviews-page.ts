import type { Locator, Page } from '@playwright/test';

/** The staff workspace's payments to review (/balcao/pagamentos-revisar, issue 39), in en-US. */
export class PaymentReviewsPage {
  readonly status: Locator;
  readonly openTab: Locator;
  readonly resolvedTab: Locator;

  constructor(readonly page: Page) {
    this.status = page.locator('.review-status');
    this.openTab = page.getByRole('button', { name: 'Waiting for a person' });
    this.resolvedTab = page.getByRole('button', { name: 'Resolved recently' });
  }

  /** A payment's row, by its charge's identifier. */
  row(charge: string): Locator {
    return this.page.getByRole('row').filter({ hasText: charge });
  }

  /** Mark resolved: what was done, and the note. */
  async resolve(row: Locator, outcome: string, note: string) {
    const open = row.getByRole('button', { name: /^Mark resolved:/ });
    const name = (await open.textContent()) ?? '';
    await open.click();
    const form = this.page.getByRole('form', { name });
    await form.getByLabel('What was done', { exact: true }).selectOption({ label: outcome });
    await form.getByLabel('Note: what was done (required)').fill(note);
    await form.getByRole('button', { name: 'Mark resolved', exact: true }).click();
  }
}
