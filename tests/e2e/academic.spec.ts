import { axe } from './pages/axe';
import { expect, test, type Page } from '@playwright/test';
import { DeviceAlertsPage } from './pages/device-alerts-page';
import { HoldTab } from './pages/holds-page';
import { TeachingPlanPage } from './pages/teaching-plan-page';

// Academic data (issue 24 item 4) and patrons in (issue 23 item 2): the professor searches
// the teaching plans of a department (§5 first: nothing filled is refused) and sees each
// title's copies, loans and whether it is short; a patron whose registration expired signs
// in and is told why she cannot hold a title. axe is clean on both screens.

test.use({ locale: 'en-US' });
const PASSWORD = 'Biblioteca#2026';

async function expectAccessible(page: Page) {
  const { violations } = await axe(page).include('main').analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test("a professor searches a department's teaching plans and sees which titles are short", async ({ page }) => {
  await new DeviceAlertsPage(page).logIn('professor', PASSWORD);
  await page.getByRole('link', { name: 'Teaching plan' }).first().click();
  const plans = new TeachingPlanPage(page);
  await expect(plans.heading).toBeVisible();

  await plans.search.click();
  await expect(plans.problem).toHaveText('Fill in at least one field to search the teaching plans.');

  await plans.department.selectOption({ label: 'Ciências da Saúde' });
  await plans.semester.selectOption({ label: 'First' });
  await plans.search.click();
  await expect(plans.found).toHaveText('2 teaching plans found.');
  const anatomy = plans.plan('Anatomia Humana', 'Medicina');
  await expect(anatomy).toContainText('semester 1');
  const table = plans.bibliography('Anatomia Humana', anatomy);
  await expect(table.getByRole('row')).toHaveCount(6);
  await expect(table.getByRole('cell', { name: 'Basic' })).toHaveCount(3);
  await expect(table.getByRole('cell', { name: 'Complementary' })).toHaveCount(2);
  // Every row says whether the library has enough copies, as a number short or "Enough".
  for (const row of await table.getByRole('row').all().then((rows) => rows.slice(1))) {
    await expect(row.getByRole('cell').last()).toHaveText(/^(Enough|\d+ copies short)$/);
  }
  await expectAccessible(page);
});

test('a patron whose registration expired signs in, and is told why she cannot hold', async ({ page, request }) => {
  const token = await request.post('/api/oauth/token', { data: { grant_type: 'password', client_id: '4', username: 'vencido', password: PASSWORD } });
  const headers = { authorization: `Bearer ${(await token.json()).access_token as string}` };
  let code = 0;
  for (let c = 1; c < 200 && !code; c++) {
    const offer = await request.get(`/api/reserva/${c}/informacoes-iniciais`, { headers });
    if (offer.ok() && (await offer.json()).motivo === 'error.registration-expired') code = c;
  }
  expect(code).toBeGreaterThan(0);

  await new DeviceAlertsPage(page).logIn('vencido', PASSWORD);
  await expect(page).toHaveURL(/\/meupergamum/);
  const tab = new HoldTab(page);
  await tab.open(code);
  await expect(page.locator('.refusal')).toHaveText(
    'Your registration with the library has expired: you can see your record, but loans, holds and requests are closed until the library renews it.');
  await expect(tab.placeHold).toHaveCount(0);
  await expectAccessible(page);
});
