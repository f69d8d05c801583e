import { expect, test } from '@playwright/test';
import { DeskPage, freePatron, patronWithADebt, shelfCopies, staffHeaders } from './pages/desk-page';
import { DeviceAlertsPage } from './pages/device-alerts-page';

// A clerk's morning at the circulation desk (issue 36), keyboard only, as a barcode scanner
// types: the patron panel warns of a block before the first scan and the librarian checks out
// anyway with a reason; three check-outs, a return, and the slips printed through the
// browser's print (80 mm). At the desktop's and the tablet's widths, axe clean.

test.use({ locale: 'en-US' });
test.describe.configure({ mode: 'serial' });

for (const width of [1366, 768]) {
  test(`a blocked patron warned and overridden, three check-outs, a return and the slips (${width} px)`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    const patron = await freePatron(request);
    const headers = await staffHeaders(request);
    const block = (bloqueado: boolean) =>
      request.put(`/api/balcao/pessoas/${patron.cod_pessoa}/bloqueio`, { headers, data: { bloqueado, motivo: 'Documentação pendente (E2E)' } });
    expect((await block(true)).status()).toBe(200);
    const copies = await shelfCopies(request, 3);

    await new DeviceAlertsPage(page).logIn('bibliotecario', 'Biblioteca#2026');
    const desk = new DeskPage(page);
    await desk.open();
    await desk.showPatron(patron.login);
    // Before the first scan: the block, in the desk's words, and the way to lend anyway.
    await expect(desk.checkOut.getByRole('list', { name: 'Before lending' })).toContainText('Refused: This patron is blocked and cannot borrow.');
    await expect(desk.checkOut.getByRole('alert')).toContainText('Loans are refused. To check out anyway, give the reason');
    await expect(desk.checkOut.getByLabel('Item barcode')).toHaveCount(0);
    await expect(desk.checkOut.getByLabel('Reason to check out anyway')).toBeFocused();
    await page.keyboard.type('Autorizado pela coordenação');
    await page.keyboard.press('Enter');
    await expect(desk.checkOut.getByRole('alert')).toHaveText('Checking out anyway. Reason: Autorizado pela coordenação');
    await desk.expectAccessible();

    for (const copy of copies) {
      await desk.scan(copy.barcode);
      await expect(desk.checkOut.getByRole('status')).toContainText(`Lent to ${patron.name}: “${copy.title}”`);
    }
    await expect(desk.checkOut.locator('.patron-facts')).toContainText(/Loans in use\s*3 of/);
    const rows = desk.session.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(4);
    for (const copy of copies) await expect(desk.session).toContainText(copy.title);

    // One comes back at once: the return is on this patron's list, with its slip.
    const returnField = desk.returns.getByLabel('Item barcode');
    await returnField.focus();
    await page.keyboard.type(copies[2].barcode);
    await page.keyboard.press('Enter');
    await expect(desk.returns.getByRole('status')).toContainText(`“${copies[2].title}” returned by ${patron.name}.`);
    await expect(rows).toHaveCount(5);
    await expect(rows.last()).toContainText('Returned');
    await desk.expectAccessible();

    // The check-out slip, from the keyboard, through the browser's print: only the slip is printed.
    await page.evaluate(() => {
      const w = window as unknown as { printed: number };
      w.printed = 0;
      window.print = () => {
        w.printed += 1;
      };
    });
    const print = desk.session.getByRole('button', { name: 'Print check-out slip' });
    await print.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await page.emulateMedia({ media: 'print' });
    const slip = page.getByTestId('print-slip');
    await expect(slip).toBeVisible();
    await expect(slip).toHaveAttribute('data-paper', '80mm');
    await expect(slip).toContainText('Check-out slip');
    await expect(slip).toContainText(`Patron: ${patron.name} (${patron.login})`);
    for (const copy of copies) await expect(slip).toContainText(copy.title);
    await expect(slip.getByRole('listitem')).toHaveCount(3);
    await expect(slip).toContainText('Due ');
    await expect(desk.checkOut).toBeHidden();
    await page.emulateMedia({ media: 'screen' });
    await expect(slip).toBeHidden();

    // The return slip on A4 paper, chosen once for this workstation.
    await desk.session.getByLabel('Slip paper').selectOption('a4');
    await desk.session.getByRole('button', { name: /Print return slip/ }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(2);
    await page.emulateMedia({ media: 'print' });
    await expect(slip).toHaveAttribute('data-paper', 'a4');
    await expect(slip).toContainText('Return slip');
    await expect(slip).toContainText('No hold: back to the shelf.');
    await page.emulateMedia({ media: 'screen' });

    // "Next patron" empties the list for whoever comes next.
    await desk.checkOut.getByRole('button', { name: 'Next patron' }).click();
    await expect(desk.checkOut.getByLabel('Patron login or barcode')).toBeFocused();
    await expect(desk.session).toContainText('No patron at the desk.');
    // The patron leaves as found (the next width's test meets them again): unblocked, the items back.
    expect((await block(false)).status()).toBe(200);
    for (const copy of copies.slice(0, 2)) {
      expect((await request.post('/api/balcao/devolucoes', { headers, data: { codigo_barras: copy.barcode } })).status()).toBe(200);
    }
  });
}

for (const width of [1366, 768]) {
  test(`a partial payment in cash with change, a receipt, and the day's closing (${width} px)`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    const patron = await patronWithADebt(request);
    await new DeviceAlertsPage(page).logIn('bibliotecario', 'Biblioteca#2026');
    const desk = new DeskPage(page);
    await desk.open();
    const payment = page.getByRole('region', { name: 'Record a payment' });
    await payment.getByLabel('Patron login or barcode').fill(patron.login);
    await payment.getByLabel('Patron login or barcode').press('Enter');
    await expect(payment.getByRole('group', { name: `Open fines of ${patron.name}` })).toBeVisible();
    await payment.getByLabel('Amount paid (R$)').fill('1,00');
    await payment.getByLabel('Cash received (R$)').fill('5,00');
    await expect(payment.getByRole('status').filter({ hasText: 'Change due' })).toHaveText('Change due: R$ 4.00');
    await payment.getByLabel('This desk').fill(`Balcão E2E ${width}`);
    await payment.getByLabel('This desk').press('Enter');
    const left = (patron.owed - 1).toFixed(2);
    const receipt = payment.locator('.desk-answer');
    await expect(receipt).toContainText(/Receipt no\. \d+: R\$\s1\.00 taken\./);
    await expect(receipt).toContainText(`Still owed: R$ ${left}.`);
    await expect(receipt).toContainText('Give R$ 4.00 change.');
    await desk.expectAccessible();

    await page.evaluate(() => {
      window.print = () => undefined;
    });
    await receipt.getByRole('button', { name: 'Print receipt' }).click();
    await page.emulateMedia({ media: 'print' });
    const slip = page.getByTestId('print-slip');
    await expect(slip).toContainText(/Receipt no\. \d+/);
    await expect(slip).toContainText(`R$ 1.00 by Cash at Balcão E2E ${width}`);
    await expect(slip).toContainText('Cash received: R$ 5.00. Change: R$ 4.00.');
    await expect(slip).toContainText(`Still owed: R$ ${left}`);
    await page.emulateMedia({ media: 'screen' });

    const closing = page.getByRole('region', { name: 'Day’s closing' });
    await closing.getByRole('button', { name: 'Show closing' }).click();
    await expect(closing.getByRole('row', { name: new RegExp(`Balcão E2E ${width}`) })).toContainText('R$ 1.00');
    await desk.expectAccessible();
  });
}
