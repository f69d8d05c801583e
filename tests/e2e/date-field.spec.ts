import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './pages/basket-page';
import { DeviceAlertsPage } from './pages/device-alerts-page';

// Dates in the reader's language, not the browser's (issue 37 item 7): Chromium draws a native
// date input in the browser's language whatever the page's, so a Portuguese page under an
// English browser asked for mm/dd/yyyy. The date fields ask for and read dd/mm/aaaa there.

test.use({ locale: 'en-US' });

test('in Portuguese under an en-US browser, a date filter asks for dd/mm/aaaa, reads it so, and points at a date written otherwise', async ({ page }) => {
  await new DeviceAlertsPage(page).logIn('aluno', 'Biblioteca#2026');
  await page.goto('/meupergamum/pedidos?lng=pt');
  const main = page.getByRole('main');
  const from = main.getByLabel('De', { exact: true });
  const to = main.getByLabel('Até', { exact: true });
  await expect(from).toHaveAccessibleDescription('dd/mm/aaaa');
  await expect(to).toHaveAccessibleDescription('dd/mm/aaaa');
  await expect(main.getByText('dd/mm/aaaa').first()).toBeVisible();

  // 31/12/2000 exists only as day/month: read so, it is after 01/01/2000 and the range is refused.
  await from.fill('31/12/2000');
  await to.fill('01/01/2000');
  await main.getByRole('button', { name: 'Mostrar', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'A data inicial não pode ser posterior à data final.' })).toBeVisible();

  // Written month first, it is no date in Portuguese: the message is beside the field, with focus.
  await from.fill('12/31/2000');
  await main.getByRole('button', { name: 'Mostrar', exact: true }).click();
  await expect(from).toHaveAttribute('aria-invalid', 'true');
  await expect(from).toHaveAccessibleDescription('dd/mm/aaaa Digite a data como dd/mm/aaaa.');
  await expect(from).toBeFocused();
  await expectNoAxeViolations(page);

  // A period in 2000, read day first, filters the list to nothing; cleared, the requests are back.
  await from.fill('01/01/2000');
  await to.fill('31/12/2000');
  await expect(from).not.toHaveAttribute('aria-invalid', 'true');
  await main.getByRole('button', { name: 'Mostrar', exact: true }).click();
  await expect(main.getByRole('button', { name: 'Limpar as datas' })).toBeVisible();
  await expect(from).toHaveValue('01/01/2000');
});
