import { axe } from './pages/axe';
import { expect, test, type Page } from '@playwright/test';
import { DebtsPage, NoDuesPage, VerifyCodePage } from './pages/debts-page';
import { DeviceAlertsPage } from './pages/device-alerts-page';

// Debts and the no-debts certificate (issue 13): aluno sees her R$ 4.50 fine, downloads a
// payment slip, asks for the certificate and is told what blocks it; tecnico (a clean
// record) confirms, gets it and is separated from the library; a third party, signed out,
// checks the code. axe is clean on each screen. Runs in English: R$ 4.50 (pt shows R$ 4,50,
// unit-tested in src/features/circulation/debts/money.test.ts).

test.use({ locale: 'en-US' });
test.describe.configure({ mode: 'serial' });
const PASSWORD = 'Biblioteca#2026';

async function expectAccessible(page: Page) {
  const { violations } = await axe(page).include('main').analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('aluno sees R$ 4.50, downloads the slip, and is told what blocks the certificate', async ({ page }) => {
  await new DeviceAlertsPage(page).logIn('aluno', PASSWORD);
  await expect(page.getByRole('region', { name: 'Debts', exact: true })).toContainText('To pay: R$\u00a04.50');
  const debts = new DebtsPage(page);
  await debts.open();
  await expect(debts.total).toHaveText('Total to pay: R$\u00a04.50');
  await expect(page.getByRole('row', { name: /Atraso na devolução \(3 dias\)/ })).toContainText('R$\u00a04.50');
  await expectAccessible(page);

  const download = page.waitForEvent('download');
  await debts.slipForAll.click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^gru-\d{17}\.pdf$/);
  const bytes = await (await import('node:fs/promises')).readFile((await file.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  await expect(debts.numericLine).toHaveText(/^856\d{8}-\d( \d{11}-\d){3}$/);

  const noDues = new NoDuesPage(page);
  await noDues.open();
  await expect(noDues.blockers).toContainText('You cannot have the no-debts certificate yet.');
  await expect(noDues.blocker('emprestimo').getByRole('heading', { name: 'Loans to return' })).toBeVisible();
  await expect(noDues.blocker('multa')).toContainText('Atraso na devolução (3 dias)');
  await expect(noDues.blocker('reserva').getByRole('heading', { name: 'Holds to cancel or collect' })).toBeVisible();
  await expect(noDues.issue).toHaveCount(0);
  await expectAccessible(page);
});

test('tecnico confirms, gets the certificate and is separated; a third party verifies the code', async ({ page, browser }) => {
  await new DeviceAlertsPage(page).logIn('tecnico', PASSWORD);
  const noDues = new NoDuesPage(page);
  await noDues.open();
  await expect(page.getByText('Nothing is pending: you may have the no-debts certificate.')).toBeVisible();
  await expectAccessible(page);
  await noDues.issue.click();
  await expect(noDues.dialog).toContainText('This cannot be undone.');
  await noDues.dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(noDues.code).toHaveCount(0);
  await noDues.issue.click();
  await noDues.dialog.getByRole('button', { name: 'Issue and leave the library' }).click();
  await expect(noDues.code).toHaveText(/^[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4}$/);
  const code = (await noDues.code.textContent())!;
  await expect(page.getByText('You are no longer a library user.')).toBeVisible();
  await expectAccessible(page);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the certificate (PDF)' }).click();
  expect((await download).suggestedFilename()).toBe(`nada-consta-${code}.pdf`);

  // Separated: the server refuses a hold.
  const token = await page.request.post('/api/oauth/token', {
    data: { grant_type: 'password', client_id: '4', username: 'tecnico', password: PASSWORD },
  });
  const headers = { authorization: `Bearer ${(await token.json()).access_token as string}` };
  const hold = await page.request.post('/api/reserva', {
    headers, data: { cod_acervo: 1, biblioteca: 1, volume: null, tomo: null, parte: null, material_adicional: null, localizacao: null },
  });
  expect(hold.status()).toBe(422);
  expect((await hold.json()).message).toBe('error.patron-separated');

  // A third party, not signed in, in a browser of their own.
  const stranger = await browser.newContext({ locale: 'en-US' });
  const other = await stranger.newPage();
  const verify = new VerifyCodePage(other);
  await verify.open();
  await verify.field.fill(code.toLowerCase());
  await verify.check.click();
  await expect(verify.result).toContainText('Valid certificate: Rafael Nunes Cardoso had no debts with the library');
  await expectAccessible(other);
  await verify.field.fill('ZZZZ-ZZZZ-ZZZZ');
  await verify.check.click();
  await expect(verify.result).toHaveText('No certificate has the code ZZZZ-ZZZZ-ZZZZ.');
  await stranger.close();
});
