import { expect, test } from '@playwright/test';
import { CatalogueSearchPage, countIn, expectNoAxeViolations } from './pages/catalogue-page';

// Home without a search, and the network catalogue under a search, in English (see catalogue.spec.ts).
test.use({ locale: 'en-US' });

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

test('home shows each library\'s hours of today and its closures; the week opens on demand, today highlighted', async ({ page }) => {
  const search = new CatalogueSearchPage(page);
  await search.open();
  const hours = page.getByRole('region', { name: 'Opening hours' });
  await expect(hours.getByRole('heading', { level: 3 }).first()).toBeVisible();
  const library = hours.getByRole('article').first();
  // Today in one line; the week's table is closed until asked for.
  await expect(library.locator('.hours-today')).toHaveText(/^(Today: (closed|\d{2}:\d{2}–\d{2}:\d{2}.*)|Closed today: .+)$/);
  const table = library.getByRole('table');
  await expect(table).toBeHidden();
  await library.getByText('Hours for the week').click();
  await expect(table.getByRole('rowheader', { name: /^Monday/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /Monday/ })).toContainText(/\d{2}:\d{2}–\d{2}:\d{2}/);
  // The browser's weekday is the one marked as today.
  const today = WEEKDAYS[await page.evaluate(() => new Date().getDay())];
  const current = table.locator('tr[aria-current="date"]');
  await expect(current).toHaveCount(1);
  await expect(current).toContainText(`${today} (today)`);
  await expectNoAxeViolations(page);
});

test('home lists new acquisitions, filtered by course or area', async ({ page }) => {
  const search = new CatalogueSearchPage(page);
  await search.open();
  const section = page.getByRole('region', { name: 'New acquisitions' });
  const status = section.getByRole('status').first();
  await expect(status).toHaveText(/^\d+ titles? acquired since/);
  const all = countIn(await status.textContent());
  await expect(section.locator('.acquisition-list li')).toHaveCount(10);

  const course = section.getByRole('group', { name: 'Course', exact: true });
  const label = (await course.locator('label').first().textContent()) ?? '';
  const count = countIn(label, /\((\d+)\)\s*$/);
  expect(label).toMatch(/\(Campus [^)]+\)/);
  expect(count).toBeLessThan(all);
  await course.getByRole('checkbox').first().check();
  await expect(status).toHaveText(new RegExp(`^${count} titles? acquired since`));
  await expect(section.getByRole('group', { name: 'Area of knowledge', exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  // Its titles are real ones: the first opens its page.
  const first = section.locator('.acquisition-list li a').first();
  const title = (await first.textContent())?.trim() ?? '';
  await first.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
});

test('a search also shows the network catalogue, with its institution filter', async ({ page }) => {
  const search = new CatalogueSearchPage(page);
  await search.open('/?termo=Zealand');
  const status = search.network.getByRole('status').first();
  await expect(status).toHaveText(/^\d+ records? in the network catalogue/);
  const all = countIn(await status.textContent());
  const institutions = search.network.getByRole('group', { name: 'Institution', exact: true });
  const last = institutions.locator('li').last();
  const count = countIn(await last.textContent(), /\((\d+)\)\s*$/);
  expect(count).toBeLessThan(all);
  await last.getByRole('checkbox').check();
  await expect(page).toHaveURL(/filtroRede=/);
  await expect(status).toHaveText(new RegExp(`^${count} records? in the network catalogue`));
  await expectNoAxeViolations(page);
});

test('when the network catalogue fails, the page says the service is not available', async ({ page }) => {
  // The demo server's network base does not fail on its own: this one answer is made to fail
  // the way the contract says a real outage answers.
  await page.route('**/api/rede-pergamum/consulta**', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'REDE_PERGAMUM_INDISPONIVEL' }) }),
  );
  const search = new CatalogueSearchPage(page);
  await search.open('/?termo=Zealand');
  await expect(search.network.getByRole('alert')).toHaveText('Rede Pergamum service not available!');
  // The local results are unaffected.
  expect(await search.total('Zealand')).toBeGreaterThan(20);
});
