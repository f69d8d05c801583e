import type { Locator, Page } from '@playwright/test';

/** Page object of paying debts by PIX on the debts page (issue 39 item 1), in en-US. */
export class PixPage {
  readonly payAll: Locator;
  readonly panel: Locator;
  readonly status: Locator;
  readonly code: Locator;
  readonly txid: Locator;

  constructor(readonly page: Page) {
    this.payAll = page.getByRole('button', { name: 'Pay all by PIX' });
    this.panel = page.getByTestId('pix-panel');
    this.status = this.panel.getByRole('status');
    this.code = page.getByTestId('pix-code');
    this.txid = this.panel.locator('.pix-txid code');
  }

  open() {
    return this.page.goto('/meupergamum/debitos');
  }
}
