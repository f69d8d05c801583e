import { expect, test } from '@playwright/test';
import { AppPage } from './pages/app-page';
import { AuthorityPage, BrowseIndexPage, CatalogueSearchPage, countIn, expectNoAxeViolations } from './pages/catalogue-page';

// Browse indexes and authorities on the real demo catalogue, in English (see catalogue.spec.ts).
test.use({ locale: 'en-US' });

const collator = new Intl.Collator('pt', { sensitivity: 'base' });

test('an index lists headings alphabetically, jumps to a term and pages both ways', async ({ page }) => {
  const index = new BrowseIndexPage(page);
  await page.goto('/indices/autor');
  await expect(index.heading).toHaveText('Browse the index: Authors');
  await expect(index.rows).toHaveCount(20);
  await expectNoAxeViolations(page);

  await index.jumpTo('Silva');
  await expect(page).toHaveURL(/termo=Silva/);
  await expect(index.rows.first().locator('th')).toHaveText(/^S/);
  const jumped = await index.headings();
  // Every heading from the jump on sorts at or after the term.
  for (const heading of jumped) expect(collator.compare(heading, 'Silva')).toBeGreaterThanOrEqual(0);

  await index.next.click();
  await expect(index.rows.first().locator('th')).not.toHaveText(jumped[0]);
  const next = await index.headings();
  expect(collator.compare(next[0], jumped[jumped.length - 1])).toBeGreaterThan(0);

  await index.previous.click();
  await expect.poll(() => index.headings()).toEqual(jumped);

  // Each heading leads to its titles: the search finds as many as the index counted.
  const row = index.rows.first();
  const count = countIn(await row.locator('td').textContent());
  await row.getByRole('link').click();
  const search = new CatalogueSearchPage(page);
  await expect(page).toHaveURL(/campo=/);
  expect(await search.total()).toBe(count);
});

test('every index opens, and an unknown one is not found', async ({ page }) => {
  const index = new BrowseIndexPage(page);
  await page.goto('/indices');
  await expect(page).toHaveURL(/\/indices\/titulo$/);
  for (const name of ['Series', 'Subjects', 'Call numbers', 'ISBN', 'ISSN']) {
    await page.getByRole('navigation', { name: 'Indexes' }).getByRole('link', { name, exact: true }).click();
    await expect(index.heading).toHaveText(`Browse the index: ${name}`);
    await expect(index.rows.first()).toBeVisible();
  }
  await new AppPage(page).goto('/indices/senha');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
});

test('an authority shows its heading, references and linked titles, and its MARC view', async ({ page }) => {
  const authorities = new AuthorityPage(page);
  await page.goto('/autoridade');
  await expect(authorities.heading).toHaveText('Authorities');
  await authorities.term.fill('Zealand');
  await page.getByRole('search', { name: 'Search authorities' }).getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/termo=Zealand/);
  await expect(authorities.results.first()).toBeVisible();
  await expectNoAxeViolations(page);

  const withTitles = authorities.results.filter({ hasText: /· [1-9]\d* titles?$/ }).first();
  const heading = (await withTitles.getByRole('link').textContent())?.trim() ?? '';
  await withTitles.getByRole('link').click();
  await expect(page).toHaveURL(/\/autoridade\/\d+$/);
  await expect(authorities.heading).toHaveText(heading);
  await expect(page.locator('.authority-header .result-type')).toHaveText(/subject/);
  await expect(authorities.linkedTitles.first()).toBeVisible();
  await expectNoAxeViolations(page);

  const title = authorities.linkedTitles.first().getByRole('link');
  const titleText = (await title.textContent())?.trim() ?? '';
  const authorityUrl = page.url();
  await page.getByRole('link', { name: 'MARC' }).click();
  await expect(page).toHaveURL(/\/marc$/);
  await expect(page.getByRole('table')).toContainText(/15[01]/);
  await expectNoAxeViolations(page);

  await page.goto(authorityUrl);
  await authorities.linkedTitles.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/acervo\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(titleText);
});

test('authorities can be browsed by type, and an unknown authority is not found', async ({ page }) => {
  const authorities = new AuthorityPage(page);
  await page.goto('/autoridade');
  await authorities.type.selectOption('pessoa');
  await page.getByRole('search', { name: 'Search authorities' }).getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/tipo=pessoa/);
  await expect(authorities.results.first()).toContainText('Personal name');
  const headings = (await authorities.results.getByRole('link').allTextContents()).map((text) => text.trim());
  expect(headings.length).toBeGreaterThan(1);
  await page.goto('/autoridade/999999999');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
});
