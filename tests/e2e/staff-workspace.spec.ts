import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DebtsPage } from './pages/debts-page';
import { DeviceAlertsPage } from './pages/device-alerts-page';
import { StaffWorkspacePage } from './pages/staff-workspace-page';

// The staff workspace (issue 23): the user menu offers it to staff only; a desk clerk finds
// a patron, waives a debt with a reason and the patron's debts page no longer shows it; an
// administrator grants a role and the audit trail shows it. axe is clean on each screen.

test.use({ locale: 'en-US' });
test.describe.configure({ mode: 'serial' });
const PASSWORD = 'Biblioteca#2026';

const signIn = (page: Page, login: string) => new DeviceAlertsPage(page).logIn(login, PASSWORD);

async function tokenOf(request: APIRequestContext, username: string) {
  const res = await request.post('/api/oauth/token', { data: { grant_type: 'password', client_id: '4', username, password: PASSWORD } });
  expect(res.status()).toBe(200);
  return (await res.json()).access_token as string;
}

/**
 * A generated demo patron with exactly one open debt (the named accounts' fines belong to
 * other tests): found through the staff API, as the clerk would.
 */
async function patronWithOneDebt(request: APIRequestContext) {
  const headers = { authorization: `Bearer ${await tokenOf(request, 'bibliotecario')}` };
  for (let page = 1; page <= 20; page += 1) {
    const found = await (await request.get(`/api/balcao/usuarios?q=a&pagina=${page}`, { headers })).json();
    for (const p of found.itens as { cod_pessoa: number; login: string; bloqueado: boolean }[]) {
      if (!/^\d+$/.test(p.login) || p.bloqueado) continue;
      const record = await (await request.get(`/api/balcao/pessoas/${p.cod_pessoa}`, { headers })).json();
      if (record.debitos.length === 1) return { login: p.login, name: record.pessoa.nome as string, debt: record.debitos[0] as { motivo: string } };
    }
    if (page * found.por_pagina >= found.total) break;
  }
  throw new Error('no demo patron with one open debt');
}

test('a patron has no staff workspace in the user menu', async ({ page }) => {
  await signIn(page, 'aluno');
  await expect(page.getByRole('navigation', { name: 'User menu' }).getByRole('link', { name: 'Personal area' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Staff workspace' })).toHaveCount(0);
});

test('a desk clerk waives a debt with a reason and the patron no longer sees it', async ({ page, request }) => {
  const patron = await patronWithOneDebt(request);
  const staff = new StaffWorkspacePage(page);
  await signIn(page, 'bibliotecario');
  await staff.openFromUserMenu();
  // The queues carry their counts; the clerk has no roles or audit sections.
  await expect(staff.section(/^Loan requests/)).toBeVisible();
  await expect(staff.section(/^Loan requests/).locator('.queue-count')).toHaveText(/\d+/);
  await expect(staff.section('Staff roles')).toHaveCount(0);
  await expect(staff.section('Audit trail')).toHaveCount(0);

  await staff.section('Patrons').click();
  await staff.findPatron(patron.login);
  await expect(page.getByRole('status').filter({ hasText: 'Patrons found: 1' })).toBeVisible();
  await staff.expectAccessible();
  await page.getByRole('link', { name: patron.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: patron.name })).toBeVisible();
  const debts = page.getByRole('region', { name: 'Debts' });
  await expect(debts.getByRole('row')).toHaveCount(2);
  await staff.expectAccessible();

  const waive = debts.getByRole('button', { name: /^Waive the debt for/ });
  await waive.click();
  const form = page.getByRole('form', { name: /^Waive the debt for/ });
  await form.getByRole('button', { name: 'Waive debt' }).click();
  // The reason's own words beside the empty field, which has the focus (field-checks.ts).
  const reason = form.getByLabel('Reason (required)');
  await expect(reason).toHaveAttribute('aria-invalid', 'true');
  await expect(reason).toHaveAccessibleDescription('Give the reason for this action.');
  await expect(reason).toBeFocused();
  await staff.expectAccessible();
  await form.getByLabel('Reason (required)').fill('Atraso causado por greve dos correios');
  await form.getByRole('button', { name: 'Waive debt' }).click();
  await expect(debts).toContainText('No debts.');

  await page.goto('/sair');
  await signIn(page, patron.login);
  const own = new DebtsPage(page);
  await own.open();
  await expect(page.getByText('You have no debts with the library.')).toBeVisible();
  await expect(page.getByText(patron.debt.motivo)).toHaveCount(0);
});

test('an administrator grants a role and the audit trail shows who, what and why', async ({ page }) => {
  const staff = new StaffWorkspacePage(page);
  await signIn(page, 'administrador');
  await staff.openFromUserMenu();
  await staff.section('Staff roles').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Staff roles' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Staff members' })).toContainText('Marina Costa Pereira');
  await staff.expectAccessible();

  await page.getByLabel('Login', { exact: true }).fill('professor');
  await page.getByLabel('Reports').check();
  await page.getByLabel('Reason (optional)').fill('Comissão de avaliação');
  await page.getByRole('button', { name: 'Save roles' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Roles of Helena Martins saved.' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Helena Martins/ })).toContainText('Reports');

  await staff.section('Audit trail').click();
  // The action is chosen from a list of actions in words; the row reads in words, no JSON.
  await page.getByRole('combobox', { name: 'Action' }).selectOption({ label: 'Staff role granted' });
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/acao=role\.grant/);
  const row = page.getByRole('row', { name: /Staff role granted/ }).first();
  await expect(row).toContainText('Sônia Regina Campos');
  await expect(row.getByRole('definition').filter({ hasText: 'Reports' })).toBeVisible();
  await expect(row).toContainText('Roles');
  await expect(row).not.toContainText('{');
  await expect(row).not.toContainText('permissoes');
  await expect(row).toContainText('Helena Martins (professor)');
  await expect(row).toContainText('Comissão de avaliação');
  await staff.expectAccessible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/^auditoria-\d{4}-\d{2}-\d{2}\.csv$/);

  // Put the demo back: Helena is no longer staff.
  await staff.section('Staff roles').click();
  await page.getByRole('button', { name: 'Change the roles of Helena Martins' }).click();
  await page.getByLabel('Reports').uncheck();
  await page.getByRole('button', { name: 'Save roles' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Helena Martins is no longer staff.' })).toBeVisible();
});
