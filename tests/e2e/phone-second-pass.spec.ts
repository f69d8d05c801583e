import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { axe } from './pages/axe';
import { DeviceAlertsPage } from './pages/device-alerts-page';
import { PhonePage } from './pages/phone-page';

// The patron's phone, second pass (issue 37 items 3–6), at 320, 360 and 390 px, each screen
// axe-clean: "Renew" only where the server would renew, forms that point at the empty
// field, the title page led by what a student wants, the home's hours of today.

test.use({ locale: 'en-US' });
test.describe.configure({ timeout: 150_000 });
const PASSWORD = 'Biblioteca#2026';
const WIDTHS = [320, 360, 390] as const;

async function signIn(page: Page, login = 'aluno') {
  await new DeviceAlertsPage(page).logIn(login, PASSWORD);
  await expect(page).toHaveURL(/\/meupergamum$/);
}

async function expectAccessible(page: Page, scope = 'main') {
  const { violations } = await axe(page).include(scope).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

interface RenewableLoan { cod_emprestimo: number; titulo: string; renovavel: boolean; motivo: string | null; atrasado: boolean }

async function renewableLoans(request: APIRequestContext, username: string): Promise<RenewableLoan[]> {
  const res = await request.post('/api/oauth/token', { data: { grant_type: 'password', client_id: '4', username, password: PASSWORD } });
  const headers = { authorization: `Bearer ${(await res.json()).access_token}` };
  return (await request.get('/api/pessoas/renovar', { headers })).json();
}

async function publicApi(request: APIRequestContext) {
  const res = await request.post('/api/oauth/token', { data: { grant_type: 'client_credentials', client_id: '4' } });
  const headers = { authorization: `Bearer ${(await res.json()).access_token}` };
  return <T,>(url: string) => request.get(`/api${url}`, { headers }).then((r) => r.json() as Promise<T>);
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 740 } });

    test('the dashboard and the loans page offer "Renew" only where the server would renew, the reason elsewhere; renewing looks primary', async ({ page, request }) => {
      // aluno: an overdue loan (never renewable) among three (the seed's accounts table).
      const loans = await renewableLoans(request, 'aluno');
      expect(loans.some((l) => !l.renovavel), 'aluno has a loan the server will not renew').toBe(true);
      await signIn(page);
      const card = page.getByRole('region', { name: 'Loans', exact: true });
      await expect(card.locator('.card-item-title').first()).toBeVisible();
      const shown = await card.locator('.card-item-title').allTextContents();
      for (const loan of loans.filter((l) => shown.includes(l.titulo))) {
        const item = card.locator('li').filter({ hasText: loan.titulo });
        const renew = item.getByRole('button', { name: /^Renew\s*:/ });
        if (loan.renovavel) {
          await expect(renew).toBeVisible();
          await expect(renew).toHaveClass(/\bbutton\b/);
          await expect(renew).not.toHaveClass(/button-secondary/);
        } else {
          await expect(renew).toHaveCount(0);
          await expect(item).toContainText('Cannot be renewed:');
        }
      }
      await expectAccessible(page);

      await page.goto('/meupergamum/emprestimos');
      const refused = loans.find((l) => !l.renovavel)!;
      const row = page.locator('.loan').filter({ hasText: refused.titulo });
      await expect(row).toContainText('Cannot be renewed:');
      await expect(row.getByRole('checkbox')).toHaveCount(0);
      // The calendar is the secondary action of each loan, the renewal the primary one.
      await expect(row.getByRole('button', { name: /^Add to calendar/ })).toHaveClass(/button-secondary/);
      if (loans.some((l) => l.renovavel)) {
        await expect(page.getByRole('button', { name: 'Renew all' })).toHaveClass(/\bbutton\b/);
        await expect(page.getByRole('button', { name: 'Renew all' })).not.toHaveClass(/button-secondary/);
      } else {
        await expect(page.getByRole('button', { name: 'Renew all' })).toHaveCount(0);
        await expect(page.getByText('None of these loans can be renewed now')).toBeVisible();
      }
      await expectAccessible(page);
    });

    test('the title page leads with availability and the hold, once; the librarian views open on demand and by their address', async ({ page, request }) => {
      const get = await publicApi(request);
      const { data } = await get<{ data: { cod_acervo: number }[] }>('/consulta?termo=brasil&quantPag=10');
      const code = data[0].cod_acervo;
      const phone = new PhonePage(page);
      await phone.open(`/acervo/${code}`);
      const hold = page.getByRole('link', { name: 'Place a hold', exact: true });
      await expect(hold).toHaveCount(1);
      expect(await phone.inFirstScreen(hold), 'the hold in the first screen').toBe(true);
      expect(await phone.inFirstScreen(page.locator('.title-header').getByText(/\d+ of \d+ available/)), 'availability in the first screen').toBe(true);
      const sections = page.getByRole('navigation', { name: 'Title sections' });
      await expect(sections.getByRole('link', { name: 'Copies', exact: true })).toBeVisible();
      await expect(sections.getByRole('link', { name: 'MARC', exact: true })).toBeHidden();
      // The tabs take one or two rows, not five.
      expect((await sections.boundingBox())!.height).toBeLessThan(150);
      await expectAccessible(page);
      await sections.getByText(/^More about this title/).click();
      await sections.getByRole('link', { name: 'MARC', exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/acervo/${code}/marc$`));
      // A librarian view opened by its address shows its section open, the page marked current.
      await page.goto(`/acervo/${code}/dublin-core`);
      await expect(sections.getByRole('link', { name: 'Dublin Core', exact: true })).toHaveAttribute('aria-current', 'page');
      await expectAccessible(page);

      // The copies' cards: no row without a value.
      await page.goto(`/acervo/${code}/exemplares`);
      const cells = page.locator('.responsive-table td');
      await expect(page.locator('.responsive-table').first()).toBeVisible();
      const blank = await cells.evaluateAll((tds) => tds.filter((td) => getComputedStyle(td).display !== 'none' && !td.textContent?.trim()).length);
      expect(blank, 'visible empty rows in the copies\' cards').toBe(0);
      await expectAccessible(page);
    });

    test('the home shows each library\'s hours of today; the week opens on demand', async ({ page }) => {
      const phone = new PhonePage(page);
      await phone.open('/');
      const hours = page.getByRole('region', { name: 'Opening hours' });
      const libraries = hours.getByRole('article');
      await expect(libraries.first()).toBeVisible();
      const count = await libraries.count();
      await expect(hours.locator('.hours-today')).toHaveCount(count);
      // Every week's table is there, closed.
      await expect(hours.locator('table')).toHaveCount(count);
      for (const table of await hours.locator('table').all()) await expect(table).toBeHidden();
      // Each library's today in a few lines, not its whole week.
      expect((await hours.boundingBox())!.height / count).toBeLessThan(200);
      await libraries.first().getByText('Hours for the week').click();
      await expect(libraries.first().getByRole('table')).toBeVisible();
      await expectAccessible(page);
    });
  });
}

// Forms point at the mistake (item 4): each form below, sent empty, marks its first wrong
// field beside itself, ties the message to it and takes focus there. The forms are named by
// their routes, each checked against the router's own list.
const ROUTES = readFileSync(new URL('../../src/routeTree.gen.ts', import.meta.url), 'utf8');
const FORMS: { path: string; account: 'guest' | 'aluno'; form: (page: Page) => Locator }[] = [
  { path: '/login', account: 'guest', form: (page) => page.locator('form.login-form') },
  { path: '/meupergamum', account: 'aluno', form: (page) => page.getByRole('region', { name: 'Change password' }).locator('form') },
  // Closed storage (/meupergamum/armazem) shows its form only with titles in the basket.
  ...['comutacao-bibliografica', 'levantamento-bibliografico', 'ficha-catalografica', 'pesquisa-especializada', 'emprestimo-entre-bibliotecas']
    .map((entry) => ({ path: `/meupergamum/${entry}`, account: 'aluno' as const, form: (page: Page) => page.locator('form.library-request-form') })),
];

test.describe('every form sent empty points at its first wrong field', () => {
  for (const width of WIDTHS) {
    test(`at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 740 });
      let signedIn = false;
      for (const { path, account, form: formOf } of FORMS) {
        expect(ROUTES, `${path} is a route of the router`).toContain(`'${path === '/meupergamum' ? '/meupergamum/' : path}'`);
        if (account === 'aluno' && !signedIn) {
          await signIn(page);
          signedIn = true;
        }
        await page.goto(path);
        const form = formOf(page);
        await expect(form).toBeVisible();
        await form.locator('button[type="submit"]').first().click();
        const invalid = form.locator('[aria-invalid="true"]');
        await expect(invalid.first(), `${path}: a field marked invalid`).toBeVisible();
        // Focus is on the first wrong field.
        await expect(invalid.first(), `${path}: focus on the first wrong field`).toBeFocused();
        // Its message is tied to it and sits in its row, right after it.
        for (const field of await invalid.all()) {
          const ids = ((await field.getAttribute('aria-describedby')) ?? '').split(/\s+/).filter(Boolean);
          const messages = await Promise.all(ids.map((id) => page.locator(`[id="${id}"].field-error`).count()));
          const messageId = ids[messages.findIndex((n) => n > 0)];
          expect(messageId, `${path}: the message is in aria-describedby`).toBeTruthy();
          const message = page.locator(`[id="${messageId}"]`);
          await expect(message).toBeVisible();
          await expect(message).not.toBeEmpty();
          const [fieldBox, messageBox] = [await field.boundingBox(), await message.boundingBox()];
          expect(messageBox!.y, `${path}: the message is below its field`).toBeGreaterThanOrEqual(fieldBox!.y);
          expect(messageBox!.y - (fieldBox!.y + fieldBox!.height), `${path}: the message is next to its field`).toBeLessThan(80);
        }
        // Typing clears the mark of that field.
        const first = invalid.first();
        const tag = await first.evaluate((el) => el.tagName);
        if (tag === 'INPUT' || tag === 'TEXTAREA') {
          const handle = await first.elementHandle();
          await first.fill('x');
          expect(await handle!.getAttribute('aria-invalid')).toBeNull();
        }
        await expectAccessible(page);
      }
    });
  }
});
