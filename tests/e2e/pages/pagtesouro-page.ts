import type { Locator, Page } from '@playwright/test';

/**
 * Page objects of paying debts through PagTesouro (issue 39): the debts page's side, in en-US,
 * and PagTesouro's own payment page (the end-to-end server's fake, tests/support/fake-pagtesouro.ts,
 * in Portuguese as PagTesouro is).
 */
export class PagTesouroDebtsPage {
  readonly total: Locator;
  readonly pay: Locator;
  readonly payments: Locator;
  readonly noDebts: Locator;

  constructor(readonly page: Page) {
    this.total = page.getByTestId('debts-total');
    this.pay = page.getByRole('button', { name: 'Pay with PagTesouro' });
    this.payments = page.getByTestId('pagtesouro').getByRole('listitem');
    this.noDebts = page.getByText('You have no debts with the library.');
  }

  open() {
    return this.page.goto('/meupergamum/debitos');
  }

  payColumn(): Locator {
    return this.page.getByRole('columnheader', { name: 'Pay', exact: true });
  }
}

export class FakePagTesouroPaymentPage {
  readonly heading: Locator;
  readonly payByPix: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'PagTesouro' });
    this.payByPix = page.getByRole('button', { name: 'Pagar com PIX' });
  }
}
