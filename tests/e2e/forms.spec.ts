import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DeviceAlertsPage } from './pages/device-alerts-page';
import { walkedForms, type FormVisit } from './form-walk';

// Forms point at the mistake (issue 37 item 4), on every form of the PWA: each form of
// tests/e2e/form-walk.ts (the list scripts/form-walk.test.ts holds to the source's <form>s),
// sent empty, marks its first wrong field: the message beside it, aria-invalid,
// aria-describedby pointing at the message, and the focus there. One test per account.

test.use({ locale: 'en-US' });
test.describe.configure({ timeout: 240_000 });
const PASSWORD = 'Biblioteca#2026';
const ROUTES = readFileSync(new URL('../../src/routeTree.gen.ts', import.meta.url), 'utf8');

/** The form whose submit button has this exact name (the first shown, when a page has several). */
function formWith(page: Page, submit: string): Locator {
  return page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: submit, exact: true }) })
    .filter({ visible: true })
    .first();
}

async function walk(page: Page, visit: FormVisit) {
  const where = `${visit.file} at ${visit.path}`;
  const route = visit.path.split('?')[0];
  expect(ROUTES, `${route} is a route of the router`).toContain(`'${route}'`);
  await page.goto(visit.path);
  for (const name of visit.reveal ?? []) await page.getByRole('button', { name, exact: true }).first().click();
  const form = formWith(page, visit.submit);
  await expect(form, `${where}: the form is shown`).toBeVisible();
  await form.getByRole('button', { name: visit.submit, exact: true }).click();

  const invalid = form.locator('[aria-invalid="true"]');
  await expect(invalid.first(), `${where}: a field marked invalid`).toBeVisible();
  await expect(invalid.first(), `${where}: focus on the first wrong field`).toBeFocused();
  const field = invalid.first();
  const ids = ((await field.getAttribute('aria-describedby')) ?? '').split(/\s+/).filter(Boolean);
  const found = await Promise.all(ids.map((id) => page.locator(`[id="${id}"].field-error`).count()));
  const messageId = ids[found.findIndex((n) => n > 0)];
  expect(messageId, `${where}: the message is in the field's aria-describedby`).toBeTruthy();
  const message = page.locator(`[id="${messageId}"]`);
  await expect(message, `${where}: the message is shown`).toBeVisible();
  if (visit.message) await expect(message, `${where}: the spec's words`).toHaveText(visit.message);
  else await expect(message).not.toBeEmpty();
  // Beside the field: below its top, within a line or two of its bottom.
  const [fieldBox, messageBox] = [await field.boundingBox(), await message.boundingBox()];
  expect(messageBox!.y, `${where}: the message is below its field`).toBeGreaterThanOrEqual(fieldBox!.y);
  expect(messageBox!.y - (fieldBox!.y + fieldBox!.height), `${where}: the message is next to its field`).toBeLessThan(80);
}

const accounts = [...new Set(walkedForms.map((visit) => visit.account))];
for (const account of accounts) {
  test(`every form ${account ? `${account} uses` : 'a visitor uses'}, sent empty, points at its first field`, async ({ page }) => {
    if (account) await new DeviceAlertsPage(page).logIn(account, PASSWORD);
    for (const visit of walkedForms.filter((v) => v.account === account)) await walk(page, visit);
  });
}
