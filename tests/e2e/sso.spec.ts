import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './pages/chrome-page';

// Round trips through the real identity providers the e2e server starts (tests/support/idps.ts):
// the OpenID provider and the SAML IdP each show a plain login form.
test.use({ locale: 'en-US' });

const OIDC_BUTTON = 'Sign in with an external account';
const SAML_BUTTON = 'Sign in with institutional single sign-on';

async function signInAtProvider(page: Page, button: string, username: string, providerPath: RegExp, from = '/login') {
  await page.goto(from);
  await page.getByRole('button', { name: button }).click();
  await expect(page).toHaveURL(providerPath);
  await page.getByLabel('Username').fill(username);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('OpenID Connect: from the login page to the provider and back, signed in', async ({ page }) => {
  await signInAtProvider(page, OIDC_BUTTON, 'aluno', /\/interaction\//);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Ana' })).toBeVisible();
  await expect(page).toHaveURL(/\/meupergamum$/);
  // Nothing of the exchange is left in the address or the tab's storage.
  expect(await page.evaluate(() => sessionStorage.getItem('catalogo.sso-pendente'))).toBeNull();
});

test('SAML: from the login page to the IdP and back, signed in', async ({ page }) => {
  await signInAtProvider(page, SAML_BUTTON, 'aluno', /\/sso\?SAMLRequest=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Ana' })).toBeVisible();
  await expect(page).toHaveURL(/\/meupergamum$/);
});

test('SAML from a login that was asked for another page returns to that page', async ({ page }) => {
  await signInAtProvider(page, SAML_BUTTON, 'aluno', /\/sso\?SAMLRequest=/, '/login?redirect=%2Fcesta');
  await expect(page).toHaveURL(/\/cesta$/);
});

test('logging out of an OpenID Connect session goes on to the provider\'s logout', async ({ page }) => {
  await signInAtProvider(page, OIDC_BUTTON, 'aluno', /\/interaction\//);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Ana' })).toBeVisible();
  await page.getByRole('navigation', { name: 'User menu' }).getByRole('link', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/:\d+\/session\/end/);
});

test('a provider account that is no patron of ours: user not found, and a way back to login', async ({ page }) => {
  await signInAtProvider(page, OIDC_BUTTON, 'desconhecido', /\/interaction\//);
  await expect(page).toHaveURL(/\/oauth-response$/);
  await expect(page.getByRole('alert')).toHaveText('User not found. Use the same credentials as the library system.');
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Back to login' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('cancelling at the SAML IdP: permission denied', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: SAML_BUTTON }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/saml-response$/);
  await expect(page.getByRole('alert')).toContainText('Permissions denied');
  await expectNoAxeViolations(page);
});

test('the result page opened on its own (no sign-in in progress) says so', async ({ page }) => {
  await page.goto('/oauth-response');
  await expect(page.getByRole('alert')).toContainText('Authentication error');
  await expect(page.getByRole('link', { name: 'Back to login' })).toBeVisible();
});

// Issue 33: an attacker starts a sign-in, keeps its link instead of following it, and sends it
// to a patron; the patron's browser finishes it at the provider. The sign-in is bound to the
// attacker's browser, so the patron's return is refused and the attacker's nonce opens nothing.
for (const [protocol, button, providerPage] of [['OpenID Connect', OIDC_BUTTON, /\/interaction\//], ['SAML', SAML_BUTTON, /\/sso\?SAMLRequest=/]] as const) {
  test(`${protocol}: a sign-in link finished in another browser signs nobody in for the one who sent it`, async ({ page, browser }) => {
    const toProvider = (url: URL) => url.searchParams.has('code_challenge') || url.searchParams.has('SAMLRequest');
    await page.route(toProvider, (route) => route.abort());
    await page.goto('/login');
    const leaving = page.waitForRequest((request) => toProvider(new URL(request.url())));
    await page.getByRole('button', { name: button }).click();
    const link = (await leaving).url();

    const patron = await browser.newContext({ locale: 'en-US' });
    try {
      const patronPage = await patron.newPage();
      await patronPage.goto(link);
      await expect(patronPage).toHaveURL(providerPage);
      await patronPage.getByLabel('Username').fill('aluno');
      await patronPage.getByRole('button', { name: 'Sign in' }).click();
      await expect(patronPage).toHaveURL(/\/(oauth|saml)-response$/);
      await expect(patronPage.getByRole('alert')).toBeVisible();
    } finally {
      await patron.close();
    }

    // The attacker's tab still holds its nonce: the result page redeems it, and gets nothing.
    await page.unroute(toProvider);
    await page.goto(protocol === 'SAML' ? '/saml-response' : '/oauth-response');
    await expect(page.getByRole('alert')).toHaveText(
      'This sign-in was started in another browser. To sign in, start again here, from the login page of this browser.');
    await page.goto('/meupergamum');
    await expect(page).toHaveURL(/\/login/);
  });
}
