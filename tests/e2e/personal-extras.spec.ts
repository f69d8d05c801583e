import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations, findTitles } from './pages/basket-page';
import { DeviceAlertsPage } from './pages/device-alerts-page';

// The personal area's pages that had no screen (issue 25 item 6): suspensions, the
// permanent basket, the patron's comments; the network catalogue's record; and the two
// hand-over addresses of §2 (/meupergamum/app, /pergamum_redireciona). In English.

test.use({ locale: 'en-US' });
const PASSWORD = 'Biblioteca#2026';

async function tokenOf(request: APIRequestContext, login: string): Promise<string> {
  const answer = await request.post('/api/oauth/token', {
    data: { grant_type: 'password', client_id: '4', username: login, password: PASSWORD },
  });
  return ((await answer.json()) as { access_token: string }).access_token;
}

async function logIn(page: Page, login: string) {
  await new DeviceAlertsPage(page).logIn(login, PASSWORD);
}

test('a patron whose late return suspended him sees the suspension, from the menu', async ({ page, request }) => {
  // The demo's professor returned a loan 4 days late a month ago (README, demo accounts):
  // the page lists exactly what the server says, and that suspension has ended.
  const token = await tokenOf(request, 'professor');
  const list = (await (await request.get('/api/pessoas/afastamentos', { headers: { Authorization: `Bearer ${token}` } })).json()) as
    { desc_biblioteca: string; motivo: string | null; dias: number }[];
  expect(list.length, 'the demo professor has a suspension').toBeGreaterThan(0);
  await logIn(page, 'professor');
  await page.goto('/meupergamum');
  await page.getByRole('navigation', { name: 'Personal area menu' }).getByRole('link', { name: 'Suspensions' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Suspensions' })).toBeVisible();
  const rows = page.getByRole('table', { name: 'Your suspensions' }).locator('tbody tr');
  await expect(rows).toHaveCount(list.length);
  await expect(rows.first()).toContainText(list[0].desc_biblioteca);
  if (list[0].motivo) await expect(rows.first()).toContainText(list[0].motivo);
  await expect(page.getByRole('cell', { name: 'Atraso na devolução (4 dias)' })).toBeVisible();
  await expect(rows.filter({ hasText: 'Atraso na devolução (4 dias)' })).toContainText('Ended');
  await expectNoAxeViolations(page);
});

test('funcionario keeps a title in the permanent basket, filters by the day saved, and removes it', async ({ page, request }) => {
  const [first] = await findTitles(request, { termo: 'Zealand' });
  const token = await tokenOf(request, 'funcionario');
  const saved = await request.post('/api/acervo/cesta-permanente', {
    headers: { Authorization: `Bearer ${token}` }, data: { acervos: [first.cod_acervo] },
  });
  expect(saved.ok()).toBe(true);
  await logIn(page, 'funcionario');
  await page.goto('/meupergamum/cesta-permanente');
  await expect(page.getByRole('heading', { level: 1, name: 'Permanent basket' })).toBeVisible();
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: first.titulo, exact: true }) });
  await expect(row).toBeVisible();
  await expectNoAxeViolations(page);

  // A period that ended before today hides it; the export and e-mail panels are the basket's.
  await page.getByLabel('From', { exact: true }).fill('2020-01-01');
  await page.getByLabel('To', { exact: true }).fill('2020-01-31');
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(page.getByText('No titles were saved in this period.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear the dates' }).click();
  await expect(row).toBeVisible();
  await expect(page.getByRole('region', { name: 'Export' })).toBeVisible();

  await row.getByRole('button', { name: /^Remove/ }).click();
  await expect(page.getByText('The title was removed from your permanent basket.')).toBeVisible();
  await expect(row).toHaveCount(0);
  const after = (await (await request.get('/api/acervo/cesta-permanente/colecao', { headers: { Authorization: `Bearer ${token}` } })).json()) as { cod_acervo: number }[];
  expect(after.map((t) => t.cod_acervo)).not.toContain(first.cod_acervo);
});

test('posgrad sees the titles he commented on, with the comment awaiting approval', async ({ page, request }) => {
  const token = await tokenOf(request, 'posgrad');
  const titles = (await (await request.get('/api/comentarios/usuario/acervos', { headers: { Authorization: `Bearer ${token}` } })).json()) as
    { titulo: string; pendentes: number }[];
  expect(titles.length).toBeGreaterThan(0);
  await logIn(page, 'posgrad');
  await page.goto('/meupergamum/comentarios');
  await expect(page.getByRole('heading', { level: 1, name: 'My comments' })).toBeVisible();
  const entry = page.locator('details').filter({ hasText: titles[0].titulo });
  await entry.locator('summary').click();
  await expect(entry.getByRole('heading', { name: 'Your comments' })).toBeVisible();
  if (titles[0].pendentes > 0) await expect(entry).toContainText('Awaiting approval');
  await expectNoAxeViolations(page);
});

test('a network catalogue result opens its record, with who holds it and its MARC fields', async ({ page }) => {
  await page.goto('/?termo=Zealand');
  const network = page.getByRole('region', { name: 'In other institutions (Rede Pergamum)' });
  const first = network.locator('.network-title a').first();
  const name = ((await first.textContent()) ?? '').trim();
  await first.click();
  await expect(page).toHaveURL(/\/rede-pergamum\//);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByText('Held by')).toBeVisible();
  await expect(page.getByRole('table', { name: 'MARC fields of this record' })).toBeVisible();
  await expectNoAxeViolations(page);
  // Asking for it opens the inter-library loan form with the record filled in (after signing in).
  await page.getByRole('link', { name: 'Request it through an inter-library loan' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await page.getByRole('main').getByRole('textbox').first().fill('aluno');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/meupergamum\/emprestimo-entre-bibliotecas\?/);
  await expect(page.getByRole('textbox', { name: /^Title/ })).toHaveValue(name);
  expect(await page.getByRole('combobox', { name: /^Borrow from/ }).inputValue()).not.toBe('');
});

test('/meupergamum/app sends a visitor to sign in and then to the personal area', async ({ page }) => {
  await page.goto('/meupergamum/app');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmeupergamum$/);
  await page.getByRole('main').getByRole('textbox').first().fill('tecnico');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/meupergamum$/);
  // Signed in, the app address goes straight there, or to the page it names.
  await page.goto('/meupergamum/app?pagina=alertas');
  await expect(page).toHaveURL(/\/meupergamum\/alertas$/);
});
