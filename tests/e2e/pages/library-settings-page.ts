import { expect, type Locator, type Page } from '@playwright/test';

/** /balcao/biblioteca: the library section of the staff workspace (administrators). */
export class LibrarySettingsPage {
  readonly heading: Locator;
  readonly hours: Locator;
  readonly closedDays: Locator;
  readonly rules: Locator;
  readonly texts: Locator;
  readonly faq: Locator;
  readonly events: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'The library' });
    this.hours = page.getByRole('region', { name: 'Opening hours' });
    this.closedDays = page.getByRole('region', { name: 'Closed days' });
    this.rules = page.getByRole('region', { name: 'Circulation rules' });
    this.texts = page.getByRole('region', { name: 'Institution texts' });
    this.faq = page.getByRole('region', { name: 'Frequently asked questions' });
    this.events = page.getByRole('region', { name: 'Institutional events' });
  }

  async open(): Promise<void> {
    await this.page.goto('/balcao/biblioteca');
    await expect(this.heading).toBeVisible();
    await expect(this.hours).toBeVisible();
    await expect(this.faq).toBeVisible();
  }

  /** The library the hours editor shows: its name as the home page's table caption gives it. */
  async chosenLibrary(): Promise<string> {
    const option = await this.hours.getByLabel('Library').evaluate((select: HTMLSelectElement) => select.selectedOptions[0].textContent ?? '');
    return option.split(' · ').at(-1)!.trim();
  }

  /** Adds one shift on a weekday (by its English name) and saves the library's hours. */
  async addShift(weekday: string, opens: string, closes: string): Promise<void> {
    await this.hours.getByRole('button', { name: `Add a shift on ${weekday}` }).click();
    await this.hours.getByLabel(`${weekday} opens at`).last().fill(opens);
    await this.hours.getByLabel(`${weekday} closes at`).last().fill(closes);
    await this.hours.getByRole('button', { name: 'Save opening hours' }).click();
    await expect(this.hours.getByRole('status')).toHaveText('Opening hours saved.');
  }

  async addQuestion(question: string, answerHtml: string): Promise<void> {
    await this.faq.getByRole('button', { name: 'Add a question' }).click();
    const n = await this.faq.getByRole('listitem').count();
    await this.faq.getByLabel(`Question ${n}`, { exact: true }).fill(question);
    await this.faq.getByLabel(`Answer ${n} (HTML)`).fill(answerHtml);
    await this.faq.getByRole('button', { name: 'Save questions' }).click();
    await expect(this.faq.getByRole('status')).toHaveText('Questions saved.');
  }
}
