import { expect, test } from '@playwright/test';
import { DeviceAlertsPage } from './pages/device-alerts-page';
import { PixPage } from './pages/pix-page';
import { StaffWorkspacePage } from './pages/staff-workspace-page';

// Issue 39 item 1 at the desk: the clerk opens a patron's record and makes a PIX charge with a
// due date for her debt (the fake PSP's cobv); a wrong number of days is pointed at, at its
// field; the charge is shown with its QR code and due date; the patron finds it, due on that
// day, on her debts page. The patron is the tests' own 'vencimento' (scripts/e2e-seed.ts: a CPF,
// which a due date needs, and an R$ 2.50 fine of her own).

test.use({ locale: 'en-US' });
test.describe.configure({ timeout: 120_000 });

test('the desk makes a PIX charge with a due date, and the patron finds it due on her debts page', async ({ page, browser, baseURL }) => {
  await new DeviceAlertsPage(page).logIn('bibliotecario', 'Biblioteca#2026');
  await page.goto('/balcao/usuarios');
  const staff = new StaffWorkspacePage(page);
  await staff.findPatron('vencimento');
  await page.getByRole('link', { name: 'Vera Vencimento Prazo' }).click();

  const form = page.getByRole('form', { name: 'Make a PIX charge' });
  await expect(form.getByRole('checkbox', { name: /R\$\s?2\.50/ })).toBeChecked();
  await form.getByRole('radio', { name: 'With a due date' }).check();
  const days = form.getByRole('textbox', { name: 'Due in (days)' });
  await expect(days).toHaveAccessibleDescription(/A due date needs the patron's CPF\./);
  await days.fill('99');
  const make = form.getByRole('button', { name: /^Make the PIX charge of R\$\s?2\.50$/ });
  await make.click();
  await expect(days).toHaveAttribute('aria-invalid', 'true');
  await expect(days).toBeFocused();
  await expect(form.getByText('Enter a whole number of days from 1 to 60.')).toBeVisible();

  await days.fill('5');
  await make.click();
  const made = page.getByTestId('desk-pix-made');
  await expect(made.getByRole('heading')).toHaveText(/^PIX charge of R\$\s?2\.50 made$/);
  await expect(made.getByRole('status')).toContainText(/^Due on \d{2}\/\d{2}\/\d{4};/);
  const due = /Due on (\S+);/.exec((await made.getByRole('status').textContent())!)![1];
  // Five days from the library's today (a day either side at midnight's edge).
  const offset = (new Date(due).getTime() - Date.now()) / 86_400_000;
  expect(offset).toBeGreaterThan(3.5);
  expect(offset).toBeLessThan(5.5);
  // A dynamic BR Code (the PSP's location), shown as a QR code.
  await expect(made.locator('.pix-code')).toContainText('psp.example/');
  await expect(made.getByRole('img')).toBeVisible();
  await staff.expectAccessible();

  // The patron, on her phone: the charge made at the desk waits on her debts page, with its due date.
  const phone = await browser.newContext({ baseURL, locale: 'en-US' });
  const patron = await phone.newPage();
  await new DeviceAlertsPage(patron).logIn('vencimento', 'Biblioteca#2026');
  const pix = new PixPage(patron);
  await pix.open();
  const waiting = patron.getByTestId('pix-open');
  await expect(waiting).toContainText(/R\$\s?2\.50, due on/);
  await expect(waiting).toContainText(`due on ${due}`);
  await waiting.getByRole('button', { name: /^Show the PIX code/ }).click();
  await expect(pix.panel).toHaveAttribute('data-status', 'ativa');
  await phone.close();
});
