import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { AppPage } from './pages/app-page';
import { SearchPage } from './pages/search-page';
import { TitlePage } from './pages/title-page';

// A real record of the demo catalogue (New Zealand national bibliography, nlnz_1001.mrc).
const WORD = 'Zealand';

async function expectNoAxeViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('a visitor searches, opens a title and sees its page, all accessible', async ({ page }) => {
  const search = new SearchPage(page);
  await search.open();
  await expect(search.heading).toHaveText('Pesquisar no catálogo');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await expectNoAxeViolations(page);

  await search.submit.click();
  await expect(search.requiredError).toBeVisible();

  await search.search(WORD);
  await expect(page).toHaveURL(/termo=Zealand/);
  await expect(search.resultsHeading).toBeVisible();
  const first = search.results.first().locator('.result-title a');
  const title = (await first.textContent())?.trim() ?? '';
  expect(title.length).toBeGreaterThan(0);
  await expect(search.results.first()).toContainText(/de \d+ disponíve/);
  await expectNoAxeViolations(page);

  await first.click();
  const titlePage = new TitlePage(page);
  await expect(page).toHaveURL(/\/acervo\/\d+$/);
  await expect(titlePage.heading).toHaveText(title);
  await expect(titlePage.heading).toBeFocused();
  await expectNoAxeViolations(page);

  await titlePage.openSection('MARC');
  await expect(page).toHaveURL(/\/acervo\/\d+\/marc$/);
  await expect(page.getByRole('table')).toContainText('245');
});

test('an unknown path shows the not-found page', async ({ page }) => {
  const app = new AppPage(page);
  await app.goto('/esta/pagina/nao/existe');
  await expect(app.notFoundHeading).toBeVisible();
  await app.goto('/nao-e-um-guia');
  await expect(app.notFoundHeading).toBeVisible();
  await app.goto('/acervo/abc');
  await expect(app.notFoundHeading).toBeVisible();
  await app.goto('/acervo/999999999');
  await expect(app.notFoundHeading).toBeVisible();
});

test('the personal area without a session sends the visitor to the login page', async ({ page }) => {
  await page.goto('/meupergamum');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmeupergamum$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Entrar');
});
