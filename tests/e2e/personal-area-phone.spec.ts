import { axe } from './pages/axe';
import { expect, test, type Page } from '@playwright/test';
import { DeviceAlertsPage } from './pages/device-alerts-page';
import { LAYOUT_ROUTES } from './layout-routes';
import { OfflinePage } from './pages/offline-page';
import { PersonalAreaPage } from './pages/personal-area-page';

// The personal area on a phone, second pass (issue 37): its menu in five sections one tap
// away in the header (item 1); the core lists offline with their age after only the
// dashboard was opened online, the shell and what is missing for the rest, and nothing of
// it left after signing out (item 2); staff screens refused to a patron by their address
// (item 9). At 320, 360 and 390 px, signed in, axe clean.

test.use({ locale: 'en-US', viewport: { width: 360, height: 780 }, hasTouch: true });
test.describe.configure({ timeout: 180_000 });
const PASSWORD = 'Biblioteca#2026';
const WIDTHS = [320, 360, 390] as const;

async function signIn(page: Page, login = 'aluno') {
  await new DeviceAlertsPage(page).logIn(login, PASSWORD);
  await expect(page).toHaveURL(/\/meupergamum$/);
}

async function expectAccessible(page: Page, scope = 'main') {
  const { violations } = await axe(page).include(scope).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('"My library" in the header opens the personal area in five sections, one link per page, at 320, 360 and 390 px', async ({ page }) => {
  await signIn(page);
  const area = new PersonalAreaPage(page);
  // Not dumped under the page any more: the dashboard ends with its own content.
  await expect(area.menu).toBeHidden();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 780 });
    await expect(area.myLibraryButton, `${width} px`).toBeVisible();
    const box = (await area.myLibraryButton.boundingBox())!;
    expect(box.width >= 44 && box.height >= 44 && box.x + box.width <= width, `${width} px: a whole tap target in the header row`).toBe(true);
    // The header's title keeps its words whole beside the four buttons.
    const title = await page.locator('.app-title').evaluate((link) => {
      const text = link.querySelector('.header-title-short')!;
      const canvas = document.createElement('canvas').getContext('2d')!;
      canvas.font = getComputedStyle(text).font;
      const widest = Math.max(...(text.textContent ?? '').split(/\s+/).map((word) => canvas.measureText(word).width));
      const room = Math.min(text.getBoundingClientRect().right, link.getBoundingClientRect().right) - text.getBoundingClientRect().left;
      return { widest: Math.round(widest), room: Math.round(room) };
    });
    expect(title.widest, `${width} px: the title's longest word fits in the header row`).toBeLessThanOrEqual(title.room + 1);
    await area.myLibraryButton.tap();
    await expect(area.sheet).toBeVisible();
    const sections = area.sheet.getByRole('heading', { level: 3 });
    await expect(sections).toHaveText(['My loans and holds', 'Fines and certificates', 'Requests to the library', 'Alerts and interests', 'My data']);
    const hrefs = await area.sheet.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs.length, 'one link per page').toBe(new Set(hrefs).size);
    expect(hrefs).toEqual(expect.arrayContaining(['/meupergamum/emprestimos', '/meupergamum/reservas', '/meupergamum/emprestimo-entre-bibliotecas', '/meupergamum/armazem', '/meupergamum/debitos', '/meupergamum/alertas', '/meupergamum/dados-pessoais']));
    expect(hrefs, 'Renewal opens the loans page: one link').not.toContain('/meupergamum/renovacao');
    // A patron is no staff member: the staff entries are not offered.
    expect(hrefs).not.toContain('/meupergamum/troca-usuario');
    await expect(area.sheet.getByRole('list', { name: 'Requests to the library' }).getByRole('link', { name: 'Inter-library loan' })).toBeVisible();
    if (width === 360) await expectAccessible(page, '[role="dialog"]');
    await page.keyboard.press('Escape');
    await expect(area.sheet).toBeHidden();
    await expect(area.myLibraryButton).toBeFocused();
  }
  // A tapped entry opens its page and closes the sheet.
  await area.myLibraryButton.tap();
  await area.sheet.getByRole('link', { name: 'Closed storage' }).tap();
  await expect(page).toHaveURL(/\/meupergamum\/armazem$/);
  await expect(area.sheet).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page);
});

