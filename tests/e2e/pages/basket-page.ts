import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** The basket page (/cesta), in English. Locators by role and accessible name. */
export class BasketPage {
  readonly heading: Locator;
  readonly items: Locator;
  readonly empty: Locator;
  readonly format: Locator;
  readonly download: Locator;
  readonly copyReferences: Locator;
  readonly recipients: Locator;
  readonly send: Locator;
  readonly clear: Locator;
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Basket' });
    this.items = page.locator('.basket-list > li');
    this.empty = page.getByText('Your basket is empty.');
    const exportPanel = page.getByRole('region', { name: 'Export' });
    this.format = exportPanel.getByRole('combobox', { name: 'Format' });
    this.download = exportPanel.getByRole('button', { name: 'Download' });
    this.copyReferences = exportPanel.getByRole('button', { name: 'Copy references' });
    const mailPanel = page.getByRole('region', { name: 'Send by e-mail' });
    this.recipients = mailPanel.getByRole('textbox', { name: 'Recipients' });
    this.send = mailPanel.getByRole('button', { name: 'Send' });
    this.clear = page.getByRole('button', { name: 'Clear the basket' });
    this.dialog = page.getByRole('alertdialog', { name: 'Confirmation' });
  }

  async open(): Promise<void> {
    await this.page.goto('/cesta');
    await expect(this.heading).toBeVisible();
  }

  item(title: string): Locator {
    return this.items.filter({ has: this.page.getByRole('link', { name: title, exact: true }) });
  }

  /** Downloads the basket in one format and answers the file's text and name. */
  async exportAs(label: string): Promise<{ name: string; text: string }> {
    await this.format.selectOption({ label });
    const [download] = await Promise.all([this.page.waitForEvent('download'), this.download.click()]);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return { name: download.suggestedFilename(), text: Buffer.concat(chunks).toString('utf8') };
  }
}

/** The one helper, drawn page first (./axe.ts). */
export { expectNoAxeViolations } from './axe';

/** The port the e2e server sends mail to (playwright.config.ts derives it the same way). */
export function smtpSinkPort(): number {
  return Number(process.env.E2E_SMTP_PORT ?? Number(process.env.E2E_PORT ?? 8181) + 1);
}

/** Asks the API itself (as a visitor) for titles, to pick real records of the demo catalogue. */
export async function findTitles(
  request: APIRequestContext,
  query: Record<string, string | string[]>,
): Promise<{ cod_acervo: number; titulo: string }[]> {
  const token = await request.post('/api/oauth/token', { data: { grant_type: 'client_credentials', client_id: '4' } });
  const { access_token } = (await token.json()) as { access_token: string };
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) for (const v of [value].flat()) params.append(key, v);
  const answer = await request.get(`/api/consulta?${params}`, { headers: { Authorization: `Bearer ${access_token}` } });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: { cod_acervo: number; titulo: string }[] }).data;
}
