import { axe } from './pages/axe';
import { expect, test, type Page } from '@playwright/test';
import { DeviceAlertsPage } from './pages/device-alerts-page';
import { LibrarySettingsPage } from './pages/library-settings-page';

// The library section of the staff workspace (issue 23 item 3) and the institution pages
// (issue 25 item 3): an administrator changes opening hours and the home page shows them;
// the FAQ written at the desk (its script removed) is the FAQ page; the footer's network link
// opens the network search; a desk clerk's workspace has no library section.

test.use({ locale: 'en-US' });
const PASSWORD = 'Biblioteca#2026';

async function signIn(page: Page, login: string) {
  await new DeviceAlertsPage(page).logIn(login, PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);
}

async function expectAccessible(page: Page) {
  const { violations } = await axe(page).include('main').analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('an administrator adds a Sunday shift and the home page shows it', async ({ page }) => {
  await signIn(page, 'administrador');
  const settings = new LibrarySettingsPage(page);
  await settings.open();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'The library', exact: true })).toBeVisible();
  await expectAccessible(page);

  const library = await settings.chosenLibrary();
  await settings.addShift('Sunday', '10:15', '14:45');

  await page.goto('/');
  // The week is behind each library's disclosure (issue 37 item 6): open this library's.
  await page.getByRole('article', { name: library }).getByText('Hours for the week').click();
  const table = page.getByRole('table', { name: library });
  await expect(table.getByRole('row').filter({ hasText: 'Sunday' })).toContainText('10:15–14:45');
});

test('the FAQ written at the desk is the FAQ page, sanitized', async ({ page }) => {
  await signIn(page, 'administrador');
  const settings = new LibrarySettingsPage(page);
  await settings.open();
  await settings.addQuestion('Posso renovar pelo celular?', '<p>Sim, pela <b>área pessoal</b>.</p><script>window.faqScript = true</script><img src=x onerror="window.faqScript = true">');

  // English has no FAQ of its own yet: the Portuguese one is shown.
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Frequently asked questions' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByText('Posso renovar pelo celular?')).toBeVisible();
  await expect(main.locator('b', { hasText: 'área pessoal' })).toBeVisible();
  await expect(main.locator('script, img')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { faqScript?: boolean }).faqScript)).toBeUndefined();
  await expectAccessible(page);
});

test("the footer's network catalogue link opens the network search", async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Network catalogue' }).click();
  await expect(page).toHaveURL(/\/rede$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Network catalogue' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search the network catalogue' }).fill('Zealand');
  await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/rede\?termo=Zealand/);
  await expect(page.getByRole('heading', { name: 'In other institutions (Rede Pergamum)' })).toBeVisible();
  await expectAccessible(page);
});

test('a closed day the administrator adds shows on the home page, today marked, and home stays accessible', async ({ page }) => {
  await signIn(page, 'administrador');
  const settings = new LibrarySettingsPage(page);
  await settings.open();
  const today = await page.evaluate(() => {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  });
  await settings.closedDays.getByLabel('Date').fill(today);
  await settings.closedDays.getByLabel('Reason').fill('Inventário anual');
  await settings.closedDays.getByRole('button', { name: 'Add closed day' }).click();
  await expect(settings.closedDays.getByRole('cell', { name: 'Inventário anual' })).toBeVisible();

  await page.goto('/');
  const closures = page.getByRole('region', { name: 'Closed days' });
  const line = closures.getByRole('listitem').filter({ hasText: 'Inventário anual' });
  await expect(line).toContainText('(today)');
  await expect(line).toContainText('every library');
  await expect(line).toHaveAttribute('aria-current', 'date');
  await expectAccessible(page);
});
