import { axe } from './pages/axe';
import { expect, test, type Page } from '@playwright/test';
import { AcquisitionsPage, pearsonTitle } from './pages/acquisitions-page';

// Acquisitions and third-party providers (issue 25 items 2 and 4, issue 24 item 5): aluno
// filters her suggestions by status, reads her statistics as a chart with its table, sees
// the subscribed databases, and opens a Pearson e-book from a title (a new tab, against the
// fake provider the e2e server starts); a patron without a CPF gets §8's message instead.
// axe is clean on each screen. Runs in English.

test.use({ locale: 'en-US' });
test.describe.configure({ mode: 'serial' });
const PASSWORD = 'Biblioteca#2026';

async function expectAccessible(page: Page) {
  const { violations } = await axe(page).include('main').analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('aluno consults her suggestions by status and reads her statistics as a chart and a table', async ({ page }) => {
  const acquisitions = new AcquisitionsPage(page);
  await acquisitions.logIn('aluno', PASSWORD);
  await acquisitions.openSuggestions();
  await expect(acquisitions.row('Física básica: mecânica')).toContainText('Awaiting delivery');
  expect(await acquisitions.titles()).toEqual(['Química geral', 'Física básica: mecânica', 'Cálculo: volume 1', 'Álgebra linear']);
  await expectAccessible(page);
  await acquisitions.status.selectOption({ label: 'Awaiting delivery' });
  await acquisitions.filter.click();
  await expect.poll(() => acquisitions.titles()).toEqual(['Física básica: mecânica']);

  const { chart, figures } = await acquisitions.openStatistics();
  await expect(page.getByText('You sent 4 acquisition suggestions.')).toBeVisible();
  await expect(chart).toHaveAttribute('aria-label', /Pre-suggestion: 1; Awaiting delivery: 1; Attended: 1; Already in the collection: 1/);
  await expect(chart.locator('[data-bar]')).toHaveCount(4);
  await expect(figures.getByRole('row', { name: 'Awaiting delivery 1' })).toBeVisible();
  await expectAccessible(page);

  await page.goto('/meupergamum/bases-dados');
  await expect(page.getByRole('heading', { level: 2, name: 'Portal de Periódicos CAPES' })).toBeVisible();
  await expect(page.locator('[data-database="capes"]')).toContainText('CAFe');
  await expect(page.locator('[data-database="capes"]').getByRole('link', { name: /Open Portal de Periódicos CAPES/ })).toHaveAttribute('target', '_blank');
  // Target GEDWeb's standards, searched through the provider and opened in a new tab.
  await page.getByLabel('Standard number or subject').fill('referências');
  await page.getByRole('button', { name: 'Search standards' }).click();
  const standard = page.locator('[data-target-product="NBR6023"]');
  await expect(standard).toContainText('ABNT NBR 6023');
  await expectAccessible(page);
  const opened = page.context().waitForEvent('page');
  await standard.getByRole('button', { name: /Open ABNT NBR 6023/ }).click();
  await expect((await opened).getByRole('heading', { name: 'Leitor target' })).toBeVisible();
});

test('a restricted Pearson link opens the provider in a new tab; without a CPF, the §8 message', async ({ page, request, browser }) => {
  const { codAcervo } = await pearsonTitle(request);
  const acquisitions = new AcquisitionsPage(page);
  await acquisitions.logIn('aluno', PASSWORD);
  await page.goto(`/acervo/${codAcervo}`);
  const link = page.getByRole('button', { name: /Biblioteca Virtual Pearson/ });
  const opened = page.context().waitForEvent('page');
  await link.click();
  const tab = await opened;
  await expect(tab.getByRole('heading', { name: 'Leitor pearson' })).toBeVisible();
  await expect(tab.getByText(/^token tk-\d{11}$/)).toBeVisible();
  await expectAccessible(page);

  const other = await browser.newContext({ locale: 'en-US' });
  const stranger = await other.newPage();
  await new AcquisitionsPage(stranger).logIn('comunidade', PASSWORD);
  await stranger.goto(`/acervo/${codAcervo}`);
  await stranger.getByRole('button', { name: /Biblioteca Virtual Pearson/ }).click();
  await expect(stranger.getByRole('alert').filter({ hasText: 'You have no CPF registered. Please contact the library.' })).toBeVisible();
  // The waiting tab opened at the click is closed again (window.close ends it a moment later).
  await expect.poll(() => other.pages().length).toBe(1);
  await expectAccessible(stranger);
  await other.close();
});

test('staff move a suggestion in the workspace queue and the patron sees the new status, the note and an alert', async ({ page, browser }) => {
  const staff = new AcquisitionsPage(page);
  await staff.logIn('catalogador', PASSWORD);
  await page.goto('/balcao/sugestoes');
  await expect(page.getByRole('heading', { level: 1, name: 'Acquisition suggestions' })).toBeVisible();
  const item = page.locator('[data-queue-item]').filter({ has: page.getByRole('heading', { name: 'Química geral' }) });
  await expect(item).toContainText('Pre-suggestion');
  await expectAccessible(page);
  await item.getByLabel('Move to').selectOption({ label: 'In quote' });
  await item.getByLabel('Note to the patron').fill('Pedimos orçamento a três livrarias.');
  await item.getByRole('button', { name: 'Save and tell the patron' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'moved to In quote.' })).toBeVisible();

  const other = await browser.newContext({ locale: 'en-US' });
  const patron = new AcquisitionsPage(await other.newPage());
  await patron.logIn('aluno', PASSWORD);
  await patron.openSuggestions();
  await expect(patron.row('Química geral')).toContainText('In quote');
  await expect(patron.row('Química geral')).toContainText('Pedimos orçamento a três livrarias.');
  await patron.page.goto('/meupergamum/alertas');
  await expect(patron.page.getByRole('main')).toContainText('Química geral');
  await other.close();
});
