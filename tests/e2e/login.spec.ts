import { expect, test, type Page } from '@playwright/test';
import { BrowserProfile } from './pages/browser-profile';
import { expectNoAxeViolations } from './pages/chrome-page';

test.use({ locale: 'en-US' });

const PASSWORD = 'Biblioteca#2026';
// bolsista and monitor are two logins of one person (Lucas), who share this CPF.
const CPF = '52998224725';

async function fillLogin(page: Page, user: string, password = PASSWORD, remember = false) {
  await page.getByRole('textbox', { name: /^User/ }).fill(user);
  await page.getByLabel('Password', { exact: true }).fill(password);
  if (remember) await page.getByLabel('Keep me logged in on this device').check();
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

test.describe('a browser that is closed and opened again', () => {
  let profile: BrowserProfile;
  test.beforeEach(({ baseURL }) => {
    profile = new BrowserProfile(baseURL!);
  });
  test.afterEach(() => profile.remove());

  test('remember me keeps the patron logged in across a restart, encrypted; logout ends it', async () => {
    let { context, page } = await profile.open();
    await page.goto('/meupergamum');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fmeupergamum$/);
    await fillLogin(page, 'aluno', PASSWORD, true);
    await expect(page).toHaveURL(/\/meupergamum$/);
    await expect(page.getByText('Signed in as aluno')).toBeVisible();
    // Nothing readable is left in Web Storage: the session is ciphertext in IndexedDB.
    const storage = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
    expect(storage).not.toContain('aluno');
    expect(storage).not.toContain('Ana');
    await context.close();

    ({ context, page } = await profile.open());
    await page.goto('/meupergamum');
    await expect(page.getByText('Signed in as aluno')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'User menu' })).toContainText('Hello, Ana');

    await page.getByRole('link', { name: 'Log out' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'You have been logged out' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/meupergamum');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fmeupergamum$/);
    await context.close();
  });

  test('without remember me, the session ends with the browser', async () => {
    let { context, page } = await profile.open();
    await page.goto('/login?redirect=%2Fmeupergamum');
    await fillLogin(page, 'posgrad');
    await expect(page.getByText('Signed in as posgrad')).toBeVisible();
    await context.close();

    ({ context, page } = await profile.open());
    await page.goto('/meupergamum');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fmeupergamum$/);
    await context.close();
  });
});

test('logout ends the session on the server too: its refresh token renews nothing afterwards', async ({ page, request }) => {
  await page.goto('/login?redirect=%2Fmeupergamum');
  const granted = page.waitForResponse((r) => r.url().endsWith('/api/oauth/token') && r.request().postData()?.includes('"password"') === true);
  await fillLogin(page, 'comunidade');
  const { refresh_token: refreshToken } = (await (await granted).json()) as { refresh_token: string };
  await expect(page.getByText('Signed in as comunidade')).toBeVisible();

  const revoked = page.waitForRequest((r) => r.url().endsWith('/api/oauth/revoke'));
  await page.getByRole('link', { name: 'Log out' }).click();
  // The device forgets the session whether or not the server answers.
  await expect(page.getByRole('status').filter({ hasText: 'You have been logged out' })).toBeVisible();
  expect(JSON.parse((await revoked).postData() ?? '{}')).toMatchObject({ token: refreshToken, client_id: '4' });
  await expect(async () => {
    const renewal = await request.post('/api/oauth/token', { data: { grant_type: 'refresh_token', client_id: '4', refresh_token: refreshToken } });
    expect(renewal.status()).toBe(401);
  }).toPass();
});

test('logout offline still forgets the session at once', async ({ page, context }) => {
  await page.goto('/login?redirect=%2Fmeupergamum');
  await fillLogin(page, 'funcionario');
  await expect(page.getByText('Signed in as funcionario')).toBeVisible();
  await context.route('**/api/oauth/revoke', (route) => route.abort('internetdisconnected'));
  await page.getByRole('link', { name: 'Log out' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You have been logged out' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/meupergamum');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmeupergamum$/);
});

