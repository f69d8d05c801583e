import { axe } from './pages/axe';
import { expect, test, type Page } from '@playwright/test';
import { parseCoins } from '../support/zotero/coins';
import { SearchPage } from './pages/search-page';
import { TitlePage } from './pages/title-page';

// A real record of the demo catalogue (New Zealand national bibliography, nlnz_1001.mrc).
const WORD = 'Zealand';

async function expectNoAxeViolations(page: Page): Promise<void> {
  const { violations } = await axe(page).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('Zotero reads a whole results page: one COinS span and one unAPI id per result, parsed by its own parser', async ({ page, request }) => {
  const search = new SearchPage(page);
  await search.open();
  await search.search(WORD);
  await expect(search.resultsHeading).toBeVisible();
  const count = await search.results.count();
  expect(count).toBeGreaterThan(1);
  const spans = await page.locator('span.Z3988').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('title') ?? ''));
  expect(spans).toHaveLength(count);
  const titles = await search.results.locator('.result-title a').allTextContents();
  spans.forEach((span, i) => {
    const item = parseCoins(span);
    expect(item, span).toBeTruthy();
    expect(item && (item.title ?? item.publicationTitle)).toBe(titles[i].trim());
  });
  // The page names its unAPI server; each id answers the formats and a RIS record.
  await expect(page.locator('link[rel="unapi-server"]')).toHaveAttribute('href', '/unapi');
  const ids = await page.locator('abbr.unapi-id').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('title') ?? ''));
  expect(ids).toHaveLength(count);
  expect((await request.get(`/unapi?id=${ids[0]}`)).status()).toBe(300);
  const ris = await request.get(`/unapi?id=${ids[0]}&format=ris`);
  expect(ris.status()).toBe(200);
  expect(await ris.text()).toContain(`TI  - ${titles[0].split(':')[0].trim()}`);
  await expectNoAxeViolations(page);
});

test('a title page opened directly carries its JSON-LD, canonical link and COinS, and stays accessible', async ({ page, request }) => {
  const search = new SearchPage(page);
  await search.open();
  await search.search(WORD);
  const href = await search.results.first().locator('.result-title a').getAttribute('href');
  const id = /\/acervo\/(\d+)/.exec(href ?? '')![1];
  // Without JavaScript (a crawler, a link preview): the server's own HTML.
  const raw = await (await request.get(`/acervo/${id}`)).text();
  expect(raw).toContain(`/acervo/${id}" />`);
  expect(raw).toContain('<script type="application/ld+json">');

  await page.goto(`/acervo/${id}`);
  const titlePage = new TitlePage(page);
  await expect(titlePage.heading).toBeVisible();
  const heading = (await titlePage.heading.textContent())?.trim();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/acervo/${id}$`));
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(ld.url).toMatch(new RegExp(`/acervo/${id}$`));
  const span = await page.locator('.title-header span.Z3988').getAttribute('title');
  const item = parseCoins(span ?? '');
  expect(item && (item.title ?? item.publicationTitle)).toBe(heading);
  await expect(page.locator('.title-header abbr.unapi-id')).toHaveAttribute('title', id);
  await expectNoAxeViolations(page);
});
