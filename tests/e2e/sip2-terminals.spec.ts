import { axe } from './pages/axe';
import { expect, test } from '@playwright/test';
import { DeviceAlertsPage } from './pages/device-alerts-page';
import { Sip2TerminalsPage } from './pages/sip2-terminals-page';

// The SIP2 terminals section of the staff workspace (issue 26 item 3): an administrator adds
// a self-check terminal, is told plainly when its password is too short, and turns it off.

test.use({ locale: 'en-US' });

test('an administrator adds a self-check terminal and turns it off', async ({ page }) => {
  await new DeviceAlertsPage(page).logIn('administrador', 'Biblioteca#2026');
  await expect(page).not.toHaveURL(/\/login/);
  const terminals = new Sip2TerminalsPage(page);
  await terminals.openFromMenu();
  const { violations } = await axe(page).include('main').analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  await terminals.add('quiosque-e2e', 'curta', 'Entrance kiosk', 'BC');
  await expect(terminals.form.getByRole('alert')).toHaveText('The password takes 8 to 128 characters, without a vertical bar.');

  await terminals.form.getByLabel('Password (8 characters or more)').fill('senha-do-quiosque');
  await terminals.form.getByRole('button', { name: 'Add the terminal' }).click();
  await expect(terminals.form.getByRole('status')).toHaveText('quiosque-e2e added.');
  const row = terminals.row('quiosque-e2e');
  await expect(row).toContainText('Entrance kiosk');
  await expect(row).toContainText('On');

  await row.getByRole('button', { name: 'Turn quiosque-e2e off' }).click();
  await expect(terminals.list.getByRole('status')).toHaveText('quiosque-e2e is off.');
  await expect(terminals.row('quiosque-e2e')).toContainText('Off');
  await expect(terminals.row('quiosque-e2e').getByRole('button', { name: 'Turn quiosque-e2e on' })).toBeVisible();
});
