import type { Locator, Page } from '@playwright/test';

/** Page object of the library card's wallet buttons (issue 39), in en-US. */
export class WalletPage {
  readonly section: Locator;
  readonly apple: Locator;
  readonly google: Locator;
  readonly cardNumber: Locator;

  constructor(readonly page: Page) {
    this.section = page.getByRole('region', { name: "Card in your phone's wallet" });
    this.apple = page.getByRole('button', { name: 'Add to Apple Wallet' });
    this.google = page.getByRole('button', { name: 'Save to Google Wallet' });
    this.cardNumber = page.getByText('Card number: aluno');
  }

  /** Answers GET /api/carteira as a server holding the given wallets' keys would. */
  async serverOffers(wallets: { apple: boolean; google: boolean }) {
    await this.page.route('**/api/carteira', (route) => route.fulfill({ json: wallets }));
  }
}
