import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { E2E_PIX_WEBHOOK_SECRET } from '../support/fake-psp';
import { DeviceAlertsPage } from './pages/device-alerts-page';
import { PaymentReviewsPage } from './pages/payment-reviews-page';
import { StaffWorkspacePage } from './pages/staff-workspace-page';

// Issue 39: the payments that need a person, in the staff workspace. A PIX payment naming no
// charge of the library reaches the webhook (as a PSP would post it) and is kept; the clerk
// (circulation) finds it from the workspace menu, with its amount, provider and reason, marks it
// refunded with a note, and finds it among the resolved; a patron is refused the page.

test.use({ locale: 'en-US' });
test.describe.configure({ timeout: 120_000 });

test('a payment kept for staff is listed and marked resolved with a note', async ({ page, browser, baseURL }) => {
  const txid = `Stray${randomUUID().replace(/-/g, '').slice(0, 27)}`;
  const notice = await page.request.post(`/api/pix/webhook/${E2E_PIX_WEBHOOK_SECRET}/pix`, {
    data: { pix: [{ endToEndId: `E${randomUUID().replace(/-/g, '')}`, txid, valor: '7.31', horario: new Date().toISOString() }] },
  });
  expect(notice.status()).toBe(200);

  await new DeviceAlertsPage(page).logIn('bibliotecario', 'Biblioteca#2026');
  const staff = new StaffWorkspacePage(page);
  await staff.openFromUserMenu();
  await staff.section(/^Payments to review/).click();
  const reviews = new PaymentReviewsPage(page);
  await expect(page).toHaveURL(/\/balcao\/pagamentos-revisar$/);
  const row = reviews.row(txid);
  await expect(row).toContainText(/R\$\s?7\.31/);
  await expect(row).toContainText('PIX');
  await expect(row).toContainText('no charge of ours has this identifier');
  await expect(row).toContainText('Unknown: the payment names no charge of the library');
  await staff.expectAccessible();

  await reviews.resolve(row, 'Refunded to the payer', 'Devolvido ao pagador pelo banco');
  await expect(reviews.status).toContainText('is marked resolved.');
  await expect(reviews.status).toBeFocused();
  await expect(reviews.row(txid)).toHaveCount(0);
  await reviews.resolvedTab.click();
  const done = reviews.row(txid);
  await expect(done).toContainText('Refunded to the payer: Devolvido ao pagador pelo banco (bibliotecario,');
  await staff.expectAccessible();

  // A patron is not staff: the page says so.
  const other = await browser.newContext({ baseURL, locale: 'en-US' });
  const patron = await other.newPage();
  await new DeviceAlertsPage(patron).logIn('aluno', 'Biblioteca#2026');
  await patron.goto('/balcao/pagamentos-revisar');
  await expect(patron.getByRole('alert')).toContainText('This page is for library staff only.');
  await other.close();
});
