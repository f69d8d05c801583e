import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DeviceAlertsPage } from './pages/device-alerts-page';
import { StaffWorkspacePage } from './pages/staff-workspace-page';

// Issue 36 items 7 and 8: the audit trail reads in words and fits a laptop and a tablet; each
// role sees its own workspace (a cataloguer has no check-out, return or payment forms) and
// staff land in the workspace after signing in. Keyboard-only on the clerk's path; axe clean.

test.use({ locale: 'en-US' });
const PASSWORD = 'Biblioteca#2026';
const signIn = (page: Page, login: string) => new DeviceAlertsPage(page).logIn(login, PASSWORD);

async function tokenOf(request: APIRequestContext, username: string) {
  const res = await request.post('/api/oauth/token', { data: { grant_type: 'password', client_id: '4', username, password: PASSWORD } });
  expect(res.status()).toBe(200);
  return (await res.json()).access_token as string;
}

/** Something in the trail to read: the administrator gives a patron a role and takes it back. */
async function grantAndRevoke(request: APIRequestContext) {
  const headers = { authorization: `Bearer ${await tokenOf(request, 'administrador')}` };
  for (const permissoes of [['reports'], []]) {
    const res = await request.put('/api/balcao/equipe/aluno', { headers, data: { permissoes, motivo: 'Audit words check' } });
    expect(res.status()).toBe(200);
  }
}

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

for (const width of [1366, 768]) {
  test(`the audit trail reads in words and fits ${width} px`, async ({ page, request }) => {
    await grantAndRevoke(request);
    await page.setViewportSize({ width, height: 900 });
    const staff = new StaffWorkspacePage(page);
    await signIn(page, 'administrador');
    await page.goto('/balcao/auditoria');
    await expect(page.getByRole('heading', { level: 1, name: 'Audit trail' })).toBeVisible();
    // The action filter is a list of actions in words, chosen by keyboard.
    const action = page.getByRole('combobox', { name: 'Action' });
    await expect(action.getByRole('option', { name: 'Fine waived' })).toHaveCount(1);
    await action.focus();
    await action.selectOption({ label: 'Staff role granted' });
    // Enter on a list does not send a form: the Filter button does.
    await page.getByRole('button', { name: 'Filter' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/acao=role\.grant/);
    const rows = page.getByRole('table', { name: 'Recorded actions' }).locator('tbody tr');
    await expect(rows.first()).toContainText('Staff role granted');
    await expect(rows.first()).toContainText('Audit words check');
    // The roles before and after, labelled and in words.
    await expect(rows.first().getByRole('term').filter({ hasText: 'Roles' })).toBeVisible();
    await expect(rows.first().getByRole('definition').filter({ hasText: 'Reports' })).toBeVisible();
    const text = await page.getByRole('table', { name: 'Recorded actions' }).innerText();
    expect(text).not.toMatch(/[{}[\]]|role\.grant|permissoes|"reports"/);
    expect(await noSidewaysScroll(page)).toBe(true);
    await staff.expectAccessible();
  });
}

/** Two fresh comments of aluno's on the first title, waiting for moderation; their words to find them. */
async function pendingComments(request: APIRequestContext, tag: string) {
  const headers = { authorization: `Bearer ${await tokenOf(request, 'aluno')}` };
  const words = [`${tag} primeiro`, `${tag} segundo`];
  for (const content of words) {
    const res = await request.post('/api/comentarios/acervo/1', { headers, data: { content } });
    expect(res.status()).toBe(201);
  }
  return words;
}

for (const width of [1366, 768]) {
  test(`a cataloguer works the comments queue by keyboard at ${width} px: search, take, approve in bulk`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    const tag = `fila${width}x${Date.now() % 100000}`;
    const words = await pendingComments(request, tag);
    const staff = new StaffWorkspacePage(page);
    await signIn(page, 'catalogador');
    // Staff land in the workspace; a cataloguer's start has no desk forms.
    await expect(page).toHaveURL(/\/balcao$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Staff workspace' })).toBeVisible();
    for (const name of ['Check out', 'Return', 'Record a payment']) await expect(page.getByRole('heading', { name })).toHaveCount(0);
    await staff.expectAccessible();

    await page.goto('/balcao/comentarios');
    await expect(page.getByRole('heading', { level: 1, name: 'Comments to moderate' })).toBeVisible();
    const search = page.getByRole('searchbox', { name: 'Search', exact: true });
    await search.focus();
    await page.keyboard.type(tag);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Items: 2' })).toBeVisible();
    const items = page.locator('[data-queue-item]');
    await expect(items).toHaveCount(2);
    await expect(items.first()).toContainText(words[0]);

    // Take the first one, then find it under "assigned to me".
    await items.first().getByRole('button', { name: 'Take it' }).focus();
    await page.keyboard.press('Enter');
    await expect(items.first()).toContainText('Assigned to you');
    await page.getByRole('checkbox', { name: 'Assigned to me' }).focus();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'Filter' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Items: 1' })).toBeVisible();
    await staff.expectAccessible();
    await page.getByRole('checkbox', { name: 'Assigned to me' }).focus();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'Filter' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Items: 2' })).toBeVisible();

    // Both chosen, approved at once.
    await page.getByRole('checkbox', { name: 'Select every item on this page' }).focus();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: /^Approve the chosen/ }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Comments approved: 2.' })).toBeVisible();
    await expect(items).toHaveCount(0);
    expect(await noSidewaysScroll(page)).toBe(true);

    // The approved ones keep their history.
    await page.getByLabel('State', { exact: true }).selectOption({ label: 'Approved' });
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect(items).toHaveCount(2);
    await items.first().getByText('History (1)').click();
    await expect(items.first()).toContainText('catalogador');
    await staff.expectAccessible();
  });
}

