import { expect, test, type Request } from '@playwright/test';
import { CatalogueSearchPage, countIn, expectNoAxeViolations } from './pages/catalogue-page';

// Search, facets, did-you-mean, autocomplete and the search state in the URL, on the real
// server with the full demo catalogue. In English, the source language: these texts stay
// the same once the other catalogs are translated.
test.use({ locale: 'en-US' });

// A word of many demo records (the New Zealand national bibliography, nlnz_1001.mrc).
const WORD = 'Zealand';

/** Collects the search calls the page makes, to prove that a refused search sends none. */
function searchCalls(page: CatalogueSearchPage['page']): Request[] {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/consulta') calls.push(request);
  });
  return calls;
}

test('a facet narrows the results to its count, survives a reload, and its chip removes it', async ({ page }) => {
  const search = new CatalogueSearchPage(page);
  await search.open();
  await search.search(WORD);
  await expect(page).toHaveURL(/termo=Zealand/);
  const all = await search.total();
  expect(all).toBeGreaterThan(20);
  await expect(search.results).toHaveCount(20);
  await expectNoAxeViolations(page);

  // The second language of the list: fewer titles than the whole result. Ticked with the
  // keyboard, it keeps the focus while the results change.
  const languages = search.facetGroup('Language');
  const label = ((await languages.locator('label').nth(1).textContent()) ?? '').trim();
  const count = countIn(label, /\((\d+)\)\s*$/);
  expect(count).toBeLessThan(all);
  const entry = languages.getByRole('checkbox', { name: label, exact: true });
  await entry.focus();
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/filtro=/);
  await expect(search.resultsHeading).toHaveText(new RegExp(`^${count} results? for`));
  await expect(entry).toBeChecked();
  await expect(entry).toBeFocused();
  const chip = search.chips.getByRole('button', { name: /^Language:/ });
  await expect(chip).toBeVisible();

  // A shareable link: the reload shows the same filtered results.
  await page.reload();
  await expect(search.resultsHeading).toHaveText(new RegExp(`^${count} results? for`));
  await expect(search.facetGroup('Language').getByRole('checkbox', { checked: true })).toHaveCount(1);
  await expectNoAxeViolations(page);

  // A second letter combines with AND: the count can only shrink.
  const types = search.facetGroup('Type of work');
  await types.getByRole('checkbox').first().check();
  await expect(search.chips.getByRole('listitem')).toHaveCount(2);
  expect(await search.total()).toBeLessThanOrEqual(count);

  await search.chips.getByRole('button', { name: 'Remove all filters' }).click();
  await expect(search.resultsHeading).toHaveText(new RegExp(`^${all} results for`));
  await expect(page).not.toHaveURL(/filtro=/);
  await expect(search.chips).toHaveCount(0);
  await expect(search.resultsHeading).toBeFocused();
});

test('removing a chip removes its filter', async ({ page }) => {
  const search = new CatalogueSearchPage(page);
  await search.open(`/?termo=${WORD}`);
  const all = await search.total();
  await search.facetGroup('Show only').getByRole('checkbox', { name: /Online access/ }).check();
  await expect(search.resultsHeading).not.toHaveText(new RegExp(`^${all} `));
  await search.chips.getByRole('button', { name: /Show only: Online access/ }).click();
  await expect(search.resultsHeading).toHaveText(new RegExp(`^${all} results for`));
  await expect(search.facetGroup('Show only').getByRole('checkbox', { name: /Online access/ })).not.toBeChecked();
});

test('sort, page size and display mode live in the URL', async ({ page }) => {
  const search = new CatalogueSearchPage(page);
  await search.open(`/?termo=${WORD}`);
  await search.total();
  await page.getByLabel('Per page').selectOption('10');
  await expect(search.results).toHaveCount(10);
  await page.getByLabel('Sort by').selectOption('D');
  await expect(page).toHaveURL(/ordenacao=D/);
  // The previous page stays on screen while the sorted one loads: wait for the order to show.
  const newestFirst = (years: number[]) => years.length > 1 && years.every((year, i) => i === 0 || years[i - 1] >= year);
  await expect.poll(async () => newestFirst(await search.years())).toBe(true);
  await page.getByLabel('Display').selectOption('C');
  await expect(page).toHaveURL(/exibicao=C/);
  await expect(search.results.locator('img')).toHaveCount(0);
  await page.reload();
  await expect(search.results).toHaveCount(10);
  await expect(page.getByLabel('Display')).toHaveValue('C');
});

test('a whole page of results goes into the basket at once', async ({ page }) => {
  const search = new CatalogueSearchPage(page);
  await search.open(`/?termo=${WORD}&quantPag=10`);
  await expect(search.results).toHaveCount(10);
  await page.getByRole('button', { name: 'Add this page to the basket' }).click();
  await expect(page.getByText('10 titles were added to the basket.')).toBeVisible();
  await expect(search.results.getByRole('button', { name: /^Remove from basket/ })).toHaveCount(10);
});