test('a failed login says why and clears the fields; a blocked patron is told to recover the password', async ({ page }) => {
  await page.goto('/login');
  await fillLogin(page, 'aluno', 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('Incorrect Matrícula or password.');
  await expect(page.getByRole('textbox', { name: /^User/ })).toHaveValue('');
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
  await expect(page.getByRole('textbox', { name: /^User/ })).toBeFocused();

  await fillLogin(page, 'bloqueado');
  await expect(page.getByRole('alert')).toContainText('blocked after too many attempts');
  await fillLogin(page, ' ', ' ');
  await expect(page.getByRole('alert')).toHaveText('Enter your account data: Matrícula and password.');
});

test('the device keeps its sign-in proof across a logout, and sends it and the mailed unlock code with the next login', async ({ page }) => {
  await page.goto('/login');
  await fillLogin(page, 'tecnico');
  await expect(page).toHaveURL(/\/meupergamum/);
  const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('catalogo.dispositivos') ?? '[]') as [string, string][]);
  // One token, under a hash of the login (nothing readable about who signed in).
  expect(kept).toHaveLength(1);
  expect(kept[0][0]).toMatch(/^[0-9a-f]{64}$/);
  await page.getByRole('link', { name: 'Log out' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You have been logged out' })).toBeVisible();

  // The link mailed to a locked account's owner opens the login page with its code.
  await page.goto('/login?desbloqueio=abc_DEF-123');
  await expect(page.getByText('You came from the link we e-mailed you')).toBeVisible();
  const grant = page.waitForRequest((r) => r.url().includes('/oauth/token') && r.method() === 'POST' && (r.postData() ?? '').includes('password'));
  await fillLogin(page, 'tecnico');
  const body = (await grant).postDataJSON() as Record<string, string>;
  expect(body.device_token).toBe(kept[0][1]);
  expect(body.unlock_code).toBe('abc_DEF-123');
  await expect(page).toHaveURL(/\/meupergamum/);
});

test('when the server asks for the captcha (a network past its failed logins), the form shows it', async ({ page }) => {
  test.setTimeout(120_000);
  // Past LOGIN_ADDRESS_MAX_FAILURES (raised for the e2e server), the server answers this.
  let asked = false;
  await page.route('**/api/oauth/token', async (route) => {
    const body = route.request().postData() ?? '';
    if (asked || !body.includes('password') || body.includes('recaptcha_token')) return route.fallback();
    asked = true;
    return route.fulfill({ status: 422, json: { message: 'error.captcha-required' } });
  });
  await page.goto('/login');
  await expect(page.getByRole('checkbox', { name: "I'm not a robot" })).toHaveCount(0);
  await fillLogin(page, 'professor');
  await expect(page.getByRole('alert')).toHaveText('Many failed logins came from your network. Solve the captcha to log in.');
  await expect(page.getByText('Solve the captcha, then log in again.')).toBeVisible();
  await page.getByText("I'm not a robot").click();
  await expect(page.getByText('Verified')).toBeVisible({ timeout: 60_000 });
  const grant = page.waitForRequest((r) => r.url().includes('/oauth/token') && r.method() === 'POST' && (r.postData() ?? '').includes('password'));
  await fillLogin(page, 'professor');
  expect((await grant).postDataJSON().recaptcha_token).toEqual(expect.any(String));
  await expect(page).toHaveURL(/\/meupergamum/);
});

test('personal-area mode offers the destination; the catalogue choice goes to the catalogue', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('radio', { name: 'Personal area' })).toBeChecked();
  await page.getByRole('radio', { name: 'Online catalogue' }).check();
  await fillLogin(page, 'professor');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation', { name: 'User menu' })).toContainText('Hello, Helena');
});

test('switching to another login of the same person', async ({ page }) => {
  await page.goto('/login?redirect=%2Fmeupergamum');
  await fillLogin(page, 'bolsista');
  const choice = page.getByRole('group', { name: 'You have more than one login. Continue as:' });
  await expect(choice.getByRole('radio')).toHaveCount(2);
  await expectNoAxeViolations(page);
  await choice.getByRole('radio', { name: /monitor/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Signed in as monitor')).toBeVisible();
});

test('a CPF shared by two logins asks which person, by category', async ({ page }) => {
  await page.goto('/login?redirect=%2Fmeupergamum');
  await fillLogin(page, CPF);
  const choice = page.getByRole('group', { name: /belongs to more than one person/ });
  await expect(choice.getByRole('radio')).toHaveCount(2);
  await choice.getByRole('radio', { name: /Funcion/ }).check();
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Signed in as monitor')).toBeVisible();
});

test('the modal login keeps the patron on the page; the embedded one opens the hold form', async ({ page }) => {
  await page.goto('/indices/titulo');
  const open = page.getByRole('button', { name: 'Log in' });
  // The dialog's code loads when asked for; closing it gives focus back to its button.
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
  await open.press('Enter');
  await expectNoAxeViolations(page);
  await dialog.getByRole('textbox', { name: /^User/ }).fill('tecnico');
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/indices\/titulo$/);
  await expect(page.getByRole('navigation', { name: 'User menu' })).toContainText('Hello, Rafael');
});

test('the embedded login on a title action', async ({ page, request }) => {
  const token = (await (await request.post('/api/oauth/token', { data: { grant_type: 'client_credentials', client_id: '4' } })).json()).access_token;
  const search = await (await request.get('/api/consulta?termo=brasil', { headers: { authorization: `Bearer ${token}` } })).json();
  const code = search.data[0].cod_acervo;
  await page.goto(`/acervo/${code}/reserva`);
  const panel = page.getByRole('main');
  await panel.getByRole('textbox', { name: /^User/ }).fill('funcionario');
  await panel.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await panel.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('navigation', { name: 'User menu' })).toContainText('Hello, Patrícia');
  await expect(page).toHaveURL(new RegExp(`/acervo/${code}/reserva$`));
  await expect(panel.getByRole('textbox', { name: /^User/ })).toHaveCount(0);
});

test('axe finds no violation on the login page', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await expectNoAxeViolations(page);
});
