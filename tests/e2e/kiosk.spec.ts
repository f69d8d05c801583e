import { expect, test } from '@playwright/test';
import { ChromePage } from './pages/chrome-page';

// The self-service kiosk button of spec §2. The demo institution enables self-service
// (server/seed/demo-institution.ts: library 1, authentication "senha"); the address is
// built as openapi getSelfService describes. The kiosk itself is an outside site: the
// test answers for it so that nothing leaves the machine.
test.use({ locale: 'en-US' });

test('the kiosk button shows while the bar is closed and opens the kiosk in a pop-up without opener', async ({ page, context }) => {
  await context.route('https://ufdemo.edu.br/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Kiosk</title><h1>Kiosk</h1>' }),
  );
  const chrome = new ChromePage(page);
  await chrome.open();
  const kiosk = page.getByRole('button', { name: 'Self-service' });
  await expect(kiosk).toBeVisible();

  await chrome.openBar();
  await expect(kiosk).toBeHidden();
  await chrome.barToggle.click();
  await expect(kiosk).toBeVisible();

  const popupOpened = context.waitForEvent('page');
  await kiosk.click();
  const popup = await popupOpened;
  await expect(popup).toHaveURL(
    'https://ufdemo.edu.br/pergamum_web/autoatendimento/?cod_empresa=1&cod_biblioteca=1&idioma=5&autenticacao=senha',
  );
  await expect(popup.getByRole('heading', { name: 'Kiosk' })).toBeVisible();
  expect(await popup.evaluate(() => window.opener)).toBeNull();
  // The catalogue stays where it was.
  await expect(page).toHaveURL(/\/$/);
});

test('in Portuguese the kiosk opens in Portuguese (language code 1)', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'pt-BR' });
  await context.route('https://ufdemo.edu.br/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Quiosque</title>' }));
  const page = await context.newPage();
  await page.goto('/');
  const popupOpened = context.waitForEvent('page');
  // The Portuguese label arrives with the lead's translation pass; either text is the button.
  await page.getByRole('button', { name: /^(Self-service|Autoatendimento)$/ }).click();
  const popup = await popupOpened;
  await expect(popup).toHaveURL(/[?&]idioma=1(&|$)/);
  await context.close();
});
