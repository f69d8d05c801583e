import { expect, test } from '@playwright/test';
import { findTitles } from './pages/basket-page';
import { expectNoAxeViolations } from './pages/chrome-page';
import { PHONE, PhonePage } from './pages/phone-page';

test.use({ locale: 'en-US', viewport: PHONE });

const WORD = 'Zealand';

// Sort, page size and display fold behind one "Sort and page size" button beside "Show filters"
// (issue 37), and "add this page" follows the titles, so three results fit the first screen.
test('after a search the first three results are on the first screen, and the field stays at the top', async ({ page }, testInfo) => {
  const phone = new PhonePage(page);
  await phone.open('/');
  await phone.keepScreenshot(testInfo, 'home');
  await phone.search(WORD);
  await expect(phone.results()).toHaveCount(20);
  for (const index of [0, 1, 2]) {
    expect(await phone.inFirstScreen(phone.results().nth(index)), `result ${index + 1} in the first screen`).toBe(true);
  }
  await phone.keepScreenshot(testInfo, 'search results');

  await phone.results().nth(12).scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  const field = await phone.searchField.boundingBox();
  expect(field && field.y >= 0 && field.y < 100).toBe(true);
  await expect(phone.searchField).toBeInViewport();
});

test("a title's first screen shows its name, availability and the add and hold buttons", async ({ page, request }, testInfo) => {
  const [first] = await findTitles(request, { termo: WORD });
  const phone = new PhonePage(page);
  await phone.open(`/acervo/${first.cod_acervo}`);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(first.titulo);
  const checks = {
    title: heading,
    availability: page.locator('.title-header').getByText(/\d+ of \d+ available/),
    add: page.getByRole('button', { name: /^Add to basket/ }),
    hold: page.locator('.title-header').getByRole('link', { name: 'Place a hold' }),
  };
  for (const [name, locator] of Object.entries(checks)) {
    await expect(locator).toBeVisible();
    expect(await phone.inFirstScreen(locator), `${name} in the first screen`).toBe(true);
  }
  await phone.keepScreenshot(testInfo, 'title');
  await checks.hold.click();
  await expect(page).toHaveURL(new RegExp(`/acervo/${first.cod_acervo}/reserva$`));
});

