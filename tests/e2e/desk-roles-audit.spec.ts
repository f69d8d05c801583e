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
