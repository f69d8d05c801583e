import { expect, test } from '@playwright/test';
import { DeskPage, freePatron, shelfCopies, staffHeaders } from './pages/desk-page';
import { DeviceAlertsPage } from './pages/device-alerts-page';

// The offline desk (issue 36 item 9): the network drops while a patron is at the desk; the
// clerk keeps lending and taking back (three scans queued, the screen saying what it cannot
// know offline); meanwhile another desk lends one of those copies through the API; when the
// network returns the queue is applied in order, the two good scans are done and the third is
// shown as a conflict, which the clerk discards. Keyboard only, axe clean at 1366 px.

test.use({ locale: 'en-US' });

test('three scans queued offline, a conflict made meanwhile, the queue applied on reconnect and the conflict resolved', async ({ page, context, request }) => {
  // Finding two free demo patrons and three shelf copies reads many panels through the API.
  test.slow();
  await page.setViewportSize({ width: 1366, height: 900 });
  const patron = await freePatron(request);
  const headers = await staffHeaders(request);
  // The other desk's patron: the demo's professor, lent to over any patron-level refusal (the librarian may).
  const other = { login: 'professor', name: (await (await request.get('/api/balcao/usuarios/professor', { headers })).json()).nome as string };
  const [lendOffline, conflicting, comingBack] = await shelfCopies(request, 3);
  const lendAtDesk = (login: string, barcode: string) =>
    request.post('/api/balcao/emprestimos', { headers, data: { usuario: login, codigo_barras: barcode, motivo_liberacao: 'Outro balcão (E2E)' } });
  // The copy that comes back offline was lent to the other patron before.
  expect((await lendAtDesk(other.login, comingBack.barcode)).status()).toBe(201);

  await new DeviceAlertsPage(page).logIn('bibliotecario', 'Biblioteca#2026');
  const desk = new DeskPage(page);
  await desk.open();
  await desk.showPatron(patron.login);
  await expect(desk.offlineQueue).toHaveCount(0);

  await context.setOffline(true);
  await expect(desk.offlineQueue).toContainText('The connection is down.');
  await expect(desk.offlineQueue).toContainText('Offline the desk cannot see a patron’s blocks');
  await expect(desk.checkOut).toContainText('Offline: this panel is as it was before the connection dropped.');

  await desk.checkOut.getByLabel('Item barcode').focus();
  await desk.scan(lendOffline.barcode);
  await expect(desk.checkOut.getByRole('status').last()).toContainText(`Queued offline: check-out of item ${lendOffline.barcode} to ${patron.login}.`);
  await desk.scanReturn(comingBack.barcode);
  await expect(desk.returns.getByRole('status')).toContainText(`Queued offline: return of item ${comingBack.barcode}.`);
  await desk.checkOut.getByLabel('Item barcode').focus();
  await desk.scan(conflicting.barcode);
  await expect(desk.offlineQueue.getByRole('status')).toHaveText('3 transactions waiting for the connection.');
  for (const copy of [lendOffline, comingBack, conflicting]) await expect(desk.queueRow(copy.barcode)).toContainText('Waiting.');
  await desk.expectAccessible();

  // Meanwhile another desk, still online, lends one of the queued copies to someone else.
  expect((await lendAtDesk(other.login, conflicting.barcode)).status()).toBe(201);

  await context.setOffline(false);
  await expect(desk.offlineQueue.getByRole('status')).toHaveText('1 transaction needs your decision.');
  await expect(desk.queueRow(lendOffline.barcode)).toContainText(`Lent to ${patron.name}: “${lendOffline.title}”, due`);
  await expect(desk.queueRow(comingBack.barcode)).toContainText(`“${comingBack.title}” returned by ${other.name}.`);
  const conflict = desk.queueRow(conflicting.barcode);
  await expect(conflict).toContainText('Conflict: This copy is already on loan. Return it first.');
  // A copy-level refusal is never overridden: the only way out is to discard it.
  await expect(conflict.getByRole('button', { name: 'Check out anyway' })).toHaveCount(0);
  await desk.expectAccessible();

  await conflict.getByRole('button', { name: `Discard item ${conflicting.barcode}` }).focus();
  await page.keyboard.press('Enter');
  await expect(desk.offlineQueue.getByRole('status')).toHaveText('All queued transactions were applied.');
  await expect(desk.queueRow(conflicting.barcode)).toHaveCount(0);
  await desk.expectAccessible();

  // What the server holds: the queued loan is the patron's, the conflicting copy stays with the other patron.
  const panel = await (await request.get(`/api/balcao/usuarios/${patron.login}`, { headers })).json();
  expect(panel.emprestimos_abertos).toBe(1);
  const held = await (await request.get(`/api/balcao/usuarios/${other.login}`, { headers })).json();
  expect(held.emprestimos.map((loan: { titulo: string }) => loan.titulo)).toContain(conflicting.title);

  // Cleared from the list, the card goes away.
  await desk.offlineQueue.getByRole('button', { name: 'Clear applied from the list' }).click();
  await expect(desk.offlineQueue).toHaveCount(0);
});
