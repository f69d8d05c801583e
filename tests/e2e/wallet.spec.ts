import { expect, test, type Page } from '@playwright/test';
import { axe } from './pages/axe';
import { DeviceAlertsPage } from './pages/device-alerts-page';
import { WalletPage } from './pages/wallet-page';

// The library card in the wallets (issue 39 item 2), on a phone. The end-to-end server holds
// no wallet keys (APPLE_WALLET_*, GOOGLE_WALLET_* unset): the card page shows no wallet button,
// and asking for a pass anyway is refused with the library's message. With the server's
// answer saying a wallet is on, only that wallet's button shows. The passes themselves, signed
// with throwaway keys, are checked in tests/server/wallet.test.ts.

test.use({ locale: 'en-US', viewport: { width: 390, height: 844 } });
test.describe.configure({ timeout: 120_000 });

async function openCard(page: Page) {
  await new DeviceAlertsPage(page).logIn('aluno', 'Biblioteca#2026');
  await expect(page).toHaveURL(/\/meupergamum$/);
  await page.goto('/meupergamum/carteirinha');
}

test('without wallet keys the card shows no wallet button', async ({ page }) => {
  const wallet = new WalletPage(page);
  const answered = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/carteira');
  await openCard(page);
  expect(await (await answered).json()).toEqual({ apple: false, google: false });
  await expect(wallet.cardNumber).toBeVisible();
  await expect(wallet.section).toHaveCount(0);
  await expect(wallet.apple).toHaveCount(0);
  await expect(wallet.google).toHaveCount(0);
});

test('each wallet the server offers gets its button, and a refusal is explained', async ({ page }) => {
  const wallet = new WalletPage(page);
  await wallet.serverOffers({ apple: true, google: false });
  await openCard(page);
  await expect(wallet.apple).toBeVisible();
  await expect(wallet.google).toHaveCount(0);
  const { violations } = await axe(page).include('main').analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  // The real server has no certificate: its 422 is shown in the patron's words.
  await wallet.apple.click();
  await expect(wallet.section.getByRole('alert')).toHaveText('The library card cannot be added to this wallet yet.');

  await wallet.serverOffers({ apple: false, google: true });
  await page.reload();
  await expect(wallet.google).toBeVisible();
  await expect(wallet.apple).toHaveCount(0);
});