/** The core pages offline, each with a line of its data (read from the server first). */
async function corePages(page: Page) {
  const token = await page.request.post('/api/oauth/token', { data: { grant_type: 'password', client_id: '4', username: 'aluno', password: PASSWORD } });
  const headers = { authorization: `Bearer ${(await token.json()).access_token as string}` };
  const get = async <T,>(url: string) => (await (await page.request.get(url, { headers })).json()) as T;
  const [loan] = await get<{ titulo: string }[]>('/api/pessoas/renovar');
  const [hold] = await get<{ titulo: string }[]>('/api/reserva');
  const alerts = await get<{ id: number }[]>('/api/solicitacoes/alertas');
  return [
    { path: '/meupergamum/emprestimos', heading: 'Loans', shows: page.locator('.loan').filter({ hasText: loan.titulo }) },
    { path: '/meupergamum/reservas', heading: 'Holds', shows: page.locator('.holds-table tr').filter({ hasText: hold.titulo }) },
    { path: '/meupergamum/debitos', heading: 'Debts', shows: page.getByRole('main').getByText(/R\$\s?4,50|4\.50/).first() },
    { path: '/meupergamum/alertas', heading: 'Alerts', shows: page.locator('.alert-list > li').nth(alerts.length - 1) },
    { path: '/meupergamum/carteirinha', heading: 'Library card', shows: page.getByText('Card number') },
  ];
}

test('after only the dashboard online, loans, holds, debts, alerts and the card open offline with their age; the rest says what is missing; signing out clears it', async ({ page, context }) => {
  await signIn(page);
  const offline = new OfflinePage(page);
  await offline.openControlled('/meupergamum');
  const pages = await corePages(page);
  // Fetched for offline as the personal area opened, and saved (at most a write a second).
  const wanted = [['loans', 'current'], ['loans', 'renewable'], ['holds', 'list', 'current'], ['debts', 'list'], ['alerts', 'list', {}], ['library-card', 'loan-token']].map((k) => JSON.stringify(k));
  await expect.poll(async () => {
    const saved = new Set(await offline.patronSavedKeys());
    return wanted.filter((k) => !saved.has(k));
  }, { timeout: 20_000 }).toEqual([]);

  await context.setOffline(true);
  for (const [i, core] of pages.entries()) {
    await page.setViewportSize({ width: WIDTHS[i % WIDTHS.length], height: 780 });
    await page.goto(core.path);
    await expect(page.getByRole('heading', { level: 1, name: core.heading })).toBeVisible();
    // Its age, in the interface's language (en-US: month/day/year, then the time).
    await expect(offline.notice, core.path).toHaveText(/^Offline — showing data saved at \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}/);
    await expect(core.shows, core.path).toBeVisible();
    await expect(page.getByText('You are offline and this was not saved')).toHaveCount(0);
  }
  await expectAccessible(page);

  // A page never opened: the header, the way to the other pages, a heading, and what is missing.
  await page.goto('/meupergamum/solicitacoes');
  await expect(page.getByRole('heading', { level: 1, name: 'Not saved on this device' })).toBeVisible();
  await expect(page.getByText('You are offline and this was not saved on this device.')).toBeVisible();
  await expect(new PersonalAreaPage(page).myLibraryButton).toBeVisible();
  await expectAccessible(page);

  // Signing out (online) leaves nothing of the patron on the device.
  await context.setOffline(false);
  await page.goto('/sair');
  await expect(page.getByText('You have been logged out.')).toBeVisible();
  await expect.poll(async () => (await offline.savedCaches()).filter((r) => r.key.startsWith('pessoa:')).length).toBe(0);
  await context.setOffline(true);
  await page.goto('/meupergamum/emprestimos');
  await expect(page).toHaveURL(/\/login/);
  await expect(pages[0].shows).toHaveCount(0);
  await context.setOffline(false);
});

test("a patron who types a staff screen's address gets the refusal, never its form, on every staff route", async ({ page }) => {
  await signIn(page);
  const staffRoutes = LAYOUT_ROUTES.filter((route) => route.account === 'bibliotecario' || route.account === 'administrador');
  expect(staffRoutes.map((r) => r.path)).toContain('/meupergamum/troca-usuario');
  for (const [i, route] of staffRoutes.entries()) {
    await page.setViewportSize({ width: WIDTHS[i % WIDTHS.length], height: 780 });
    await page.goto(route.path.replace('{title}', '1'));
    const main = page.getByRole('main');
    await expect(main.getByRole('alert').filter({ hasText: 'This page is for library staff only.' }), route.path).toBeVisible();
    await expect(main.locator('form, input, select, textarea'), `${route.path}: no form, not even empty`).toHaveCount(0);
  }
  await page.goto('/meupergamum/troca-usuario');
  await expect(page.getByRole('heading', { level: 1, name: 'User switching' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Switch user' })).toHaveCount(0);
  await expectAccessible(page);
});
