import { axe } from './pages/axe';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { FIXTURES } from '../../server/marc/fixtures';
import { DeviceAlertsPage } from './pages/device-alerts-page';
import { HoldTab } from './pages/holds-page';

// Items from MARC (issue 23 item 1), end to end: `npm run import` of a real Koha export
// while the catalogue server runs (the command hands the file to the server over its admin
// socket), the desk lends one imported copy by its Koha barcode (`npm run desk`, the same
// socket), then aluno sees the imported copies on the title's copies page and places a hold
// on the title, whose only copy is now out. axe is clean on both screens.

test.use({ locale: 'en-US' });
const PASSWORD = 'Biblioteca#2026';

/** The running server's folder (scripts/e2e-server.mjs): $TMPDIR/catalogo-e2e-<first port>/<n>, port = first + 5n. */
function serverDataDir(): string {
  const port = Number(process.env.E2E_PORT ?? 8181);
  for (let n = 0; n < 8; n++) {
    const dir = path.join(os.tmpdir(), `catalogo-e2e-${port - 5 * n}`, String(n));
    if (fs.existsSync(dir)) return dir;
  }
  throw new Error(`no e2e server folder for port ${port}`);
}

/** A project command run as a librarian would, against the running server's data folder. */
function command(script: string, args: string[]): string {
  return execFileSync(process.execPath, ['--import', 'tsx', script, ...args], {
    env: { ...process.env, DATA_DIR: serverDataDir(), DATABASE_URL: '', NODE_ENV: 'production' },
    encoding: 'utf8',
  });
}

async function expectAccessible(page: Page) {
  const { violations } = await axe(page).include('main').analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('copies imported from a Koha export show on the title and can be held once lent', async ({ page }) => {
  const summary = command('server/cli.ts', ['import', '--create-loan-types', FIXTURES.kohaItems]);
  expect(summary).toContain('it imports the files while it serves');
  // The export's Koha item types (BK…) are not the demo's loan types: created, as the manual says to.
  expect(summary).toMatch(/loan types created \(--create-loan-types/);
  // Koha's barcodes 1, 2, 3, 4 and 6 are the numbers of demo copies with no label: not written.
  expect(summary).toMatch(/items \(Koha 952 \(recognised\)\): created \d+, updated \d+, moved 0, skipped 6 \(no barcode 1, barcode is the number of another copy 5\)/);

  // "Another book" has one copy, Koha barcode TEST22222, at MPL in collection FIC: lent to posgrad.
  const loan = JSON.parse(command('server/desk-cli.ts', ['checkout', 'posgrad', 'TEST22222'])) as { emprestimo: { cod_acervo: number } };
  const code = loan.emprestimo.cod_acervo;

  await new DeviceAlertsPage(page).logIn('aluno', PASSWORD);
  await page.goto(`/acervo/${code}/exemplares`);
  const copies = page.getByRole('table', { name: 'Copies in MPL' });
  await expect(copies).toBeVisible();
  const row = copies.getByRole('row').filter({ hasText: 'FIC' });
  await expect(row).toContainText('BK');
  await expect(row).toContainText('On loan');
  await expectAccessible(page);

  const tab = new HoldTab(page);
  await tab.open(code);
  await expect(tab.form).toBeVisible();
  await tab.chooseFirstCopy();
  await expect(tab.queueCheck).toHaveText('Your hold would be number 1 in the queue.');
  await expectAccessible(page);
  await tab.placeHold.click();
  await expect(tab.placed).toContainText('You are number 1 in the queue.');
});
