import { expect, test } from '@playwright/test';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink';
import { BasketPage, expectNoAxeViolations, findTitles, smtpSinkPort } from './pages/basket-page';
import { TitleDetailsPage } from './pages/title-details-page';

test.use({ locale: 'en-US' });

let sink: SmtpSink;
test.beforeAll(async () => {
  sink = await startSmtpSink(smtpSinkPort());
});
test.afterAll(async () => {
  await sink.close();
});

test('a visitor fills the basket, exports it, e-mails it, and finds it after a reload and offline', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000);
  const [first, second] = await findTitles(request, { termo: 'Zealand' });
  const title = new TitleDetailsPage(page);
  const basket = new BasketPage(page);

  await title.open(first.cod_acervo);
  await title.addToBasket.click();
  await expect(title.removeFromBasket).toBeVisible();
  await title.open(second.cod_acervo);
  await title.addToBasket.click();
  await expect(title.removeFromBasket).toBeVisible();

  await basket.open();
  await expect(basket.items).toHaveCount(2);
  await expect(basket.item(first.titulo)).toBeVisible();
  await expect(basket.item(second.titulo)).toBeVisible();
  await expectNoAxeViolations(page);

  // Export: the browser receives the server's file, with these titles in it.
  const ris = await basket.exportAs('RIS (reference managers)');
  expect(ris.name).toMatch(/\.ris$/);
  expect(ris.text.match(/^TY {2}- /gm)).toHaveLength(2);
  const bibtex = await basket.exportAs('BibTeX');
  expect(bibtex.text.match(/^@\w+\{/gm)).toHaveLength(2);
  const marcxml = await basket.exportAs('MARCXML');
  expect(marcxml.text.match(/<(marc:)?record[\s>]/g)).toHaveLength(2);
  const iso2709 = await basket.exportAs('MARC (ISO 2709)');
  // Each ISO 2709 record ends with the record terminator (0x1D).
  expect(iso2709.text.split('\x1d').filter((record) => record.length > 0)).toHaveLength(2);
  const csv = await basket.exportAs('CSV (spreadsheet)');
  expect(csv.text.trim().split(/\r?\n/)).toHaveLength(3);
  const abnt = await basket.exportAs('ABNT reference list');
  // ABNT writes the entry word in capitals when a title has no author.
  expect(abnt.text.toLowerCase()).toContain(first.titulo.split(' ')[0].toLowerCase());

  // Copy: the ABNT list lands in the clipboard.
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await basket.copyReferences.click();
  await expect(page.getByText('The ABNT reference list was copied to the clipboard.')).toBeVisible();
  const clipboard = await page.evaluate(() => navigator.clipboard.readText());
  expect(clipboard.split('\n').filter((line) => line.trim()).length).toBeGreaterThanOrEqual(2);

  // E-mail: a bad address is named and nothing is sent; then two recipients get it.
  await basket.recipients.fill('ana@example.org; bruno@');
  await basket.send.click();
  // Marked on the field itself (issue 37): its message beside it, aria-invalid, focus on it.
  await expect(basket.recipients).toHaveAttribute('aria-invalid', 'true');
  await expect(basket.recipients).toHaveAccessibleDescription(/“bruno@” is not a valid e-mail address\. Nothing was sent\./);
  await expect(basket.recipients).toBeFocused();
  expect(sink.messages).toHaveLength(0);
  await basket.recipients.fill('ana@example.org; bruno@example.org');
  // A visitor's e-mail carries the basket only (issue 17): no message field is offered.
  await expect(page.getByRole('textbox', { name: 'Message (optional)' })).toHaveCount(0);
  await basket.send.click();
  await expect(page.getByText('The basket was sent by e-mail.')).toBeVisible();
  await sink.waitFor(1);
  await expect
    .poll(() => sink.messages.flatMap((message) => message.to).sort())
    .toEqual(['ana@example.org', 'bruno@example.org']);
  for (const message of sink.messages) {
    expect(message.raw).toContain('attachment');
  }

  // Remove one; the basket is kept across a reload…
  await basket.item(second.titulo).getByRole('button', { name: /^Remove/ }).click();
  await expect(basket.items).toHaveCount(1);
  await page.reload();
  await expect(basket.item(first.titulo)).toBeVisible();
  await expect(basket.items).toHaveCount(1);

  // …and offline, once the service worker holds the app shell.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await context.setOffline(true);
  await page.reload();
  await expect(basket.heading).toBeVisible();
  await expect(basket.item(first.titulo)).toBeVisible();
  await context.setOffline(false);

  // Clear asks first; cancelling keeps the titles.
  await basket.clear.click();
  await expect(basket.dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await basket.dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(basket.items).toHaveCount(1);
  await basket.clear.click();
  await basket.dialog.getByRole('button', { name: 'Clear' }).click();
  await expect(basket.empty).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a visitor logs in to save the basket permanently and comes back to it', async ({ page, request }) => {
  const [first] = await findTitles(request, { termo: 'Zealand' });
  const title = new TitleDetailsPage(page);
  const basket = new BasketPage(page);
  await title.open(first.cod_acervo);
  await title.addToBasket.click();
  await expect(title.removeFromBasket).toBeVisible();
  await basket.open();

  await page.getByRole('link', { name: 'Log in to save' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fcesta$/);
  await page.getByRole('textbox', { name: 'User' }).fill('aluno');
  await page.getByLabel('Password', { exact: true }).fill('Biblioteca#2026');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/cesta$/);
  await expect(basket.item(first.titulo)).toBeVisible();
  await page.getByRole('button', { name: 'Save to my permanent basket' }).click();
  await expect(page.getByText('The titles were saved in your permanent basket.')).toBeVisible();

  // The server really keeps it for this patron.
  const token = await request.post('/api/oauth/token', {
    data: { grant_type: 'password', client_id: '4', username: 'aluno', password: 'Biblioteca#2026' },
  });
  const { access_token } = (await token.json()) as { access_token: string };
  const saved = await request.get('/api/acervo/cesta-permanente/colecao', {
    headers: { Authorization: `Bearer ${access_token}` },
  });
  expect(((await saved.json()) as { cod_acervo: number }[]).map((item) => item.cod_acervo)).toContain(first.cod_acervo);
});
