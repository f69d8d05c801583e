import { expect, test, type Page } from '@playwright/test';
import { axe } from './pages/axe';
import { DeviceAlertsPage } from './pages/device-alerts-page';
import { FakePagTesouroPaymentPage, PagTesouroDebtsPage } from './pages/pagtesouro-page';

// Issue 39 item 1, PagTesouro's main path in the browser: the end-to-end server is configured
// with the fake PagTesouro (tests/support/idps.ts: over https, trusted by the server through
// NODE_EXTRA_CA_CERTS), so the debts page offers Pay with PagTesouro; the patron goes to
// PagTesouro's page (the fake's), pays, PagTesouro notifies the server (which asks it where the
// payment stands and settles the debt) and sends the patron back, who sees the debt cleared and
// the payment paid, and the alert. The patron is the tests' own 'contribuinte' (scripts/e2e-seed.ts,
// with a CPF and an R$ 5.00 fine), so aluno's fine stays for the other specs.

// The fake's certificate is its own: the browser is told not to mind it (the server trusts it).
test.use({ locale: 'en-US', ignoreHTTPSErrors: true });
test.describe.configure({ timeout: 120_000 });

async function expectAccessible(page: Page) {
  const { violations } = await axe(page).include('main').analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('a patron pays a debt through PagTesouro, comes back and sees it cleared', async ({ page }) => {
  await new DeviceAlertsPage(page).logIn('contribuinte', 'Biblioteca#2026');
  const debts = new PagTesouroDebtsPage(page);
  await debts.open();
  await expect(debts.total).toContainText(/R\$\s?5\.00/);
  // The tick column chooses debts for PIX or PagTesouro: it says Pay.
  await expect(debts.payColumn()).toBeVisible();
  await expect(debts.pay).toBeEnabled();
  await expectAccessible(page);

  await debts.pay.click();
  const pagTesouro = new FakePagTesouroPaymentPage(page);
  await expect(page).toHaveURL(/^https:\/\/127\.0\.0\.1:\d+\/pagamento\?idSessao=/);
  await expect(pagTesouro.heading).toBeVisible();
  await expect(page.getByRole('main')).toContainText('R$ 5,00 · Tânia Teles Tesouro');
  await pagTesouro.payByPix.click();

  // Back on the debts page (PagTesouro's urlRetorno): the debt is gone, the payment paid.
  await expect(page).toHaveURL(/\/meupergamum\/debitos$/);
  await expect(debts.noDebts).toBeVisible();
  await expect(debts.payments.first()).toHaveAttribute('data-status', 'concluido');
  await expect(debts.payments.first()).toContainText(/R\$\s?5\.00 on .*: paid/);
  await expect(debts.pay).toHaveCount(0);
  await expectAccessible(page);

  await page.goto('/meupergamum/alertas');
  await expect(page.getByRole('main')).toContainText('PagTesouro payment received');
});
