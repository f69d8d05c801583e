import type { Locator, Page } from '@playwright/test';

/** Home: the search form and its results. Locators by role and accessible name (pt-BR). */
export class SearchPage {
  readonly heading: Locator;
  readonly term: Locator;
  readonly submit: Locator;
  readonly results: Locator;
  readonly resultsHeading: Locator;
  readonly requiredError: Locator;

  constructor(private readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.term = page.getByRole('combobox', { name: 'Pesquisar no acervo' });
    this.submit = page.getByRole('search').getByRole('button', { name: 'Pesquisar' });
    this.results = page.locator('.result-list > li');
    this.resultsHeading = page.getByRole('heading', { level: 2, name: /^\d+ resultados? para/ });
    this.requiredError = page.getByText('O campo acima é obrigatório.');
  }

  async open(): Promise<void> {
    await this.page.goto('/');
  }

  async search(term: string): Promise<void> {
    await this.term.fill(term);
    await this.submit.click();
  }

  resultLink(title: string | RegExp): Locator {
    return this.page.locator('.result-title').getByRole('link', { name: title });
  }
}
