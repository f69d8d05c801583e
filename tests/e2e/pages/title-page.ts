import type { Locator, Page } from '@playwright/test';
import { sectionLink } from './title-details-page';

/** A title's page (/acervo/$codAcervo): header and sub-page links. */
export class TitlePage {
  readonly heading: Locator;
  readonly sections: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.sections = page.getByRole('navigation', { name: 'Seções do título' });
  }

  async openSection(name: string): Promise<void> {
    await (await sectionLink(this.page, this.sections, name)).click();
  }
}
