import { expect, type Locator, type Page } from '@playwright/test';

/** /balcao/politicas: the circulation policy matrix, the loan types and "why can't she borrow this?" (administrators). */
export class PoliciesPage {
  readonly heading: Locator;
  readonly why: Locator;
  readonly matrix: Locator;
  readonly loanTypes: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Circulation policies' });
    this.why = page.getByRole('region', { name: "Why can't this patron borrow this copy?" });
    this.matrix = page.getByRole('region', { name: 'Policy matrix' });
    this.loanTypes = page.getByRole('region', { name: 'Loan types' });
  }

  /** Opens the section from the workspace's menu, as an administrator does. */
  async openFromMenu(): Promise<void> {
    await this.page.goto('/balcao');
    await this.page.getByRole('navigation').getByRole('link', { name: 'Circulation policies', exact: true }).click();
    await expect(this.heading).toBeVisible();
    await expect(this.matrix.getByRole('table', { name: 'Policy matrix' })).toBeVisible();
  }

  /** The form that adds a rule (or changes the one chosen). */
  get ruleForm(): Locator {
    return this.matrix.getByRole('form');
  }

  /** The matrix's row of these keys, by their names ("Any library", a category's description…). */
  row(library: string, category: string, loanType: string): Locator {
    return this.matrix.getByRole('row').filter({ has: this.page.getByRole('button', { name: `Change the rule ${library} · ${category} · ${loanType}` }) });
  }

  async explain(patron: string, barcode: string): Promise<Locator> {
    await this.why.getByLabel('Patron (name or user code)').fill(patron);
    await this.why.getByLabel('Copy barcode').fill(barcode);
    await this.why.getByRole('button', { name: 'Explain' }).click();
    const answer = this.why.getByRole('status');
    await expect(answer).toBeVisible();
    return answer;
  }
}
