import { expect, test, type Page } from '@playwright/test';
import { axe } from './pages/axe';
import { DeviceAlertsPage } from './pages/device-alerts-page';
import { StaffWorkspacePage } from './pages/staff-workspace-page';

// Issue 35 item 3: a patron loaded without an e-mail (the demo's `primeiroacesso`) gets in.
// A desk clerk issues a first-access code on her page (shown once, with a print button);
// she sets a password with it on the login page's First access screen and signs in; the
// same code is refused the second time. axe is clean on both screens.

test.use({ locale: 'en-US' });
test.describe.configure({ mode: 'serial' });
const NEW_PASSWORD = 'Primeiro#Acesso2026';

async function expectAccessible(page: Page) {
  const { violations } = await axe(page).include('main').analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('a clerk issues a first-access code; the patron sets a password with it and signs in; the code is not reusable', async ({ browser }) => {
  const desk = await browser.newPage();
  const staff = new StaffWorkspacePage(desk);
  await new DeviceAlertsPage(desk).logIn('bibliotecario', 'Biblioteca#2026');
  await staff.openFromUserMenu();
  await staff.section('Patrons').click();
  await staff.findPatron('primeiroacesso');
  await desk.getByRole('link', { name: /Júlia Prado Menezes/ }).click();
  await expect(desk.getByRole('heading', { name: 'First access' })).toBeVisible();
  await desk.getByRole('button', { name: 'Issue a first-access code for Júlia Prado Menezes' }).click();
  const code = (await desk.getByTestId('first-access-code').textContent())!.trim();
  expect(code).toMatch(/^[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4}$/);
  await expect(desk.getByRole('button', { name: 'Print the slip' })).toBeVisible();
  await expect(desk.getByText('This code is not shown again')).toBeVisible();
  await expectAccessible(desk);
  await desk.close();

  const patron = await browser.newPage();
  await patron.goto('/login');
  await patron.getByRole('link', { name: 'First access (code from the library)' }).click();
  await expect(patron.getByRole('heading', { name: 'First access', level: 1 })).toBeVisible();
  await expectAccessible(patron);
  const fill = async (password: string) => {
    await patron.getByLabel('Login or library card').fill('primeiroacesso');
    await patron.getByLabel('First-access code').fill(code);
    await patron.getByLabel('New password', { exact: true }).fill(password);
    await patron.getByLabel('Confirm the new password').fill(password);
    await patron.getByRole('button', { name: 'Set my password' }).click();
  };
  await fill(NEW_PASSWORD);
  await expect(patron.getByText('Password set. Log in with your new password.')).toBeVisible();
  await new DeviceAlertsPage(patron).logIn('primeiroacesso', NEW_PASSWORD);
  await expect(patron.getByRole('navigation', { name: 'User menu' }).getByRole('link', { name: 'Personal area' })).toBeVisible();

  // The code was spent: typed again (another browser), it is refused.
  const again = await browser.newPage();
  await again.goto('/login?modo=primeiro-acesso');
  const form = again.getByRole('main');
  await form.getByLabel('Login or library card').fill('primeiroacesso');
  await form.getByLabel('First-access code').fill(code);
  await form.getByLabel('New password', { exact: true }).fill('Outra#Senha2026x');
  await form.getByLabel('Confirm the new password').fill('Outra#Senha2026x');
  await form.getByRole('button', { name: 'Set my password' }).click();
  await expect(again.getByRole('alert').filter({ hasText: 'The login or the first-access code is wrong' })).toBeVisible();
});
