import { expect, test } from '@playwright/test';
import { DeviceAlertsPage } from './pages/device-alerts-page';
import { CheckTitlesPage, expectAccessible, importIntoServer, InterestProfilePage } from './pages/interest-page';

// Issue 24 item 2 in the browser: a patron follows a type of work in one language; a MARC
// export of French books is imported into the running server (npm run import, over its
// admin socket); the titles it brought appear in Check titles. Axe is clean on each page.

test.use({ locale: 'en-US' });
test.setTimeout(240_000);

test('a patron follows French books; after an import their Check titles fill with the new ones', async ({ page }) => {
  await new DeviceAlertsPage(page).logIn('tecnico', 'Biblioteca#2026');
  const profile = new InterestProfilePage(page);
  await profile.open();
  await expectAccessible(page);
  await profile.followWorkType('Livro', 'Francês');
  await expect(page.getByRole('table', { name: 'Types of work you follow' })).toContainText('Livro');

  const check = new CheckTitlesPage(page);
  await check.open();
  await expect(check.title(/Quarante hymnes du Rig-V/)).toHaveCount(0);

  const output = await importIntoServer(['server/marc/fixtures/lul_fre_25.marc8.mrc']);
  expect(output).toMatch(/25/);

  await page.reload();
  await expect(check.title(/Quarante hymnes du Rig-V/)).toBeVisible();
  await expect(check.title(/Le Théâtre français sous Louis XIV/)).toBeVisible();
  await expectAccessible(page);

  // Interest areas: the authority file's subjects, with its own axe check.
  await page.getByRole('navigation', { name: 'Personal area menu' }).getByRole('link', { name: 'Interest areas' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Interest areas' })).toBeVisible();
  await expectAccessible(page);
});
