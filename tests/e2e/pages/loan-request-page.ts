import type { Locator, Page } from '@playwright/test';

/** A title's loan-request tab (/acervo/$codAcervo/solicitacao-emprestimo) for a signed-in patron, in en-US. */
export class LoanRequestTab {
  readonly form: Locator;
  readonly lendingLibrary: Locator;
  readonly combination: Locator;
  readonly receivingLibrary: Locator;
  readonly place: Locator;
  readonly phone: Locator;
  readonly email: Locator;
  readonly send: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByRole('region', { name: 'Request a loan' });
    this.lendingLibrary = page.getByLabel('Library that lends it');
    this.combination = page.getByLabel('Volume, tome, part and material');
    this.receivingLibrary = page.getByLabel('Receiving library');
    this.place = page.getByLabel('Place of receipt');
    this.phone = page.getByLabel('Phone');
    this.email = page.getByLabel('E-mail');
    this.send = page.getByRole('button', { name: 'Send loan request' });
  }

  async open(codAcervo: number): Promise<void> {
    await this.page.goto(`/acervo/${codAcervo}/solicitacao-emprestimo`);
  }

  /** Fills every choice with its first option (phone and e-mail come prefilled or are filled here). */
  async fillChoices(): Promise<void> {
    if (!(await this.lendingLibrary.inputValue())) await this.lendingLibrary.selectOption({ index: 1 });
    if ((await this.combination.count()) && !(await this.combination.inputValue())) await this.combination.selectOption({ index: 1 });
    if (!(await this.receivingLibrary.inputValue())) await this.receivingLibrary.selectOption({ index: 1 });
    if (!(await this.place.inputValue())) await this.place.selectOption({ index: 1 });
    if (!(await this.phone.inputValue())) await this.phone.fill('(48) 3721-0000');
  }

  /** The error text tied to a field by aria-describedby. */
  async errorOf(field: Locator): Promise<string> {
    const id = await field.getAttribute('aria-describedby');
    return id ? ((await this.page.locator(`[id="${id}"]`).textContent()) ?? '') : '';
  }
}
