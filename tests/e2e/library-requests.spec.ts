import { axe } from './pages/axe';
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { tokenOf } from './pages/circulation-api';
import { DeviceAlertsPage } from './pages/device-alerts-page';
import { DeskRequestsPage, RequestFormPage, RequestsListPage } from './pages/library-requests-page';
import { CatalogueApi } from './pages/title-api';

// Requests to the library (issue 24 item 3): aluno sends one request of each kind (document
// copy, bibliographic survey with spec §5's page rule, catalogue card with its draft PDF,
// specialized search, inter-library loan, closed storage), finds them in Requests and
// filters them; the librarian's queue moves one and aluno sees its new state and the
// library's note. axe is clean on each screen.

test.use({ locale: 'en-US' });
test.describe.configure({ mode: 'serial' });
const PASSWORD = 'Biblioteca#2026';

async function expectAccessible(page: Page) {
  // The page drawn first (a form's heading), not the app's shell between two pages.
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  const { violations } = await axe(page).include('main').analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('aluno sends one request of each kind and finds them in Requests', async ({ page, request }) => {
  // What aluno had asked before (a retry finds the first try's requests): this test adds six.
  const mine = { authorization: `Bearer ${await tokenOf(request, 'aluno')}` };
  const before = ((await (await request.get('/api/solicitacoes/todas', { headers: mine })).json()) as unknown[]).length;
  await new DeviceAlertsPage(page).logIn('aluno', PASSWORD);
  const form = new RequestFormPage(page);

  await form.open('comutacao-bibliografica');
  await expectAccessible(page);
  await page.getByRole('radio', { name: 'Thesis or dissertation' }).check();
  await form.field('Title').fill('Redes neurais na agricultura');
  await form.field('Author').fill('João Lima');
  await form.field('Degree').selectOption({ label: 'Doctorate' });
  await form.send.click();
  await expect(form.sent).toBeVisible();

  await form.open('levantamento-bibliografico');
  await expectAccessible(page);
  await form.send.click();
  // The empty required field is marked on itself (issue 37 item 4), focus on it.
  await expect(form.field('General subject')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.field('General subject')).toHaveAccessibleDescription(/Fill in this field\./);
  await expect(form.field('General subject')).toBeFocused();
  await form.field('General subject').fill('Agricultura de precisão');
  await form.field('Bibliography start page').fill('10');
  await form.field('Bibliography final page').fill('2');
  await form.send.click();
  await expect(form.problem.filter({ hasText: "The bibliography's start page cannot be greater than its final page." })).toBeVisible();
  await form.field('Bibliography final page').fill('20');
  await form.send.click();
  await expect(form.sent).toBeVisible();

  await form.open('ficha-catalografica');
  await expectAccessible(page);
  await form.field(/^Authors/).fill('Ana Beatriz Souza');
  await form.field(/^Title/).fill('O ensino de física no ensino médio');
  await form.field('Kind of work').selectOption({ label: "Master's dissertation" });
  await form.field('Total pages').fill('120');
  await form.field(/^Keywords/).fill('física; ensino médio');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download draft card (PDF)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('ficha-catalografica-rascunho.pdf');
  expect((await readFile((await file.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
  await form.send.click();
  await expect(form.sent).toBeVisible();

  await form.open('pesquisa-especializada');
  await expectAccessible(page);
  await form.field(/^Subject/).fill('Patentes de biofertilizantes');
  await form.field('From year').fill('2024');
  await form.field('Until year').fill('2010');
  await form.send.click();
  await expect(form.problem.filter({ hasText: 'The start year cannot be after the end year.' })).toBeVisible();
  await form.field('Until year').fill('2025');
  await form.send.click();
  await expect(form.sent).toBeVisible();

  await form.open('emprestimo-entre-bibliotecas');
  await expectAccessible(page);
  await form.field(/^Title/).fill('Grande sertão: veredas');
  await form.field(/^Phone/).fill('(48) 3721-0000');
  await form.field(/^E-mail/).fill('aluno@ufdemo.edu.br');
  await form.send.click();
  await expect(form.sent).toBeVisible();

  // Closed storage takes titles of the basket: a title with a copy goes in first.
  const api = new CatalogueApi(request);
  const copiesOf = async (c: number) => (await api.get<{ desc_biblioteca: string }[]>(`/acervo/${c}/exemplares`)).body ?? [];
  const code = await api.scan('a copy', async (c) => (await copiesOf(c)).length > 0);
  const library = (await copiesOf(code))[0].desc_biblioteca;
  await page.goto(`/acervo/${code}`);
  await page.getByRole('main').getByRole('button', { name: 'Add to basket' }).first().click();
  // The basket is saved in IndexedDB: leave the page only once it is.
  await expect(page.getByRole('main').getByRole('button', { name: /^Remove from basket/ }).first()).toBeVisible();
  await form.open('armazem');
  await expectAccessible(page);
  await form.field(/^Library holding the storage/).selectOption({ label: library });
  await form.send.click();
  await expect(form.problem.filter({ hasText: 'Choose at least one item to request from storage.' })).toBeVisible();
  await page.getByRole('main').getByRole('checkbox').first().check();
  await form.send.click();
  await expect(form.sent).toBeVisible();

  const list = new RequestsListPage(page);
  await list.open();
  await expectAccessible(page);
  await expect(list.rows).toHaveCount(before + 6);
  // The newest of each (the list's first): a retry finds the first try's too.
  await expect(list.row('Agricultura de precisão').first()).toContainText('Bibliographic survey');
  await expect(list.row('Redes neurais na agricultura, João Lima').first()).toContainText('Document copy: Thesis or dissertation');
  await expect(list.row('Grande sertão: veredas').first()).toContainText('Inter-library loan');
  await expect(list.row('O ensino de física no ensino médio').first()).toContainText('Waiting');
  await list.from.fill('2000-01-01');
  await list.to.fill('2000-12-31');
  await list.filter.click();
  await expect(page.getByText('No requests.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear the dates' }).click();
  await expect(list.rows).toHaveCount(before + 6);
});

test('the librarian moves a request in the queue; aluno sees its state and the note', async ({ page, browser }) => {
  await new DeviceAlertsPage(page).logIn('bibliotecario', PASSWORD);
  const desk = new DeskRequestsPage(page);
  await desk.open();
  await expect(page.getByRole('heading', { level: 1, name: 'Requests to the library' })).toBeVisible();
  await expectAccessible(page);
  const survey = desk.item('Agricultura de precisão');
  await expect(survey).toContainText('Ana Beatriz Souza (aluno)');
  await survey.getByLabel('Note to the patron (optional)').fill('42 referências enviadas por e-mail.');
  await survey.getByLabel('Move to').selectOption({ label: 'Finished' });
  await survey.getByRole('button', { name: 'Move' }).click();
  // The move also delivers the alert (push, e-mail) before it answers: a loaded machine takes its time.
  await expect(survey).toHaveCount(0, { timeout: 45_000 });

  const patron = await (await browser.newContext({ locale: 'en-US' })).newPage();
  await new DeviceAlertsPage(patron).logIn('aluno', PASSWORD);
  const list = new RequestsListPage(patron);
  await list.open();
  const row = list.row('Agricultura de precisão');
  await expect(row).toContainText('Finished');
  await expect(row).toContainText("Library's note: 42 referências enviadas por e-mail.");
  await list.status.selectOption({ label: 'Finished' });
  await list.filter.click();
  await expect(list.rows).toHaveCount(1);
});
