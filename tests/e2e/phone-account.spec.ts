import { axe } from './pages/axe';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import ICAL from 'ical.js';
import { readFileSync } from 'node:fs';
import { DeviceAlertsPage } from './pages/device-alerts-page';
import { barcodeClip, launchWithCamera } from './pages/fake-camera';
import { OfflinePage } from './pages/offline-page';
import { PersonalAreaPage } from './pages/personal-area-page';
import { PhoneAccountPage } from './pages/phone-account-page';

// The personal area on a phone (issue 14): the dashboard's cards in the first screen and
// renewing from a card; the library card and the loan token's QR code, offline after one
// visit; the ISBN scanner fed by a fake camera showing a barcode made here; the calendar
// feed and the one-loan .ics, both read back by a calendar library; axe at 390 px.

const PHONE = { width: 390, height: 844 };
test.use({ locale: 'en-US', viewport: PHONE });
// Sign-in, axe and a second browser on a shared machine: more than the default minute.
test.describe.configure({ timeout: 150_000 });
const PASSWORD = 'Biblioteca#2026';

async function signIn(page: Page, login = 'aluno') {
  await new DeviceAlertsPage(page).logIn(login, PASSWORD);
  await expect(page).toHaveURL(/\/meupergamum$/);
}

async function expectAccessible(page: Page, scope = 'main') {
  const { violations } = await axe(page).include(scope).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function patronApi(request: APIRequestContext, username = 'aluno') {
  const res = await request.post('/api/oauth/token', { data: { grant_type: 'password', client_id: '4', username, password: PASSWORD } });
  const headers = { authorization: `Bearer ${(await res.json()).access_token}` };
  const get = async <T,>(url: string) => (await (await request.get(url, { headers })).json()) as T;
  return {
    renewable: () => get<{ cod_emprestimo: number; titulo: string; renovavel: boolean; data_devolucao: string }[]>('/api/pessoas/renovar'),
    holds: () => get<{ cod_reserva: number; titulo: string; data_limite_retirada: string | null }[]>('/api/reserva'),
  };
}

const eventsOf = (text: string) => new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));

test('the dashboard cards are in the first screen, and a loan renews from its card', async ({ page, request }, testInfo) => {
  // professor: loans no other spec renews (circulation.spec renews aluno's, and a second
  // renewal the same day is refused), whatever order the specs run in on a shared server.
  const loans = await (await patronApi(request, 'professor')).renewable();
  await signIn(page, 'professor');
  const area = new PersonalAreaPage(page);
  for (const card of [area.loansCard, area.holdsCard, area.alertsCard]) await expect(card.getByRole('heading')).toBeInViewport();
  await page.screenshot({ path: testInfo.outputPath('phone-dashboard.png') });
  // The soonest due loans are listed first (once loaded: each card waits for its own data);
  // the first renewable one among them renews here.
  await expect(area.loansCard.locator('.card-item-title').first()).toBeVisible();
  const shown = await area.loansCard.locator('.card-item-title').allTextContents();
  const loan = loans.find((l) => l.renovavel && shown.includes(l.titulo));
  expect(loan, 'professor has a renewable loan on the card').toBeDefined();
  const item = area.loansCard.locator('li').filter({ hasText: loan!.titulo });
  const renew = item.getByRole('button', { name: /^Renew\s*:/ });
  await expect(renew).toBeInViewport();
  await renew.click();
  await expect(item).toContainText(/Renewed: now due \d\d\/\d\d\/\d{4}/);
  await expectAccessible(page);
});