test('the role grant finds people by name and moves on to their roles', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'administrador');
  await page.goto('/balcao/equipe');
  await page.getByRole('textbox', { name: 'Find the person by name' }).fill('Helena');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Choose Helena Martins (professor)' }).click();
  await expect(page.getByLabel('Login', { exact: true })).toHaveValue('professor');
  await expect(page.getByRole('checkbox', { name: 'Circulation' })).toBeFocused();
  const staff = new StaffWorkspacePage(page);
  await staff.expectAccessible();
});

test('a cataloguer edits a copy in its own row, the loan type chosen from the list', async ({ page, request }) => {
  await page.setViewportSize({ width: 768, height: 900 });
  const headers = { authorization: `Bearer ${await tokenOf(request, 'catalogador')}` };
  // A title with a copy on the shelf (the form offers the status of such a copy).
  let found: { id: number; barcode: string; types: string[] } | null = null;
  for (let id = 1; id <= 40 && !found; id += 1) {
    const res = await request.get(`/api/balcao/acervo/${id}/exemplares`, { headers });
    if (res.status() !== 200) continue;
    const body = await res.json();
    const copy = body.exemplares.find((e: { situacao: string }) => e.situacao === 'disponivel');
    if (copy) found = { id, barcode: copy.codigo_barras, types: body.opcoes.tipos_emprestimo };
  }
  expect(found).not.toBeNull();
  await signIn(page, 'catalogador');
  await page.goto(`/balcao/acervo?acervo=${found!.id}`);
  const row = page.getByRole('table', { name: 'Copies' }).getByRole('row').filter({ has: page.getByRole('rowheader', { name: found!.barcode, exact: true }) });
  const edit = row.getByRole('button', { name: `Edit copy ${found!.barcode}` });
  await edit.focus();
  await page.keyboard.press('Enter');
  const form = page.getByRole('region', { name: `Edit copy ${found!.barcode}` });
  await expect(form).toBeVisible();
  await expect(form.getByLabel('Barcode')).toBeFocused();
  // The form sits right under the copy's own row.
  await expect(row.locator('xpath=following-sibling::tr[1]').getByRole('region', { name: `Edit copy ${found!.barcode}` })).toBeVisible();
  const type = form.getByRole('combobox', { name: 'Loan type' });
  expect(await type.locator('option').allTextContents()).toEqual(expect.arrayContaining(found!.types));
  const staff = new StaffWorkspacePage(page);
  await staff.expectAccessible();
  await page.keyboard.press('Escape');
  await expect(form).toHaveCount(0);
  await expect(edit).toBeFocused();
});
