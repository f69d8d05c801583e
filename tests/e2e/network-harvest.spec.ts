import { axe } from './pages/axe';
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { recordedRepository, serveReplay, type ReplayServer } from '../../server/modules/integration/harvest/replay';
import { DeviceAlertsPage } from './pages/device-alerts-page';

// Harvesting the network catalogue (issue 26 item 2): an administrator adds a partner in
// the staff workspace, pointing at a local server that replays a real DSpace repository's
// recorded answers (server/seed/oai/erasmus-dspace), harvests it now, sees the summary,
// and the network search then finds a harvested title under the new institution. axe is
// clean on the partners screen.

test.use({ locale: 'en-US' });
const PASSWORD = 'Biblioteca#2026';
const dir = 'server/seed/oai/erasmus-dspace/';
let replay: ReplayServer;

test.beforeAll(async () => {
  const read = (f: string) => readFileSync(dir + f, 'utf8');
  replay = await serveReplay(recordedRepository({
    identify: read('identify.xml'), prefix: 'oai_dc',
    listRecords: [read('listrecords-1-from-2003-04-10.xml'), read('listrecords-2-from-2004-01-01.xml')],
  }, 5));
});
test.afterAll(() => replay?.close());

test('an administrator adds a partner, harvests it now, and the network search finds its titles', async ({ page }) => {
  await new DeviceAlertsPage(page).logIn('administrador', PASSWORD);
  await page.goto('/balcao');
  await page.getByRole('navigation', { name: 'Staff workspace' }).getByRole('link', { name: 'Network catalogue partners' }).click();
  await expect(page).toHaveURL(/\/balcao\/rede$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Network catalogue partners');

  const add = page.locator('form.partner-form').first();
  await add.getByLabel('Institution name').fill('Erasmus replay (E2E)');
  await add.getByLabel('OAI-PMH base address').fill(replay.url);
  await add.getByLabel('Format').selectOption('oai_dc');
  await add.getByLabel('Harvested on schedule').uncheck();
  await add.getByRole('button', { name: 'Add' }).click();

  const row = page.getByRole('row').filter({ hasText: 'Erasmus replay (E2E)' });
  await expect(row.getByRole('status')).toHaveText('Not harvested yet');
  await row.getByRole('button', { name: 'Harvest Erasmus replay (E2E) now' }).click();
  await expect(row.getByRole('status')).toHaveText('Harvested', { timeout: 30_000 });
  await expect(row).toContainText('16 added, 0 updated, 0 deleted, 0 skipped');
  await expect(row).toContainText('4 pages, 16 records');
  // The replay was followed along its resumption tokens.
  expect(replay.requests.filter((q) => q.includes('resumptionToken='))).toHaveLength(3);
  const { violations } = await axe(page).include('main').analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  await page.goto('/?termo=neuromarketing');
  const network = page.getByRole('region', { name: 'In other institutions (Rede Pergamum)' });
  await expect(network.getByText('Kijken in het brein: Over de mogelijkheden van neuromarketing').first()).toBeVisible();
  const institutions = network.getByRole('group', { name: 'Institution', exact: true });
  await expect(institutions).toContainText('Erasmus replay (E2E)');
});
