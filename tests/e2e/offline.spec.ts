// Offline (issue 5, items 3 and 4): Chromium's installability verdict, the shell and the
// saved data after an offline reload, what needs the network, the service worker's caches
// (never a patron's answers, never the shell for /api), logout clearing the patron's saved
// cache, and the new-version prompt. Run against your own build:
// STATIC_DIR=.tmp/dist-offline E2E_PORT=8221 npx playwright test tests/e2e/offline.spec.ts
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { writeCopies } from '../../server/http/compressed-copies';
import { expectNoAxeViolations } from './pages/chrome-page';
import { OfflinePage, holdsSearch } from './pages/offline-page';

test.use({ locale: 'en-US' });

const WORD = 'Zealand';
const resultsHeading = (word: string) => new RegExp(`^\\d+ results? for “${word}”`);

async function searchFor(page: Page, word: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Search the collection' }).fill(word);
  await page.getByRole('search').getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: resultsHeading(word) })).toBeVisible();
}

test('Chromium finds the app installable once its service worker controls the page', async ({ page }) => {
  const offline = new OfflinePage(page);
  await offline.openControlled('/');
  const cdp = await page.context().newCDPSession(page);
  const errors = async () => {
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    // Playwright's contexts are incognito-like; every other criterion must be met.
    return installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito');
  };
  // The manifest is linked once the start has settled (vite.config.ts linkManifestLater).
  await expect.poll(errors).toEqual([]);
});

test('offline, a reload shows the shell, the last search and the opening hours with when they were saved', async ({
  page,
  context,
}) => {
  const offline = new OfflinePage(page);
  await offline.openControlled('/');
  await expect(page.locator('.hours-today').first()).toBeVisible();
  const searched = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/consulta');
  await searchFor(page, WORD);
  const searchUrl = (await searched).url();
  const total = await page.getByRole('heading', { level: 2, name: resultsHeading(WORD) }).textContent();
  // A title seen online.
  const firstTitle = page.locator('.result-title a').first();
  const titleName = ((await firstTitle.textContent()) ?? '').trim();
  await firstTitle.click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(titleName);
  const titleUrl = page.url();
  const titleKey = `"queryKey":["title",${titleUrl.match(/\/acervo\/(\d+)/)?.[1]}]`;
  await expect.poll(async () => (await offline.savedCaches()).some((record) => record.value.includes(titleKey))).toBe(true);
  await page.goBack();
  await offline.waitUntilSearchSaved('visitor', WORD);
  // The home's opening hours are saved too before the network goes (on a busy machine the
  // throttled save may not have written them yet).
  await expect.poll(async () => (await offline.savedCaches()).some((record) => record.value.includes('"opening-hours"'))).toBe(true);
  await expect(offline.notice).toBeHidden();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Search the catalogue' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: resultsHeading(WORD) })).toHaveText(total ?? '');
  await expect(page.locator('.result-list > li').first()).toBeVisible();
  await expect(offline.notice).toHaveText(/^Offline — showing data saved at \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}/);
  await expectNoAxeViolations(page);

  // A search never made cannot run: the button says why instead of spinning forever.
  await page.getByRole('combobox', { name: 'Search the collection' }).fill('never searched before');
  const submit = page.getByRole('search').getByRole('button', { name: 'Search', exact: true });
  await expect(submit).toHaveAttribute('aria-disabled', 'true');
  await expect(submit).toHaveAccessibleDescription('Needs a connection: you are offline.');
  await page.getByRole('combobox', { name: 'Search the collection' }).fill(WORD);
  await expect(submit).not.toHaveAttribute('aria-disabled', 'true');

  // The title page as saved.
  await page.goto(titleUrl);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(titleName);
  await expect(offline.notice).toContainText('Offline — showing data saved at');

  // A title never opened online says it was not saved, instead of loading for ever.
  await page.goto(titleUrl.endsWith('/acervo/2') ? '/acervo/3' : '/acervo/2');
  await expect(page.getByRole('status').filter({ hasText: 'You are offline and this was not saved on this device.' })).toBeVisible();

  // Home: the opening hours as saved.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 2, name: 'Opening hours' })).toBeVisible();
  await expect(page.locator('.hours-today').first()).toBeVisible();
  await expect(offline.notice).toContainText('Offline — showing data saved at');

  // The service worker's own cache answers the same search (the layer under the query cache).
  const cached = await offline.fetchFromPage(searchUrl);
  expect(cached).not.toBe('network error');
  if (cached !== 'network error') {
    expect(cached.status).toBe(200);
    expect(JSON.parse(cached.body)).toMatchObject({ total: Number(total?.match(/\d+/)?.[0]) });
  }

  // /api never answers with the app shell: an uncached call fails as a network error.
  const uncached = await offline.fetchFromPage('/api/parametros/funcionalidades?offline-check=1');
  expect(uncached === 'network error' || !uncached.type.includes('text/html')).toBe(true);
  const opened = await page.goto('/api/health').catch(() => null);
  if (opened) expect(opened.headers()['content-type'] ?? '').not.toContain('text/html');

  await context.setOffline(false);
  await page.goto('/');
  await expect(offline.notice).toBeHidden();
});

