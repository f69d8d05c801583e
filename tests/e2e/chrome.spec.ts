import { expect, test } from '@playwright/test';
import { ChromePage, expectNoAxeViolations } from './pages/chrome-page';

test.use({ locale: 'en-US' });

test('each accessibility setting applies at once and again after a reload', async ({ page }) => {
  const chrome = new ChromePage(page);
  await chrome.open();
  await expect(chrome.barToggle).toHaveAttribute('aria-expanded', 'false');
  await expect(chrome.zoom).toBeHidden();
  const baseSize = await chrome.rootFontSize();

  await chrome.openBar();
  await chrome.zoom.selectOption('60');
  await expect(chrome.root()).toHaveAttribute('data-zoom', '60');
  expect(await chrome.rootFontSize()).toBeCloseTo(baseSize * 1.6, 1);
  await chrome.colours.selectOption({ label: 'Grayscale' });
  await expect(chrome.root()).toHaveCSS('filter', 'grayscale(1)');
  await chrome.bold.check();
  await expect(page.getByRole('link', { name: 'Browse' })).toHaveCSS('font-weight', '700');
  await chrome.darkMode.check();
  await expect(chrome.root()).toHaveAttribute('data-theme', 'dark');
  await expect(chrome.root()).toHaveCSS('background-color', 'rgb(21, 24, 28)');
  await chrome.signLanguage.check();
  await expect(page.getByRole('status').filter({ hasText: 'VLibras' })).toContainText('cannot be reached');

  await page.reload();
  // Applied before React renders: the attributes come from the stored settings.
  await expect(chrome.root()).toHaveAttribute('data-zoom', '60');
  await expect(chrome.root()).toHaveAttribute('data-color-scheme', 'grayscale');
  await expect(chrome.root()).toHaveAttribute('data-bold', 'true');
  await expect(chrome.root()).toHaveAttribute('data-theme', 'dark');
  expect(await chrome.rootFontSize()).toBeCloseTo(baseSize * 1.6, 1);
  // The bar stays open as it was left, showing the stored choices.
  await expect(chrome.barToggle).toHaveAttribute('aria-expanded', 'true');
  await expect(chrome.zoom).toHaveValue('60');
  await expect(chrome.colours).toHaveValue('grayscale');
  await expect(chrome.bold).toBeChecked();
  await expect(chrome.darkMode).toBeChecked();
  await expect(chrome.signLanguage).toBeChecked();

  await chrome.colours.selectOption({ label: 'Inverted' });
  await expect(chrome.root()).toHaveCSS('filter', /invert\(1\)/);
  await chrome.bold.uncheck();
  await expect(chrome.root()).not.toHaveAttribute('data-bold', 'true');
  await chrome.zoom.selectOption('0');
  expect(await chrome.rootFontSize()).toBeCloseTo(baseSize, 1);
  await chrome.barToggle.click();
  await page.reload();
  await expect(chrome.root()).toHaveAttribute('data-color-scheme', 'inverted');
  await expect(chrome.barToggle).toHaveAttribute('aria-expanded', 'false');
});

test('high contrast shows light text on black', async ({ page }) => {
  const chrome = new ChromePage(page);
  await chrome.open();
  await chrome.openBar();
  await chrome.colours.selectOption({ label: 'High contrast' });
  await expect(chrome.root()).toHaveCSS('background-color', 'rgb(0, 0, 0)');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('color', 'rgb(255, 255, 255)');
  await expect(chrome.footer.getByRole('link', { name: 'Privacy and data protection' })).toHaveCSS('color', 'rgb(255, 255, 0)');
});

test('the footer offers the permitted links, privacy and a support dialog with the sanitized message', async ({ page }) => {
  const chrome = new ChromePage(page);
  await chrome.open();
  const year = String(new Date().getFullYear());
  await expect(chrome.footer).toContainText(`© ${year} Universidade Federal de Demonstração`);
  await expect(chrome.footer).toContainText('Chrome 104, Firefox 110, Edge 110');
  await expect(chrome.footer.getByRole('link', { name: 'Privacy and data protection' })).toHaveAttribute(
    'href',
    'https://ufdemo.edu.br/privacidade',
  );
  await expect(chrome.footer.getByRole('link', { name: 'External catalogue' })).toHaveAttribute(
    'href',
    'https://ufdemo.edu.br/pergamum_web',
  );
  await expect(chrome.footer.getByRole('link', { name: 'Network catalogue' })).toBeVisible();
  await expect(chrome.footer.getByRole('img', { name: 'Universidade Federal de Demonstração logo' })).toBeVisible();

  await chrome.footer.getByRole('button', { name: 'Send a comment' }).click();
  await expect(chrome.dialog.getByRole('heading', { name: 'Comments' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(chrome.dialog).toBeHidden();

  await chrome.support.click();
  await expect(chrome.dialog.getByRole('heading', { name: 'Support' })).toBeVisible();
  await expect(chrome.dialog.getByRole('link', { name: 'biblioteca@ufdemo.edu.br' })).toHaveAttribute(
    'href',
    'mailto:biblioteca@ufdemo.edu.br',
  );
  await page.keyboard.press('Escape');
  await expect(chrome.dialog).toBeHidden();
  await expect(chrome.support).toBeFocused();
});

for (const scheme of ['normal', 'high-contrast', 'dark'] as const) {
  test(`axe finds no violation with the bar open, ${scheme}`, async ({ page }) => {
    const chrome = new ChromePage(page);
    await chrome.open();
    await chrome.openBar();
    if (scheme === 'high-contrast') await chrome.colours.selectOption('high-contrast');
    if (scheme === 'dark') await chrome.darkMode.check();
    await chrome.signLanguage.check();
    await expect(chrome.footer.getByRole('button', { name: 'Support' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
