import { expect, type Locator, type Page } from '@playwright/test';

/** A title's page and its sub-pages (/acervo/$codAcervo/…), in English. */
export class TitleDetailsPage {
  readonly heading: Locator;
  readonly sections: Locator;
  readonly panel: Locator;
  readonly addToBasket: Locator;
  readonly removeFromBasket: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.sections = page.getByRole('navigation', { name: 'Title sections' });
    this.panel = page.locator('.title-tab-panel');
    this.addToBasket = page.getByRole('button', { name: /^Add to basket/ });
    this.removeFromBasket = page.getByRole('button', { name: /^Remove from basket/ });
  }

  async open(codAcervo: number, subPage = ''): Promise<void> {
    await this.page.goto(`/acervo/${codAcervo}${subPage ? `/${subPage}` : ''}`);
    await expect(this.heading).toBeVisible();
  }

  /** Opens a sub-page by its link and checks it is marked as the current one. */
  async openSection(name: string, path: RegExp): Promise<void> {
    const link = await sectionLink(this.page, this.sections, name);
    await link.click();
    await expect(this.page).toHaveURL(path);
    await expect(link).toHaveAttribute('aria-current', 'page');
    await expect(this.panel.getByRole('heading', { level: 2 }).first()).toBeVisible();
  }
}

/**
 * A sub-page's link: the hold is the header's action; the librarian's views are under the
 * "More about this title" disclosure, opened first when closed.
 */
export async function sectionLink(page: Page, sections: Locator, name: string): Promise<Locator> {
  if (/^(Place a hold|Reservar)$/.test(name)) return page.locator('.title-header').getByRole('link', { name, exact: true });
  const link = sections.getByRole('link', { name, exact: true, includeHidden: true });
  const more = sections.locator('details.title-tabs-more');
  if (!(await link.isVisible()) && (await more.count()) && !(await more.evaluate((d) => (d as HTMLDetailsElement).open))) {
    await more.locator('summary').click();
  }
  return link;
}