test("a patron's answers are saved only under their key, never in the worker's caches, and logout deletes them", async ({
  page,
}) => {
  const offline = new OfflinePage(page);
  await offline.openControlled('/login');
  // The login field's label is the institution's (e.g. 'Matrícula'): the form's first field.
  await page.getByRole('main').getByRole('textbox').first().fill('tecnico');
  await page.getByLabel('Password', { exact: true }).fill('Biblioteca#2026');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/');
  await searchFor(page, 'Brazil');
  await expect
    .poll(async () => (await offline.savedCaches()).some((record) => record.key.startsWith('pessoa:') && holdsSearch(record, 'Brazil')))
    .toBe(true);
  // Sent with the patron's token: the worker kept no copy.
  expect((await offline.cachedUrls('api-searches')).filter((url) => url.includes('Brazil'))).toEqual([]);

  await page.goto('/sair');
  await expect(page.getByText('You have been logged out.')).toBeVisible();
  await expect.poll(async () => (await offline.savedCaches()).map((record) => record.key)).not.toContainEqual(
    expect.stringMatching(/^pessoa:/),
  );
});

test('a waiting new version is offered, and updating reloads the page into it', async ({ page }) => {
  const offline = new OfflinePage(page);
  await offline.openControlled('/');
  const swFile = path.join(process.env.STATIC_DIR ?? 'dist', 'sw.js');
  // The worker and the build's compressed copies of it.
  const deployed = (content: string) => {
    fs.writeFileSync(swFile, content);
    writeCopies(swFile);
  };
  const original = fs.readFileSync(swFile, 'utf8');
  try {
    // A new deployment: a different service worker that answers one extra address.
    deployed(
      `${original}\nself.addEventListener('fetch', (event) => { if (new URL(event.request.url).pathname === '/__sw-version') event.respondWith(new Response('next')); });\n`,
    );
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    await expect(offline.updatePrompt).toBeVisible();
    await expectNoAxeViolations(page);
    await page.evaluate(() => {
      (window as unknown as { beforeUpdate?: boolean }).beforeUpdate = true;
    });
    await offline.updatePrompt.getByRole('button', { name: 'Update now' }).click();
    await expect
      .poll(() =>
        page
          .evaluate(() => (window as unknown as { beforeUpdate?: boolean }).beforeUpdate ?? false)
          // The reload may destroy the page while it is being asked.
          .catch(() => true),
      )
      .toBe(false);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const answer = await offline.fetchFromPage('/__sw-version');
    expect(answer !== 'network error' && answer.body).toBe('next');
    await expect(offline.updatePrompt).toBeHidden();
  } finally {
    deployed(original);
  }
});