test('the library card and the loan token QR code show offline after one visit, with the token expiry', async ({ page, context }, testInfo) => {
  await signIn(page);
  const offline = new OfflinePage(page);
  await offline.openControlled('/meupergamum/carteirinha');
  const card = new PhoneAccountPage(page);
  await expect(card.drawn(card.cardBarcode)).toBeVisible();
  await expect(page.getByText('Card number: aluno')).toBeVisible();
  await card.requestToken.click();
  await expect(card.drawn(card.tokenQr)).toBeVisible();
  await expect(card.tokenSection).toContainText(/Valid until \d\d\/\d\d\/\d{4}/);
  const token = (await card.tokenSection.locator('.loan-token-text').textContent())!.replace(/^Token:\s*/, '').trim();
  expect(token).toMatch(/^[A-Z2-9]{8}$/);
  await page.screenshot({ path: testInfo.outputPath('phone-library-card.png') });
  await expectAccessible(page);

  // The bright card: the barcode alone on white, closed by its button.
  await card.brightButton.click();
  await expect(card.brightCard).toBeVisible();
  await expect(card.drawn(card.brightCard.locator('[data-barcode="code128"]'))).toBeVisible();
  expect(await card.brightCard.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(255, 255, 255)');
  await card.brightCard.getByRole('button', { name: 'Close' }).click();
  await expect(card.brightCard).toBeHidden();

  await expect.poll(async () => (await offline.savedCaches()).some((r) => r.key.startsWith('pessoa:') && r.value.includes(token))).toBe(true);
  await context.setOffline(true);
  await page.reload();
  await expect(card.drawn(card.cardBarcode)).toBeVisible();
  await expect(card.drawn(card.tokenQr)).toBeVisible();
  await expect(card.tokenSection).toContainText(token);
  await expect(card.tokenSection).toContainText(/Valid until/);
  await expect(card.requestToken).toHaveAttribute('aria-disabled', 'true');

  // Two hours later, still offline: the saved token is shown as expired, without its QR code.
  await page.clock.install({ time: new Date(Date.now() + 2 * 3600_000) });
  await page.reload();
  await expect(card.tokenSection).toContainText(/This token expired on .*Connect to the internet to request a new one\./);
  await expect(card.tokenQr).toHaveCount(0);
  await context.setOffline(false);
});

test('the calendar feed and the one-loan .ics carry the due dates, and a revoked address stops', async ({ page, request }, testInfo) => {
  const api = await patronApi(request);
  const loans = await api.renewable();
  const ready = (await api.holds()).filter((h) => h.data_limite_retirada);
  await signIn(page);
  await page.goto('/meupergamum/emprestimos');
  const phone = new PhoneAccountPage(page);
  await phone.calendarSection.getByRole('button', { name: 'Make my calendar address' }).click();
  await expect(phone.calendarAddress).toHaveValue(/\/api\/calendario\/[A-Za-z0-9_-]{43}\.ics/);
  await expect(phone.calendarSection.getByRole('link', { name: 'Open in my calendar app' })).toHaveAttribute('href', /^webcal:\/\//);
  const url = await phone.calendarAddress.inputValue();
  const feed = await request.get(url);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toMatch(/^text\/calendar/);
  const events = eventsOf(await feed.text());
  expect(events).toHaveLength(loans.length + ready.length);
  for (const loan of loans) {
    expect(events.find((e) => e.uid === `emprestimo-${loan.cod_emprestimo}@catalogo`)?.startDate.toString()).toBe(loan.data_devolucao);
  }
  await page.screenshot({ path: testInfo.outputPath('phone-loans-calendar.png'), fullPage: true });
  await expectAccessible(page);

  // One tap: the loan's own .ics, the same event as the feed's.
  const [loan] = loans;
  const download = page.waitForEvent('download');
  await page.locator('.loan').filter({ hasText: loan.titulo }).getByRole('button', { name: /^Add to calendar\s*:/ }).click();
  const file = await (await download).path();
  const [event] = eventsOf(readFileSync(file, 'utf8'));
  expect(event.uid).toBe(`emprestimo-${loan.cod_emprestimo}@catalogo`);
  expect(event.startDate.toString()).toBe(loan.data_devolucao);
  expect(event.summary).toBe(`Return: ${loan.titulo}`);

  await phone.calendarSection.getByRole('button', { name: 'Revoke the address' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: /confirm|yes|ok/i }).click();
  await expect(phone.calendarSection.getByRole('button', { name: 'Make my calendar address' })).toBeVisible();
  expect((await request.get(url)).status()).toBe(410);
});

test('scanning an ISBN with the camera searches the catalogue for it', async ({ page, baseURL }, testInfo) => {
  // A demo title's ISBN, read from the catalogue.
  const tokenRes = await page.request.post('/api/oauth/token', { data: { grant_type: 'client_credentials', client_id: '4' } });
  const headers = { authorization: `Bearer ${(await tokenRes.json()).access_token}` };
  let isbn = '';
  let title = '';
  for (const candidate of readFileSync('server/seed/marc/bib/loc_marc2bibframe2_99.mrc', 'latin1').match(/97[89]\d{10}/g) ?? []) {
    const res = await page.request.get(`/api/consulta?campo=isbn&valor=${candidate}`, { headers });
    const body = res.ok() ? await res.json() as { data: { titulo: string }[] } : { data: [] };
    if (body.data.length === 1) { isbn = candidate; title = body.data[0].titulo; break; }
  }
  expect(isbn, 'a demo title has an ISBN').not.toBe('');

  // Without a camera (this browser has none), the scanner says so, and the dialog passes axe.
  await page.goto('/');
  const home = new PhoneAccountPage(page);
  await home.scanButton.click();
  await expect(home.scannerDialog).toContainText(/No camera was found|camera could not be started|camera was not allowed/);
  await expectAccessible(page, '[role="dialog"]');
  await page.keyboard.press('Escape');
  await expect(home.scanButton).toBeFocused();

  const clip = testInfo.outputPath('isbn.y4m');
  barcodeClip(clip, 'ean13', isbn);
  const browser = await launchWithCamera(clip);
  try {
    const context = await browser.newContext({ baseURL, locale: 'en-US', viewport: PHONE });
    await context.grantPermissions(['camera'], { origin: baseURL });
    const phone = await context.newPage();
    await phone.goto('/');
    const scanner = new PhoneAccountPage(phone);
    await scanner.scanButton.click();
    await expect(scanner.scannerDialog).toBeVisible();
    await expect(phone).toHaveURL(new RegExp(`valor=.*${isbn}`), { timeout: 30_000 });
    await expect(scanner.scannerDialog).toBeHidden();
    await expect(phone.locator('.result-title').first()).toContainText(title.slice(0, 20));
    await phone.screenshot({ path: testInfo.outputPath('phone-isbn-results.png') });
  } finally {
    await browser.close();
  }
});
