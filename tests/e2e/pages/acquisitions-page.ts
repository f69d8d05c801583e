import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** Page objects of the acquisition pages, the databases list and a title's restricted link (issue 25). */
export class AcquisitionsPage {
  readonly table: Locator;
  readonly status: Locator;
  readonly filter: Locator;

  constructor(readonly page: Page) {
    this.table = page.getByRole('table', { name: 'Your acquisition suggestions' });
    this.status = page.getByLabel('Status');
    this.filter = page.getByRole('button', { name: 'Show', exact: true });
  }

  async logIn(login: string, password: string): Promise<void> {
    await this.page.goto('/login');
    await this.page.getByRole('main').getByRole('textbox').first().fill(login);
    await this.page.getByLabel('Password', { exact: true }).fill(password);
    await this.page.getByRole('button', { name: 'Log in' }).click();
    await expect(this.page).not.toHaveURL(/\/login/);
  }

  row(title: string): Locator {
    return this.table.getByRole('row').filter({ hasText: title });
  }

  titles(): Promise<string[]> {
    return this.table.locator('tbody .card-title strong').allTextContents();
  }

  async openSuggestions(): Promise<void> {
    await this.page.goto('/meupergamum/sugestoes');
    await expect(this.page.getByRole('heading', { level: 1, name: 'My acquisition suggestions' })).toBeVisible();
  }

  async openStatistics(): Promise<{ chart: Locator; figures: Locator }> {
    await this.page.goto('/meupergamum/estatisticas-aquisicao');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Acquisition statistics' })).toBeVisible();
    return {
      chart: this.page.getByRole('img', { name: /^Suggestions by status\./ }),
      figures: this.page.getByRole('table', { name: 'Suggestions by status: the figures' }),
    };
  }
}

/** The demo title whose 856 is a Pearson e-book (server/seed/demo-extras.ts insertRestrictedLink), and that link's occurrence. */
export async function pearsonTitle(request: APIRequestContext): Promise<{ codAcervo: number; seq: number }> {
  const token = ((await (await request.post('/api/oauth/token', { data: { grant_type: 'client_credentials', client_id: '4' } })).json()) as { access_token: string }).access_token;
  for (let start = 1; start < 100_000; start += 100) {
    const codes = Array.from({ length: 100 }, (_, i) => `acervos=${start + i}`).join('&');
    const answer = await request.get(`/api/vinculos/links-resultado?${codes}`, { headers: { Authorization: `Bearer ${token}` } });
    const found = (await answer.json()) as { cod_acervo: number; links: { seq_paragrafo: number; url: string }[] }[];
    if (found.length === 0 && start > 1) break;
    for (const title of found) {
      const link = title.links.find((l) => l.url.includes('bvirtual.com.br'));
      if (link) return { codAcervo: title.cod_acervo, seq: link.seq_paragrafo };
    }
  }
  throw new Error('no demo title has a Pearson link');
}
