import { expect, type Locator, type Page } from '@playwright/test';

// Page objects of the catalogue screens, by role and accessible name. The catalogue specs
// run in English (the source language), so their texts do not change when the other
// catalogs are translated.

/** The one helper, drawn page first (./axe.ts). */
export { expectNoAxeViolations } from './axe';

/** Reads the number at the start of a text such as "12 results for “x”" or "English (12)". */
export function countIn(text: string | null, pattern = /(\d+)/): number {
  const match = pattern.exec(text ?? '');
  if (!match) throw new Error(`no count in “${text}”`);
  return Number(match[1]);
}

/** Home and search (/): basic and advanced forms, results, facets, chips, network results. */
export class CatalogueSearchPage {
  readonly heading: Locator;
  readonly term: Locator;
  readonly submit: Locator;
  readonly completions: Locator;
  readonly resultsHeading: Locator;
  readonly results: Locator;
  readonly requiredError: Locator;
  readonly facets: Locator;
  readonly chips: Locator;
  readonly urlNotice: Locator;
  readonly didYouMean: Locator;
  readonly advancedForm: Locator;
  readonly network: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.term = page.getByRole('combobox', { name: 'Search the collection' });
    this.submit = page.getByRole('search', { name: 'Search', exact: true }).getByRole('button', { name: 'Search' });
    this.completions = page.getByRole('listbox', { name: 'Suggestions' });
    this.resultsHeading = page.locator('#results-heading');
    this.results = page.locator('.result-list > li');
    this.requiredError = page.getByText('The above field is required.');
    this.facets = page.getByRole('region', { name: 'Filter by', exact: true });
    this.chips = page.getByRole('group', { name: 'Filters in force:' });
    this.urlNotice = page.getByText(/Part of this address could not be understood/);
    this.didYouMean = page.locator('.did-you-mean');
    this.advancedForm = page.getByRole('search', { name: 'Advanced search' });
    this.network = page.getByRole('region', { name: 'In other institutions (Rede Pergamum)' });
  }

  async open(path = '/'): Promise<void> {
    await this.page.goto(path);
    await expect(this.heading).toHaveText('Search the catalogue');
  }

  async search(term: string): Promise<void> {
    await this.term.fill(term);
    await this.submit.click();
  }

  /** The total of the results heading, once it shows one (for `term`, when given). */
  async total(term?: string): Promise<number> {
    const escaped = term?.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await expect(this.resultsHeading).toHaveText(term ? new RegExp(`^\\d+ results? for “${escaped}”`) : /^\d+ results?/);
    return countIn(await this.resultsHeading.textContent());
  }

  /** The publication years shown on the page, in order. */
  async years(): Promise<number[]> {
    return (await this.results.locator('.result-year').allTextContents()).map(Number);
  }

  facetGroup(name: string): Locator {
    return this.facets.getByRole('group', { name, exact: true });
  }

  async openAdvanced(): Promise<void> {
    await this.page.getByRole('button', { name: 'Advanced search' }).click();
    await expect(this.advancedForm).toBeVisible();
  }

  advancedRowValue(row: number): Locator {
    return this.advancedForm.getByRole('textbox', { name: new RegExp(`^Words of row ${row} `) });
  }

  advancedRowField(row: number): Locator {
    return this.advancedForm.getByRole('combobox', { name: `Field of row ${row}` });
  }
}

/** Browse an index (/indices/$tipo). */
export class BrowseIndexPage {
  readonly heading: Locator;
  readonly jumpTerm: Locator;
  readonly rows: Locator;
  readonly next: Locator;
  readonly previous: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.jumpTerm = page.getByRole('searchbox', { name: 'Jump to headings starting with' });
    this.rows = page.locator('.index-table tbody tr');
    this.next = page.getByRole('navigation', { name: 'Index pages' }).getByRole('link', { name: 'Next headings' });
    this.previous = page.getByRole('navigation', { name: 'Index pages' }).getByRole('link', { name: 'Previous headings' });
  }

  async jumpTo(term: string): Promise<void> {
    await this.jumpTerm.fill(term);
    await this.page.getByRole('button', { name: 'Go' }).click();
  }

  async headings(): Promise<string[]> {
    return (await this.rows.locator('th a').allTextContents()).map((text) => text.trim());
  }
}

/** Authorities: the search (/autoridade) and a record (/autoridade/$id). */
export class AuthorityPage {
  readonly heading: Locator;
  readonly term: Locator;
  readonly type: Locator;
  readonly results: Locator;
  readonly linkedTitles: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.term = page.getByRole('searchbox', { name: 'Heading or reference' });
    this.type = page.getByRole('combobox', { name: 'Type' });
    this.results = page.locator('.authority-list > li');
    this.linkedTitles = page.getByRole('region', { name: 'Titles under this heading' }).getByRole('listitem');
  }
}
