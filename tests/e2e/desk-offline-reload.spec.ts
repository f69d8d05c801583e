import { expect, test } from '@playwright/test';
import { DeskPage, shelfCopies, staffHeaders } from './pages/desk-page';
import { DeviceAlertsPage } from './pages/device-alerts-page';
import { OfflinePage } from './pages/offline-page';
import { BrowserProfile, dispatchSync } from './pages/browser-profile';

// The desk reloaded while the network is down (issue 36 item 9): the clerk's own staff session
// (name and roles) is kept in their saved cache, so the workspace's guard decides offline and
// the desk opens, saying it is offline and since when; a return scanned then is queued and
// applied when the network returns. Keyboard only, axe clean at 1366 px.

test.use({ locale: 'en-US' });

test('reloaded offline, the desk opens from the saved staff session, queues a return and applies it on reconnect', async ({ page, context, request }) => {
  test.slow();
  await page.setViewportSize({ width: 1366, height: 900 });
  const headers = await staffHeaders(request);
  const [copy] = await shelfCopies(request, 1);
  const borrower = { login: 'professor', name: (await (await request.get('/api/balcao/usuarios/professor', { headers })).json()).nome as string };
  const lent = await request.post('/api/balcao/emprestimos', { headers, data: { usuario: borrower.login, codigo_barras: copy.barcode, motivo_liberacao: 'Outro balcão (E2E)' } });
  expect(lent.status()).toBe(201);

  await new DeviceAlertsPage(page).logIn('bibliotecario', 'Biblioteca#2026');
  const offline = new OfflinePage(page);
  await offline.openControlled('/balcao');
  const desk = new DeskPage(page);
  await expect(desk.checkOut.getByLabel('Patron login or barcode')).toBeVisible();
  const staffName = (await page.locator('.signed-in-as').textContent())?.replace('At the desk: ', '').trim() ?? '';
  // The staff session is in the clerk's saved cache before the network goes.
  await expect.poll(async () => (await offline.patronSavedKeys()).includes('["desk","session"]')).toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Circulation desk' })).toBeVisible();
  await expect(page.locator('.signed-in-as')).toHaveText(`At the desk: ${staffName}`);
  await expect(page.getByRole('status').filter({ hasText: /^Offline — showing data saved at \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}/ })).toBeVisible();
  await expect(desk.offlineQueue).toContainText('The connection is down.');

  await desk.scanReturn(copy.barcode);
  await expect(desk.returns.getByRole('status')).toContainText(`Queued offline: return of item ${copy.barcode}.`);
  await expect(desk.offlineQueue.getByRole('status')).toHaveText('1 transaction waiting for the connection.');
  await desk.expectAccessible();

  await context.setOffline(false);
  await expect(desk.queueRow(copy.barcode)).toContainText(`“${copy.title}” returned by ${borrower.name}.`);
  await expect(desk.offlineQueue.getByRole('status')).toHaveText('All queued transactions were applied.');
  await desk.expectAccessible();
});

// The desk closed while scans wait (issue 36): the service worker applies the queue by itself on
// the Background Sync the scan registered, with the clerk's remembered session, the same ids.
test('a return queued offline, then the browser closed: the worker applies it on Background Sync with no page open', async ({ request, baseURL }) => {
  test.setTimeout(180_000);
  const headers = await staffHeaders(request);
  const [copy] = await shelfCopies(request, 1);
  const borrower = 'professor';
  const lent = await request.post('/api/balcao/emprestimos', { headers, data: { usuario: borrower, codigo_barras: copy.barcode, motivo_liberacao: 'Outro balcão (E2E)' } });
  expect(lent.status()).toBe(201);
  const stillLent = async () => ((await (await request.get(`/api/balcao/usuarios/${borrower}`, { headers })).json()).emprestimos as { titulo: string }[])
    .some((loan) => loan.titulo === copy.title);
  const profile = new BrowserProfile(baseURL!);
  try {
    let { context, page } = await profile.open();
    await page.goto('/login');
    await page.getByRole('main').getByRole('textbox').first().fill('bibliotecario');
    await page.getByLabel('Password', { exact: true }).fill('Biblioteca#2026');
    await page.getByLabel('Keep me logged in on this device').check();
    await page.locator('main').getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).not.toHaveURL(/\/login/);
    await new OfflinePage(page).openControlled('/balcao');
    const desk = new DeskPage(page);
    await context.setOffline(true);
    await desk.scanReturn(copy.barcode);
    await expect(desk.returns.getByRole('status')).toContainText(`Queued offline: return of item ${copy.barcode}.`);
    await context.close();
    expect(await stillLent()).toBe(true);

    ({ context, page } = await profile.open());
    await page.goto('about:blank');
    await dispatchSync(context, page, baseURL!, 'desk-offline');
    await expect.poll(stillLent, { timeout: 30_000 }).toBe(false);

    // The desk, opened again, shows it applied and sends nothing a second time.
    await page.goto('/balcao');
    await expect(new DeskPage(page).queueRow(copy.barcode)).toContainText(`“${copy.title}” returned by`);
    await context.close();
  } finally {
    profile.remove();
  }
});