test('the menu by keyboard: it opens, keeps focus inside, and Escape gives focus back to its button', async ({ page }, testInfo) => {
  const phone = new PhonePage(page);
  await phone.open('/');
  // The wide header's parts are in the menu, not in the header row.
  await expect(phone.header.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Accessibility options' })).toBeHidden();
  await expect(phone.header.getByRole('link', { name: 'Basket, 0 titles' })).toBeVisible();

  await phone.menuButton.focus();
  await page.keyboard.press('Enter');
  await expect(phone.menu).toBeVisible();
  await expect(phone.menu.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Browse' })).toBeVisible();
  await expect(phone.menu.getByRole('button', { name: 'Português' })).toBeVisible();
  await expect(phone.menu.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  await expect(phone.menu.getByLabel('Zoom')).toBeVisible();
  await expect(phone.menu.getByRole('link', { name: 'Log in' })).toBeVisible();
  await phone.keepScreenshot(testInfo, 'menu');

  // Forty presses of Tab (more than the menu's controls) and Shift+Tab never leave it.
  for (let i = 0; i < 40; i += 1) {
    await page.keyboard.press(i % 5 === 4 ? 'Shift+Tab' : 'Tab');
    expect(await phone.menu.evaluate((menu) => menu.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(phone.menu).toBeHidden();
  await expect(phone.menuButton).toBeFocused();
  await expect(phone.menuButton).toHaveAttribute('aria-expanded', 'false');
});

test.describe('by touch', () => {
  test.use({ hasTouch: true, isMobile: true });

  test('the menu opens with a tap, and a tapped link goes there and closes it', async ({ page }) => {
    const phone = new PhonePage(page);
    await phone.open('/');
    await phone.menuButton.tap();
    await expect(phone.menu).toBeVisible();
    await phone.menu.getByRole('link', { name: 'Browse' }).tap();
    await expect(page).toHaveURL(/\/indices\/titulo$/);
    await expect(phone.menu).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test('the language changes from the menu, each one shown with its flag and its own name', async ({ page }) => {
  const phone = new PhonePage(page);
  await phone.open('/indices/titulo');
  await phone.menuButton.click();
  const languages = phone.menu.getByRole('list', { name: 'Language' });
  await expect(languages.getByRole('button')).toHaveText(['Português', 'English', 'Español', 'Français', 'Italiano']);
  // The flags are SVG images from the app, drawn (not emoji, not broken).
  const flags = languages.locator('img');
  await expect(flags).toHaveCount(5);
  for (const flag of await flags.all()) {
    expect(await flag.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0 && image.src.endsWith('.svg'))).toBe(true);
  }
  await languages.getByRole('button', { name: 'Español' }).click();
  await expect(page).toHaveURL(/\/indices\/titulo\?lng=es$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  const menuButton = page.getByRole('banner').getByRole('button', { name: 'Menú' });
  await menuButton.click();
  await expect(page.getByRole('dialog', { name: 'Menú' }).getByRole('button', { name: 'Español' })).toHaveAttribute('aria-pressed', 'true');
});

test('nothing scrolls sideways at 320 px, nor at 200 % zoom of a laptop screen', async ({ page, request }) => {
  test.setTimeout(240_000);
  const [first] = await findTitles(request, { termo: WORD });
  const phone = new PhonePage(page);
  const paths = ['/', `/?termo=${WORD}`, `/acervo/${first.cod_acervo}`, `/acervo/${first.cod_acervo}/marc`, '/cesta', '/indices/titulo', '/autoridade', '/login'];
  // 320 px: the narrowest phone; 640 × 400: a 1280 × 800 window at 200 % zoom.
  for (const viewport of [{ width: 320, height: 640 }, { width: 640, height: 400 }]) {
    await page.setViewportSize(viewport);
    for (const path of paths) {
      await phone.open(path);
      await expect(page.locator('main')).not.toBeEmpty();
      expect(await phone.horizontalOverflow(), `${path} at ${viewport.width} px`).toBe(0);
    }
  }
});

test('Share opens the system share sheet with the title and its address', async ({ page, request }) => {
  const [first] = await findTitles(request, { termo: WORD });
  await page.addInitScript(() => {
    const calls: unknown[] = [];
    Object.assign(window, { shareCalls: calls });
    Object.defineProperty(navigator, 'share', { value: async (data: unknown) => void calls.push(data), configurable: true });
  });
  const phone = new PhonePage(page);
  await phone.open(`/acervo/${first.cod_acervo}`);
  await page.getByRole('button', { name: 'Share' }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { shareCalls: unknown[] }).shareCalls)).toEqual([
    { title: first.titulo, url: `${new URL(page.url()).origin}/acervo/${first.cod_acervo}` },
  ]);
});

test('without a share sheet, Copy link puts the address on the clipboard', async ({ page, request }) => {
  const [first] = await findTitles(request, { termo: WORD });
  await page.addInitScript(() => {
    const copied: string[] = [];
    Object.assign(window, { copied });
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: async (text: string) => void copied.push(text) },
      configurable: true,
    });
  });
  const phone = new PhonePage(page);
  await phone.open(`/acervo/${first.cod_acervo}`);
  await expect(page.getByRole('button', { name: 'Share' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Link copied.' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { copied: string[] }).copied)).toEqual([
    `${new URL(page.url()).origin}/acervo/${first.cod_acervo}`,
  ]);
});

test("the menu offers to install the app once the browser does, and shows the browser's dialog", async ({ page }) => {
  const phone = new PhonePage(page);
  await phone.open('/');
  await phone.menuButton.click();
  // The menu's code loads on the first tap: wait for it before saying what it lacks.
  await expect(phone.menu).toBeVisible();
  await expect(phone.menu.getByRole('button', { name: 'Install app' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(phone.menu).toBeHidden();

  await page.evaluate(() => {
    const offer = new Event('beforeinstallprompt', { cancelable: true });
    Object.assign(offer, {
      prompt: async () => void Object.assign(window, { installPrompted: true }),
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    });
    window.dispatchEvent(offer);
  });
  await phone.menuButton.click();
  const install = phone.menu.getByRole('button', { name: 'Install app' });
  await expect(install).toBeVisible();
  await install.click();
  expect(await page.evaluate(() => (window as unknown as { installPrompted?: boolean }).installPrompted)).toBe(true);
  // An offer serves once.
  await expect(install).toHaveCount(0);
});

test('installed (display-mode standalone, here by its flag), the app has a bottom navigation', async ({ page }, testInfo) => {
  const phone = new PhonePage(page);
  await phone.open('/');
  await expect(phone.bottomNav).toHaveCount(0);

  await phone.open('/?display-mode=standalone');
  await expect(phone.bottomNav.getByRole('link')).toHaveText(['Search', 'Basket', 'My library', 'Alerts']);
  // The tab remembers it on the next pages, as an installed app would stay installed.
  await phone.bottomNav.getByRole('link', { name: 'Basket' }).click();
  await expect(page).toHaveURL(/\/cesta$/);
  await expect(phone.bottomNav).toBeVisible();
  for (const link of await phone.bottomNav.getByRole('link').all()) {
    const box = await link.boundingBox();
    expect(box && box.height >= 44 && box.width >= 44).toBe(true);
  }
  await phone.keepScreenshot(testInfo, 'installed, basket');
  // Nothing of the page hides behind it: the page's end scrolls above the bar.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const footer = await page.getByRole('contentinfo').boundingBox();
  const bar = await phone.bottomNav.boundingBox();
  expect(footer && bar && footer.y + footer.height <= bar.y + 1).toBe(true);
  // The Install button has no business in an installed app.
  await page.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt: async () => {}, userChoice: Promise.resolve({ outcome: 'dismissed' }) });
    window.dispatchEvent(offer);
  });
  await phone.menuButton.click();
  await expect(phone.menu).toBeVisible();
  await expect(phone.menu.getByRole('button', { name: 'Install app' })).toHaveCount(0);
});

test('the menu slides in only for those who accept motion', async ({ page }) => {
  const phone = new PhonePage(page);
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await phone.open('/');
  await phone.menuButton.click();
  expect(await phone.menu.evaluate((menu) => getComputedStyle(menu).animationName)).toBe('phone-menu-in');
  await page.keyboard.press('Escape');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await phone.menuButton.click();
  expect(await phone.menu.evaluate((menu) => getComputedStyle(menu).animationName)).toBe('none');
});

test('touch targets of the header, the menu and the search are at least 44 px', async ({ page }) => {
  const phone = new PhonePage(page);
  await phone.open(`/?termo=${WORD}`);
  await expect(phone.results().first()).toBeVisible();
  const targets = [
    phone.menuButton,
    phone.header.getByRole('link', { name: /^Basket/ }),
    phone.searchField,
    page.getByRole('search').getByRole('button', { name: 'Search' }),
    page.getByRole('button', { name: 'Advanced search' }),
    page.getByRole('button', { name: 'Show filters' }).first(),
    phone.results().first().getByRole('button', { name: /^Add to basket/ }),
  ];
  for (const target of targets) {
    const box = await target.boundingBox();
    expect(box && box.height >= 44 && box.width >= 44, String(target)).toBe(true);
  }
  await phone.menuButton.click();
  for (const link of await phone.menu.getByRole('link').all()) {
    expect(((await link.boundingBox())?.height ?? 0) >= 44, await link.innerText()).toBe(true);
  }
  for (const button of await phone.menu.getByRole('list', { name: 'Language' }).getByRole('button').all()) {
    expect(((await button.boundingBox())?.height ?? 0) >= 44).toBe(true);
  }
});

test('axe finds no violation at 390 px: home, results, title, menu', async ({ page, request }) => {
  test.setTimeout(180_000);
  const [first] = await findTitles(request, { termo: WORD });
  const phone = new PhonePage(page);
  await phone.open('/');
  await expectNoAxeViolations(page);
  await phone.search(WORD);
  await expectNoAxeViolations(page);
  await phone.open(`/acervo/${first.cod_acervo}`);
  await expect(page.getByRole('button', { name: /^Add to basket/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await phone.menuButton.click();
  await expect(phone.menu).toBeVisible();
  await expectNoAxeViolations(page);
});
