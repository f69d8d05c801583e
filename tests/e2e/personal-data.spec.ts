import { axe } from './pages/axe';
import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { DeviceAlertsPage } from './pages/device-alerts-page';
import { PersonalDataPage, PrivacyPage, UserSwitchPage } from './pages/personal-data-page';

// Issue 13 items 4-6 in the browser: a patron edits and saves personal data; a wrong CPF
// (comunidade has none on record, so may give one), a bad postal code and a future birth
// date are refused with the form's messages; the privacy download is JSON with the
// patron's own data; the librarian switches to a patron after confirming the name. Axe is
// clean on each page.

test.use({ locale: 'en-US' });
test.describe.configure({ mode: 'serial' });
// Sign-in, axe and the saves each take seconds on a busy machine.
test.setTimeout(180_000);
const PASSWORD = 'Biblioteca#2026';

const signIn = (page: Page, login: string) => new DeviceAlertsPage(page).logIn(login, PASSWORD);

async function expectAccessible(page: Page) {
  const { violations } = await axe(page).include('main').analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('a patron edits personal data and saves it; the library\'s fields are shown read-only', async ({ page }) => {
  await signIn(page, 'professor');
  await page.getByRole('navigation', { name: 'Personal area menu' }).getByRole('link', { name: 'Personal data' }).click();
  const form = new PersonalDataPage(page);
  await expect(form.form).toBeVisible();
  await expect(form.libraryRecord).toContainText('Helena Martins');
  await expect(form.libraryRecord).toContainText(/\d{11}/);
  // The CPF the library holds is not a field of the form.
  await expect(form.field('CPF (digits only)')).toHaveCount(0);
  await expectAccessible(page);

  await form.field('Street').fill('Rua Delminda Silveira, 400');
  await form.field('Postal code (CEP)').fill('88025500');
  await form.field('Marital status').selectOption({ label: 'Married' });
  await form.field('Occupation').fill('Professora');
  await form.save.click();
  await expect(page.getByText('Personal data saved.')).toBeVisible();

  await page.reload();
  await expect(form.field('Street')).toHaveValue('Rua Delminda Silveira, 400');
  await expect(form.field('Postal code (CEP)')).toHaveValue('88025-500');
  await expect(form.field('Marital status')).toHaveValue('casado');
  await expect(form.field('Occupation')).toHaveValue('Professora');
});

test('a wrong CPF, a bad postal code and a future birth date are refused with the form\'s messages', async ({ page }) => {
  await signIn(page, 'comunidade');
  const form = new PersonalDataPage(page);
  await form.open();
  const cpf = form.field('CPF (digits only)');
  await cpf.fill('52998224724');
  await form.field('Postal code (CEP)').fill('8802-5500');
  await form.field('Birth date').fill('2999-01-01');
  await form.save.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please correct the highlighted fields.' })).toBeVisible();
  await expect(cpf).toHaveAttribute('aria-invalid', 'true');
  await expect(cpf).toHaveAccessibleDescription('The CPF is not valid: check its 11 digits.');
  await expect(cpf).toBeFocused();
  await expect(form.field('Postal code (CEP)')).toHaveAccessibleDescription('Enter the postal code as 00000-000.');
  await expect(form.field('Birth date')).toHaveAccessibleDescription(/^The birth date must be a date in the past\. mm\/dd\/yyyy$/);
  await expectAccessible(page);

  // Eleven equal digits pass the arithmetic but are no CPF.
  await cpf.fill('11111111111');
  await form.field('Postal code (CEP)').fill('88025-500');
  await form.field('Birth date').fill('1985-06-15');
  await form.save.click();
  await expect(cpf).toHaveAccessibleDescription('The CPF is not valid: check its 11 digits.');
  await cpf.fill('11144477735');
  await form.save.click();
  await expect(page.getByText('Personal data saved.')).toBeVisible();
  // Given once, the CPF is now the library's record.
  await expect(form.libraryRecord).toContainText('11144477735');
  await expect(form.field('CPF (digits only)')).toHaveCount(0);
});

test('changing the recovery e-mail asks for the current password', async ({ page }) => {
  await signIn(page, 'funcionario');
  const form = new PersonalDataPage(page);
  await form.open();
  await form.field('E-mail (used to recover your password)').fill('patricia.alves@example.org');
  const password = form.field('Current password (needed to change the e-mail)');
  await form.save.click();
  await expect(password).toHaveAccessibleDescription('Enter your current password to change the e-mail address.');
  await password.fill('Errada#2026');
  await form.save.click();
  await expect(password).toHaveAccessibleDescription('The current password is not correct.');
  await password.fill(PASSWORD);
  await form.save.click();
  await expect(page.getByText('Personal data saved.')).toBeVisible();
  await expect(form.field('E-mail (used to recover your password)')).toHaveValue('patricia.alves@example.org');
});

test('the privacy page links the policy and downloads the patron\'s data as JSON', async ({ page }) => {
  await signIn(page, 'aluno');
  await page.getByRole('navigation', { name: 'Personal area menu' }).getByRole('link', { name: 'Privacy and data protection' }).click();
  const privacy = new PrivacyPage(page);
  await expect(privacy.download).toBeVisible();
  await expect(privacy.policyLink).toHaveAttribute('href', 'https://ufdemo.edu.br/privacidade');
  await expectAccessible(page);

  const [download] = await Promise.all([page.waitForEvent('download'), privacy.download.click()]);
  expect(download.suggestedFilename()).toMatch(/^meus-dados-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(fs.readFileSync((await download.path())!, 'utf8'));
  expect(data.pessoa).toMatchObject({ login: 'aluno', nome: 'Ana Beatriz Souza' });
  expect(data.emprestimos.length).toBeGreaterThan(0);
  expect(data.multas.length).toBeGreaterThan(0);
  expect(JSON.stringify(data)).not.toMatch(/argon2|senha_hash/);

  await page.getByLabel('Details (optional)').fill('Apaguem meus comentários, por favor.');
  await privacy.askDeletion.click();
  await expect(page.getByText('Deletion request sent to the library.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Your deletion requests' })).toContainText('Open');
  await expect(privacy.askDeletion).toBeDisabled();
});

test('the librarian sees the deletion request at the desk and switches to a patron after confirming the name', async ({ page }) => {
  await signIn(page, 'bibliotecario');
  // The deletion requests are a queue of the staff workspace, counted in its menu (issue 23).
  await page.goto('/balcao');
  await page.getByRole('navigation', { name: 'Staff workspace' }).getByRole('link', { name: /^Deletion requests/ }).click();
  const request = page.locator('[data-queue-item]').filter({ hasText: 'Ana Beatriz Souza (aluno)' });
  await expect(request).toContainText('Apaguem meus comentários');
  await request.getByLabel('What was done').fill('Comentários apagados.');
  await request.getByRole('button', { name: 'Mark handled' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'moved to Handled.' })).toBeVisible();

  const swap = new UserSwitchPage(page);
  await swap.open();
  await expectAccessible(page);
  await swap.switchButton.click();
  // The spec's words beside the empty field, which has the focus (field-checks.ts).
  await expect(swap.userName).toHaveAttribute('aria-invalid', 'true');
  await expect(swap.userName).toHaveAccessibleDescription('Enter the user name.');
  await expect(swap.userName).toBeFocused();
  await swap.userName.fill('  aluno ');
  await swap.switchButton.click();
  await expect(swap.dialog).toContainText('Continue as Ana Beatriz Souza (aluno)?');
  await swap.dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/meupergamum$/);
  await expect(page.getByText('You are now signed in as Ana Beatriz Souza.')).toBeVisible();
  // The device now holds aluno's session.
  const form = new PersonalDataPage(page);
  await form.open();
  await expect(form.libraryRecord).toContainText('Ana Beatriz Souza');
});

test('a patron opening the user switch is told it is for library staff, and gets no form', async ({ page }) => {
  await signIn(page, 'posgrad');
  const swap = new UserSwitchPage(page);
  await page.goto('/meupergamum/troca-usuario');
  await expect(page.getByText('This page is for library staff only')).toBeVisible();
  await expect(swap.userName).toHaveCount(0);
  await expect(swap.switchButton).toHaveCount(0);
});
