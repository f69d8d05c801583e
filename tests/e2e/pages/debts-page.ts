import type { Locator, Page } from '@playwright/test';

/** Page objects of the debts page, the no-debts certificate page and the public code check, in en-US. */
export class DebtsPage {
  readonly total: Locator;
  readonly slipForAll: Locator;
  readonly numericLine: Locator;

  constructor(readonly page: Page) {
    this.total = page.getByTestId('debts-total');
    this.slipForAll = page.getByRole('button', { name: 'Download one slip for all debts' });
    this.numericLine = page.getByTestId('numeric-line');
  }

  open() {
    return this.page.goto('/meupergamum/debitos');
  }
}

export class NoDuesPage {
  readonly blockers: Locator;
  readonly issue: Locator;
  readonly dialog: Locator;
  readonly code: Locator;

  constructor(readonly page: Page) {
    this.blockers = page.locator('.no-dues-blockers');
    this.issue = page.getByRole('button', { name: 'Issue the certificate' });
    this.dialog = page.getByRole('alertdialog');
    this.code = page.getByTestId('certificate-code');
  }

  open() {
    return this.page.goto('/meupergamum/nada-consta');
  }

  blocker(kind: 'emprestimo' | 'multa' | 'reserva' | 'solicitacao'): Locator {
    return this.page.locator(`[data-blocker="${kind}"]`);
  }
}

export class VerifyCodePage {
  readonly field: Locator;
  readonly check: Locator;
  readonly result: Locator;

  constructor(readonly page: Page) {
    this.field = page.getByLabel('Verification code');
    this.check = page.getByRole('button', { name: 'Check', exact: true });
    this.result = page.getByTestId('verify-result');
  }

  open() {
    return this.page.goto('/nada-consta/verificar');
  }
}
