import { axe } from './pages/axe';
import { expect, test, type Page } from '@playwright/test';
import { AppPage } from './pages/app-page';
import { firstSeen, scriptsRan, watchFromNextLoad, watchFromNow } from './pages/first-seen';
import { SearchPage } from './pages/search-page';
import { TitlePage } from './pages/title-page';

// A real record of the demo catalogue (New Zealand national bibliography, nlnz_1001.mrc).
const WORD = 'Zealand';

async function expectNoAxeViolations(page: Page): Promise<void> {
  const { violations } = await axe(page).analyze();
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
  await expect(search.results.first()).toContainText(/de \d+ disponíve(l|is)/);
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

test('a title page opened directly shows the chrome and a loading notice at once; inside the app the old page stays a second first', async ({ page }) => {
  // The record's answer is held until the test lets it go: what shows meanwhile is what a
  // patron on a slow network sees. The router's default would leave the page blank for a
  // second before showing the notice; the page's own clock says when its scripts had run
  // and when the notice appeared.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/acervo\/\d+$/, async (route) => {
    await held;
    await route.continue();
  });
  await watchFromNextLoad(page, { notice: '[role="status"].loading' });
  const search = new SearchPage(page);
  await search.open();
  await search.search(WORD);
  const first = search.results.first().locator('.result-title a');
  const [href, title] = [await first.getAttribute('href'), ((await first.textContent()) ?? '').trim()];
  await page.goto(href!);
  await expect(page.getByRole('banner')).toContainText('Catálogo online');
  await expect(page.getByRole('status').filter({ hasText: 'Carregando…' })).toBeVisible();
  await expect(new AppPage(page).heading).toHaveCount(0);
  expect((await firstSeen(page)).notice - (await scriptsRan(page))).toBeLessThan(700);

  release();
  const titlePage = new TitlePage(page);
  await expect(titlePage.heading).toHaveText(title);
  await expect(titlePage.sections.getByRole('link')).not.toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Carregando…' })).toHaveCount(0);

  // Moving on inside the app, the page on screen stays for the router's usual second
  // before a slow sub-page shows the notice: no flash of "Loading…" on every click.
  await page.route(/\/api\/acervo\/\d+\/marc$/, async (route) => {
    await new Promise<void>(() => undefined);
    await route.continue();
  });
  const clicked = await watchFromNow(page, { navigationNotice: '.title-tab-panel > [role="status"].loading' });
  await titlePage.openSection('MARC');
  // The sub-page's own notice, not the comments' one still loading on the old page.
  await expect(page.locator('.title-tab-panel > [role="status"]')).toHaveText('Carregando…');
  expect((await firstSeen(page)).navigationNotice - clicked).toBeGreaterThanOrEqual(950);
});

test('a title page opened directly asks for its record while the page is first drawn, not after', async ({ page, browser }) => {
  // A first visit on a slow phone (nothing saved yet, CPU 6× slower): drawing the chrome
  // takes a while. The record's request must already be on its way when the chrome
  // appears, so the two waits overlap.
  const search = new SearchPage(page);
  await search.open();
  await search.search(WORD);
  const address = new URL((await search.results.first().locator('.result-title a').getAttribute('href'))!, page.url());
  const fresh = await browser.newContext({ locale: 'pt-BR' });
  const first = await fresh.newPage();
  const cdp = await fresh.newCDPSession(first);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await watchFromNextLoad(first, { chrome: 'header' });
  await first.goto(address.href);
  await expect(new TitlePage(first).heading).toBeVisible();
  const requested = await first.evaluate(
    (path) => performance.getEntriesByType('resource').find((entry) => new URL(entry.name).pathname === `/api${path}`)?.startTime ?? NaN,
    address.pathname,
  );
  expect(requested).toBeLessThan((await firstSeen(first)).chrome);
  await fresh.close();
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
