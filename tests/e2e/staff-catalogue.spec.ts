import { axe } from './pages/axe';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DeviceAlertsPage } from './pages/device-alerts-page';
import { HoldTab } from './pages/holds-page';
import { StaffCataloguePage } from './pages/staff-catalogue-page';

// Titles and items at the staff workspace (issue 23 item 3): a cataloguer finds a title that
// has no copies, adds one; the desk lends it, so a withdrawal is refused with the reason;
// then a patron places a hold on the title. axe on the cataloguer's screens.

test.use({ locale: 'en-US' });
const PASSWORD = 'Biblioteca#2026';

async function expectAccessible(page: Page) {
  const { violations } = await axe(page).include('main').analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** A title of the demo with no copies (the full demo catalogues two book chapters without any). */
async function titleWithoutCopies(request: APIRequestContext): Promise<{ cod_acervo: number; titulo: string }> {
  const token = await request.post('/api/oauth/token', { data: { grant_type: 'client_credentials', client_id: '4' } });
  const headers = { authorization: `Bearer ${(await token.json()).access_token}` };
  const res = await request.get('/api/consulta?termo=recep%C3%A7%C3%A3o%20cr%C3%ADtica', { headers });
  const found = ((await res.json()).data as { cod_acervo: number; titulo: string; exemplares_total: number }[]).find((t) => t.exemplares_total === 0);
  expect(found, 'the full demo has a chapter with no copies').toBeDefined();
  return found!;
}

test('a cataloguer adds a copy to a title that had none, and a patron then places a hold on it', async ({ page, request }) => {
  const title = await titleWithoutCopies(request);
  const barcode = `E2E-${Date.now()}`;
  const signIn = new DeviceAlertsPage(page);
  // The administrator holds every role: cataloguing here, the desk's circulation below.
  await signIn.logIn('administrador', PASSWORD);

  const catalogue = new StaffCataloguePage(page);
  await page.goto('/balcao');
  await catalogue.menuLink.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Titles and items' })).toBeVisible();
  await catalogue.find('recepção crítica');
  await catalogue.open(title.titulo);
  await expect(catalogue.noCopies).toBeVisible();
  await expectAccessible(page);

  await catalogue.addCopy({ barcode, location: 'Estante E2E', callNumber: '801.95 N899' });
  await expect(catalogue.answer).toHaveText(`Copy ${barcode} added.`);
  await expect(catalogue.row(barcode)).toContainText('Estante E2E');
  await expect(catalogue.row(barcode)).toContainText('Available');
  await expectAccessible(page);

  // The desk lends it by its barcode (a hold is refused while a copy is on the shelf).
  await page.goto('/balcao');
  const checkOut = page.getByRole('region', { name: 'Check out' });
  await checkOut.getByLabel('Patron login or barcode').fill('funcionario');
  await checkOut.getByLabel('Patron login or barcode').press('Enter');
  await checkOut.getByLabel('Item barcode').fill(barcode);
  await checkOut.getByRole('button', { name: 'Check out' }).click();
  await expect(checkOut.getByRole('status')).toContainText(`Lent to Patrícia Moura Alves: “${title.titulo}”`);

  // A copy on loan cannot be withdrawn: the cataloguer reads why.
  await page.goto(`/balcao/acervo?q=${encodeURIComponent('recepção crítica')}&acervo=${title.cod_acervo}`);
  await expect(catalogue.row(barcode)).toContainText('On loan');
  await catalogue.row(barcode).getByRole('button', { name: `Withdraw copy ${barcode}` }).click();
  const withdraw = catalogue.withdrawForm(barcode);
  await withdraw.getByLabel('Reason').fill('Danificado');
  await withdraw.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(withdraw.getByRole('alert')).toHaveText('This copy is on loan. Check it in before withdrawing it.');
  await expectAccessible(page);

  // A patron now holds the title.
  await page.goto('/sair');
  await signIn.logIn('aluno', PASSWORD);
  const tab = new HoldTab(page);
  await tab.open(title.cod_acervo);
  await expect(tab.form).toBeVisible();
  await tab.chooseFirstCopy();
  await tab.placeHold.click();
  await expect(tab.placed).toContainText('You are number 1 in the queue.');
});
