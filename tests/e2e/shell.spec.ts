import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './pages/chrome-page';
import { findTitles } from './pages/basket-page';
import { ShellPage } from './pages/shell-page';
import { TitleDetailsPage } from './pages/title-details-page';

test.use({ locale: 'en-US' });

test('the web manifest meets Chromium installability criteria and a service worker controls the page', async ({
  page,
}) => {
  const shell = new ShellPage(page);
  await shell.open();
  const { manifest, iconStatus } = await shell.readManifest();
  expect(manifest.name).toBeTruthy();
  expect(manifest.short_name).toBeTruthy();
  expect(manifest).toMatchObject({
    start_url: '/',
    display: 'standalone',
    id: '/',
    scope: '/',
    lang: 'pt-BR',
    categories: ['education', 'books'],
  });
  const sizes = (purpose: string) =>
    manifest.icons.filter((icon) => (icon.purpose ?? 'any') === purpose && icon.type === 'image/png').map((icon) => icon.sizes);
  expect(sizes('any')).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(sizes('maskable')).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(Object.values(iconStatus).every((status) => status === 200)).toBe(true);
  const shortcuts = manifest.shortcuts as { url: string; icons: unknown[] }[];
  expect(shortcuts.map((shortcut) => shortcut.url)).toEqual(['/', '/meupergamum']);
  expect(shortcuts.every((shortcut) => shortcut.icons.length > 0)).toBe(true);

  await shell.serviceWorkerControls();
  await page.reload();
  expect(await shell.serviceWorkerControls()).toBe(true);
});

test('a first visit leaves Dexie, the service worker and the manifest for after its first page, and loads Dexie at once when the basket needs it', async ({
  page,
  request,
}) => {
  const [first] = await findTitles(request, { termo: 'Zealand' });
  // When the worker registers and the manifest is linked, with how many of the page's API
  // calls were then in flight.
  await page.addInitScript(() => {
    const log: string[] = [];
    let inFlight = 0;
    const fetch = window.fetch;
    window.fetch = (...args: Parameters<typeof fetch>) => {
      const api = String(args[0] instanceof Request ? args[0].url : args[0]).includes('/api/');
      if (api) inFlight += 1;
      const answer = fetch(...args);
      if (api) void answer.then((response) => response.clone().arrayBuffer()).catch(() => undefined).finally(() => (inFlight -= 1));
      return answer;
    };
    const state = () => `API calls in flight: ${inFlight}, page shown: ${document.querySelector('main h1') !== null}`;
    const register = ServiceWorkerContainer.prototype.register;
    ServiceWorkerContainer.prototype.register = function (...args: Parameters<typeof register>) {
      log.push(`worker (${state()})`);
      return register.apply(this, args);
    };
    new MutationObserver((changes) => {
      for (const change of changes)
        for (const node of change.addedNodes)
          if (node instanceof HTMLLinkElement && node.rel === 'manifest') log.push(`manifest (${state()})`);
    }).observe(document, { childList: true, subtree: true });
    Object.assign(window, { startLog: log });
  });
  const dexieRequests: string[] = [];
  page.on('request', (sent) => {
    // db-<hash>.js, not db-access-<hash>.js (the few plain IndexedDB reads of the start).
    if (/^\/assets\/db-[A-Za-z0-9_]+\.js$/.test(new URL(sent.url()).pathname)) dexieRequests.push(sent.url());
  });

  const title = new TitleDetailsPage(page);
  await title.open(first.cod_acervo);
  // The empty basket shows at once, without Dexie.
  await expect(page.getByRole('link', { name: 'Basket, 0 titles' })).toBeVisible();
  await expect(title.addToBasket).toBeVisible();
  // The worker registers, and the manifest is linked, once the first page's calls are over;
  // Dexie waits longer still.
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { startLog: string[] }).startLog.sort()))
    .toEqual(['manifest (API calls in flight: 0, page shown: true)', 'worker (API calls in flight: 0, page shown: true)']);
  expect(dexieRequests).toEqual([]);

  // Putting a title in the basket cannot wait: Dexie loads, and the count follows.
  await title.addToBasket.click();
  await expect(title.removeFromBasket).toBeVisible();
  await expect(page.getByRole('link', { name: 'Basket, 1 titles' })).toBeVisible();
  expect(dexieRequests).toHaveLength(1);
});

test('choosing a language reloads the page in it and the choice persists', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.open('/indices/titulo');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(shell.languageButton('English')).toHaveAttribute('aria-pressed', 'true');
  await page.evaluate(() => localStorage.setItem('abas', '[1]'));

  await shell.languageButton('Español').click();
  await expect(page).toHaveURL(/\/indices\/titulo\?lng=es$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('link', { name: 'Explorar', exact: true })).toBeVisible();
  await expect(shell.languageButton('Español')).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate(() => [localStorage.getItem('abas'), localStorage.getItem('guias')])).toEqual([
    null,
    'false',
  ]);

  await shell.open('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('link', { name: 'Buscar', exact: true })).toBeVisible();
});

test.describe('on a narrow screen', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
  });

  test('the header names the catalogue or the personal area with the institution', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.open('/');
    await expect(shell.headerTitle).toHaveText('Online catalogue UFDEMO');
    // The languages are in the phone menu (tests/e2e/phone.spec.ts), not in the header row.
    await expect(shell.languageButton('English')).toBeHidden();
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Escape');

    await shell.open('/login?redirect=%2Fmeupergamum');
    await expect(shell.headerTitle).toHaveText('Online catalogue UFDEMO');
    await page.getByRole('textbox', { name: 'User' }).fill('aluno');
    await page.getByLabel('Password', { exact: true }).fill('Biblioteca#2026');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/meupergamum$/);
    await expect(shell.headerTitle).toHaveText('MeuPergamum UFDEMO');
  });

  test('axe finds no violation', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.open('/');
    await expectNoAxeViolations(page);
  });
});

test('before its code has arrived the page shows the header bar and the logo, which the app then replaces', async ({ page }) => {
  // The app's scripts are held: what shows meanwhile is what a slow phone shows.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  const placeholder = page.locator('#root > .app-placeholder');
  await expect(placeholder.locator('.app-header img')).toBeVisible();
  expect(await placeholder.locator('img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  await expect(page.getByRole('banner')).toHaveCount(0);

  release();
  await expect(page.getByRole('banner')).toContainText('Online catalogue');
  await expect(placeholder).toHaveCount(0);
});
