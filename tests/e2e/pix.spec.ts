import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { E2E_PIX_WEBHOOK_SECRET } from '../support/fake-psp';
import { axe } from './pages/axe';
import { DeviceAlertsPage } from './pages/device-alerts-page';
import { PixPage } from './pages/pix-page';
import { StaffWorkspacePage } from './pages/staff-workspace-page';

// Issue 39 item 1, the whole path in the browser: the end-to-end server charges through the
// fake PSP (tests/support/fake-psp.ts, started beside it by tests/support/idps.ts), the patron
// sees the dynamic charge's QR code, the PSP's payment notice reaches the webhook, the page
// turns to "Paid" by itself, the debt is gone and the patron's alert says so. The patron is
// the tests' own 'pagador' (scripts/e2e-seed.ts), so aluno's fine stays for the other specs.
// Then the desk sees the charge, paid, on the patron's record.

test.use({ locale: 'en-US' });
test.describe.configure({ timeout: 120_000 });

test('a PIX charge made through the PSP clears the debt when the PSP reports the payment', async ({ page, browser, baseURL }) => {
  await new DeviceAlertsPage(page).logIn('pagador', 'Biblioteca#2026');
  await expect(page).toHaveURL(/\/meupergamum$/);
  const pix = new PixPage(page);
  await pix.open();
  await pix.payAll.click();
  await expect(pix.panel).toHaveAttribute('data-status', 'ativa');
  await expect(pix.panel.getByRole('heading')).toHaveText(/^Pay R\$\s?3\.00 by PIX$/);
  await expect(pix.status).toContainText('Waiting for the payment.');
  // A dynamic BR Code: the PSP's location (merchant account 26, subfield 25), not the key.
  await expect(pix.code).toContainText('psp.example/qr/v2/');
  const { violations } = await axe(page).include('main').analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  // The payer's bank pays; the PSP posts its notice to the webhook registered with it.
  const txid = (await pix.txid.textContent())!.trim();
  const notice = await page.request.post(`/api/pix/webhook/${E2E_PIX_WEBHOOK_SECRET}/pix`, {
    data: { pix: [{ endToEndId: `E${randomUUID().replace(/-/g, '')}`, txid, valor: '3.00', horario: new Date().toISOString() }] },
  });
  expect(notice.status()).toBe(200);

  // The page asks every few seconds: paid, and the list of debts empty.
  await expect(pix.status).toHaveText('Paid. Thank you: your debts are cleared.', { timeout: 20_000 });
  await expect(pix.payAll).toHaveCount(0);
  await page.goto('/meupergamum/alertas');
  await expect(page.getByRole('main')).toContainText('PIX payment received');

  // At the desk, in another browser: the patron's record lists the charge, paid.
  const desk = await browser.newContext({ baseURL, locale: 'en-US' });
  const clerk = await desk.newPage();
  await new DeviceAlertsPage(clerk).logIn('bibliotecario', 'Biblioteca#2026');
  await clerk.goto('/balcao/usuarios');
  const staff = new StaffWorkspacePage(clerk);
  await staff.findPatron('pagador');
  await clerk.getByRole('link', { name: 'Paula Prado Pagadora' }).click();
  const charges = clerk.getByRole('region', { name: 'PIX charges' });
  await expect(charges.getByRole('row').filter({ hasText: txid })).toContainText('Paid');
  await expect(charges.getByRole('button', { name: /^Clear the PIX charge/ })).toHaveCount(0);
  await staff.expectAccessible();
  await desk.close();
});
