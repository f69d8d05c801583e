import { expect, test } from '@playwright/test';
import { DeskPage, shelfCopies, staffHeaders } from './pages/desk-page';
import { DeviceAlertsPage } from './pages/device-alerts-page';
import { OfflinePage } from './pages/offline-page';

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
