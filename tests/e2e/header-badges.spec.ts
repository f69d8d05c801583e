import { chromium, expect, test, type Page } from '@playwright/test';

// The phone header's counts (issue 37 item 7: "the header's badges flash as black squares").
// Found on Chromium's forced darkening (Android's "dark theme for web pages", here
// --blink-settings=forceDarkModeEnabled): a page that does not say it has its own colours is
// repainted dark, and the white count badge on the blue header became a black blot. The page
// now says it is light only (index.html's color-scheme), its own dark mode says dark. These
// checks look at the pixels, since forced darkening leaves the computed styles as they were.

const PHONE = { width: 360, height: 640 };

/** The share of the badge's pixels that are light (luminance above 0.7), from a screenshot. */
async function lightShare(page: Page): Promise<number> {
  const badge = page.locator('.app-header .header-count .count-badge').first();
  await expect(badge).toHaveText(/^\d+$/);
  const png = (await badge.screenshot({ animations: 'disabled' })).toString('base64');
  return page.evaluate(async (data) => {
    const image = new Image();
    image.src = `data:image/png;base64,${data}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const { data: pixels } = context.getImageData(0, 0, image.width, image.height);
    let light = 0;
    for (let i = 0; i < pixels.length; i += 4) {
      if ((0.2126 * pixels[i] + 0.7152 * pixels[i + 1] + 0.0722 * pixels[i + 2]) / 255 > 0.7) light += 1;
    }
    return light / (pixels.length / 4);
  }, png);
}

/** WCAG contrast of the badge's computed text and background colours. */
function badgeContrast(page: Page): Promise<number> {
  return page.locator('.app-header .header-count .count-badge').first().evaluate((element) => {
    const style = getComputedStyle(element);
    const channels = (css: string) => (css.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
    const luminance = (css: string) => {
      const [r, g, b] = channels(css).map((v) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const [a, b] = [luminance(style.color), luminance(style.backgroundColor)].sort((x, y) => y - x);
    return (a + 0.05) / (b + 0.05);
  });
}

test('under Android-like forced darkening at 360 px the basket count is a light badge with its digit, not a black blot', async ({ baseURL }) => {
  const launchOptions = test.info().project.use.launchOptions ?? {};
  const browser = await chromium.launch({ ...launchOptions, args: [...(launchOptions.args ?? []), '--blink-settings=forceDarkModeEnabled=true'] });
  try {
    const page = await browser.newPage({ baseURL, locale: 'pt-BR', viewport: PHONE, isMobile: true, hasTouch: true, colorScheme: 'dark' });
    await page.goto('/');
    await expect(page.getByRole('link', { name: /^Cesta, \d+ títulos?$/ })).toBeVisible();
    expect(await lightShare(page), 'most of the badge is painted light').toBeGreaterThan(0.5);
  } finally {
    await browser.close();
  }
});

test('the badge keeps readable colours in the light, dark and high-contrast modes at 360 px', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  const badge = page.locator('.app-header .header-count .count-badge').first();
  await expect(badge).toHaveText(/^\d+$/);
  expect(await lightShare(page), 'light mode: a light badge').toBeGreaterThan(0.5);
  for (const mode of ['light', 'dark', 'high-contrast'] as const) {
    await page.evaluate((chosen) => {
      const root = document.documentElement;
      root.removeAttribute('data-theme');
      root.removeAttribute('data-color-scheme');
      if (chosen === 'dark') root.setAttribute('data-theme', 'dark');
      if (chosen === 'high-contrast') root.setAttribute('data-color-scheme', 'high-contrast');
    }, mode);
    expect(await badgeContrast(page), `${mode}: the count's text against its badge`).toBeGreaterThanOrEqual(4.5);
  }
});
