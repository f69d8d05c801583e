import type { Locator, Page } from '@playwright/test';

/** A title's hold tab (/acervo/$codAcervo/reserva) for a signed-in patron, in en-US. */
export class HoldTab {
  readonly form: Locator;
  readonly library: Locator;
  readonly combination: Locator;
  readonly queueCheck: Locator;
  readonly placeHold: Locator;
  readonly offlineHint: Locator;
  readonly placed: Locator;
  readonly seeYourHolds: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByRole('region', { name: 'Place a hold' });
    this.library = page.getByLabel('Library', { exact: true });
    this.combination = page.getByLabel('Volume, tome, part and material');
    this.queueCheck = page.locator('.queue-check');
    this.placeHold = page.getByRole('button', { name: 'Place hold' });
    this.offlineHint = page.getByText('Needs a connection: you are offline.');
    this.placed = page.getByRole('region', { name: 'Hold placed' });
    this.seeYourHolds = page.getByRole('link', { name: 'See your holds' });
  }

  async open(codAcervo: number): Promise<void> {
    await this.page.goto(`/acervo/${codAcervo}/reserva`);
  }

  /** Chooses the first library and, when asked, its first volume/part combination. */
  async chooseFirstCopy(): Promise<void> {
    if (!(await this.library.inputValue())) await this.library.selectOption({ index: 1 });
    if ((await this.combination.count()) && !(await this.combination.inputValue())) await this.combination.selectOption({ index: 1 });
  }
}

/** /meupergamum/reservas: the patron's holds and their cancellation, in en-US. */
export class HoldsPage {
  readonly heading: Locator;
  readonly table: Locator;
  readonly confirmDialog: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Holds' });
    this.table = page.getByRole('table', { name: 'Your holds' });
    this.confirmDialog = page.getByRole('alertdialog');
  }

  async open(): Promise<void> {
    await this.page.goto('/meupergamum/reservas');
  }

  row(title: string): Locator {
    return this.table.getByRole('row').filter({ hasText: title });
  }

  /** Cancels one hold from its row, confirming in the dialog. */
  async cancel(title: string): Promise<void> {
    await this.page.getByRole('button', { name: `Cancel the hold on ${title}` }).click();
    await this.confirmDialog.getByRole('button', { name: 'Cancel hold' }).click();
  }
}
