import type { Locator, Page } from '@playwright/test';

/** /balcao/acervo: the cataloguer's titles and items (staff workspace), in en-US. */
export class StaffCataloguePage {
  readonly menuLink: Locator;
  readonly searchField: Locator;
  readonly searchButton: Locator;
  readonly copies: Locator;
  readonly noCopies: Locator;
  readonly addForm: Locator;
  readonly answer: Locator;

  constructor(readonly page: Page) {
    this.menuLink = page.getByRole('navigation', { name: 'Staff workspace' }).getByRole('link', { name: 'Titles and items' });
    this.searchField = page.getByLabel('Title, author, subject or ISBN');
    this.searchButton = page.getByRole('search').getByRole('button', { name: 'Search' });
    this.copies = page.getByRole('table', { name: 'Copies' });
    this.noCopies = page.getByText('This title has no copies yet. Add the first one below.');
    this.addForm = page.getByRole('region', { name: 'Add a copy' });
    this.answer = this.addForm.getByRole('status');
  }

  async find(term: string): Promise<void> {
    await this.searchField.fill(term);
    await this.searchButton.click();
  }

  async open(title: string): Promise<void> {
    await this.page.getByRole('link', { name: title, exact: true }).click();
    await this.page.getByRole('heading', { level: 2, name: title }).waitFor();
  }

  async addCopy(fields: { barcode: string; location: string; callNumber?: string }): Promise<void> {
    await this.addForm.getByLabel('Barcode').fill(fields.barcode);
    await this.addForm.getByLabel('Location').fill(fields.location);
    if (fields.callNumber) await this.addForm.getByLabel('Call number').fill(fields.callNumber);
    await this.addForm.getByRole('button', { name: 'Add the copy' }).click();
  }

  row(barcode: string): Locator {
    return this.copies.getByRole('row').filter({ has: this.page.getByRole('rowheader', { name: barcode, exact: true }) });
  }

  withdrawForm(barcode: string): Locator {
    return this.page.getByRole('region', { name: `Withdraw copy ${barcode}` });
  }
}
