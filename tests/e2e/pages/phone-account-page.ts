import type { Locator, Page } from '@playwright/test';

/** Page object of the phone's personal-area extras (issue 14), in en-US: library card, calendar, ISBN scanner. */
export class PhoneAccountPage {
  readonly cardBarcode: Locator;
  readonly tokenQr: Locator;
  readonly tokenSection: Locator;
  readonly requestToken: Locator;
  readonly brightButton: Locator;
  readonly brightCard: Locator;
  readonly calendarSection: Locator;
  readonly calendarAddress: Locator;
  readonly scanButton: Locator;
  readonly scannerDialog: Locator;

  constructor(readonly page: Page) {
    this.cardBarcode = page.locator('.library-card [data-barcode="code128"]');
    this.tokenQr = page.locator('.loan-token [data-barcode="qrcode"]');
    this.tokenSection = page.getByRole('region', { name: 'Loan token' });
    this.requestToken = page.getByRole('button', { name: /^Request a (new )?token$/ });
    this.brightButton = page.getByRole('button', { name: 'Show bright for the scanner' });
    this.brightCard = page.getByRole('dialog', { name: 'Card for the scanner' });
    this.calendarSection = page.getByRole('region', { name: 'Subscribe in calendar' });
    this.calendarAddress = page.getByLabel('Calendar address');
    this.scanButton = page.getByRole('button', { name: 'Scan ISBN' });
    this.scannerDialog = page.getByRole('dialog', { name: 'Scan an ISBN' });
  }

  /** A drawn barcode: its canvas has been painted by bwip-js. */
  drawn(barcode: Locator): Locator {
    return barcode.and(this.page.locator('[data-state="drawn"]'));
  }
}