test('an empty search shows the required-field message and sends nothing', async ({ page }) => {
  const search = new CatalogueSearchPage(page);
  await search.open();
  const calls = searchCalls(page);
  await search.term.fill('   ');
  await search.submit.click();
  await expect(search.requiredError).toBeVisible();
  await expect(search.term).toBeFocused();
  await expect(search.term).toHaveAttribute('aria-invalid', 'true');

  await search.openAdvanced();
  await search.advancedForm.getByRole('button', { name: 'Search' }).click();
  await expect(search.requiredError).toBeVisible();
  await expectNoAxeViolations(page);
  expect(calls).toHaveLength(0);
});

test('advanced search combines a title word with a range of years', async ({ page }) => {
  const search = new CatalogueSearchPage(page);
  await search.open();
  await search.openAdvanced();
  await expect(search.advancedRowField(1)).toHaveValue('titulo');
  await search.advancedRowValue(1).fill(WORD);
  await search.advancedForm.getByRole('textbox', { name: 'From' }).fill('2000');
  await expectNoAxeViolations(page);
  await search.advancedForm.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/campo=/);
  const total = await search.total();
  expect(total).toBeGreaterThan(0);
  for (const title of await search.results.locator('.result-title').allTextContents()) {
    expect(title).toMatch(/zealand/i);
  }
  for (const year of await search.results.locator('.result-year').allTextContents()) {
    expect(Number(year)).toBeGreaterThanOrEqual(2000);
  }

  // 'and not' an author's word leaves fewer titles; the form comes back filled after a reload.
  await search.advancedRowField(2).selectOption('livre');
  await search.advancedRowValue(2).fill('treaty');
  await search.advancedForm.getByRole('combobox', { name: 'How row 2 joins the rows before it' }).selectOption('NAO');
  await search.advancedForm.getByRole('button', { name: 'Search' }).click();
  await expect(search.resultsHeading).not.toHaveText(new RegExp(`^${total} `));
  expect(await search.total()).toBeLessThan(total);
  await page.reload();
  await expect(search.advancedRowValue(2)).toHaveValue('treaty');
});

test('a misspelt word offers "did you mean", which searches the corrected word', async ({ page }) => {
  const search = new CatalogueSearchPage(page);
  await search.open('/?termo=Zealnd');
  await expect(search.resultsHeading).toHaveText(/^0 results for “Zealnd”/);
  const suggestion = search.didYouMean.getByRole('link', { name: 'zealand' });
  await expect(suggestion).toBeVisible();
  await expectNoAxeViolations(page);
  await suggestion.click();
  await expect(page).toHaveURL(/termo=zealand/);
  expect(await search.total('zealand')).toBeGreaterThan(100);
});

test('autocomplete works with the keyboard', async ({ page }) => {
  const search = new CatalogueSearchPage(page);
  await search.open();
  await search.term.pressSequentially('Zeal');
  await expect(search.completions).toBeVisible();
  await expect(search.term).toHaveAttribute('aria-expanded', 'true');
  await expectNoAxeViolations(page);

  // Escape closes the list; the text stays.
  await search.term.press('Escape');
  await expect(search.completions).toBeHidden();
  await expect(search.term).toHaveValue('Zeal');

  await search.term.press('ArrowDown');
  const first = search.completions.getByRole('option').first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  const activeId = await first.getAttribute('id');
  await expect(search.term).toHaveAttribute('aria-activedescendant', activeId ?? '');
  const word = (await first.locator('span').first().textContent()) ?? '';
  expect(word.toLowerCase()).toContain('zeal');
  await search.term.press('Enter');
  await expect(page).toHaveURL(new RegExp(`termo=${encodeURIComponent(word)}`));
  await expect(search.resultsHeading).toHaveText(new RegExp(`results? for “${word}”`));
  await expect(search.completions).toBeHidden();
});

test('malformed values in the address are ignored with a notice', async ({ page }) => {
  const search = new CatalogueSearchPage(page);
  await page.goto(`/?termo=${WORD}&pagina=abc&quantPag=7&filtro=%5B%22nonsense%22%5D`);
  await expect(search.urlNotice).toBeVisible();
  await expect(search.urlNotice).toContainText('page');
  await expect(search.urlNotice).toContainText('filters');
  expect(await search.total()).toBeGreaterThan(20);
  await expect(search.results).toHaveCount(20);
});

test('on a narrow screen the filters fold behind a button', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const search = new CatalogueSearchPage(page);
  await search.open(`/?termo=${WORD}`);
  await search.total();
  const toggle = search.facets.getByRole('button', { name: 'Show filters' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(search.facetGroup('Language')).toBeHidden();
  await toggle.click();
  await expect(search.facets.getByRole('button', { name: 'Hide filters' })).toHaveAttribute('aria-expanded', 'true');
  await expect(search.facetGroup('Language')).toBeVisible();
  await expectNoAxeViolations(page);
});
