import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './pages/basket-page';
import { CatalogueApi } from './pages/title-api';
import { TitleDetailsPage } from './pages/title-details-page';

test.use({ locale: 'en-US' });

const TERMS = ['Zealand', 'history', 'education', 'science', 'journal', 'review'];

test('a title page opened directly asks for its record, a visitor token and the header\'s settings once each, before its code has run', async ({ browser, request }) => {
  const [code] = await new CatalogueApi(request).codes(['Zealand']);
  // English (lang 5) from the browser; Spanish (lang 3) from ?lng=: the early requests
  // (the early script, src/lib/startup/prefetch-first-data.ts) carry the app's language, so the app takes their answers.
  for (const [search, lang] of [['', '5'], ['?lng=es', '3']]) {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    const calls: string[] = [];
    page.on('request', (sent) => {
      const { pathname } = new URL(sent.url());
      if ([`/api/acervo/${code}`, '/api/oauth/token', '/api/parametros/instituicao', '/api/parametros/autoatendimento'].includes(pathname)) {
        calls.push(`${sent.method()} ${pathname} lang ${sent.headers().lang}`);
      }
    });
    await page.goto(`/acervo/${code}${search}`);
    await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
    await expect(page.locator('.title-facts')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', search ? 'es' : 'en');
    // The route's code was preloaded from the names the build put in the page.
    const preloaded = await page.locator('link[rel="modulepreload"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    const named = (await page.locator('meta[name="title-page-code"]').getAttribute('content'))!.split(' ').filter((file) => file.endsWith('.js'));
    expect(named.length).toBeGreaterThan(0);
    expect(preloaded).toEqual(expect.arrayContaining(named));
    await page.waitForLoadState('networkidle');
    expect(calls.sort()).toEqual([
      `GET /api/acervo/${code} lang ${lang}`,
      `GET /api/parametros/autoatendimento lang ${lang}`,
      `GET /api/parametros/instituicao lang ${lang}`,
      `POST /api/oauth/token lang ${lang}`,
    ]);
    await context.close();
  }
});

test('every sub-page of a title shows its real content, accessibly', async ({ page, request }) => {
  test.setTimeout(240_000);
  const api = new CatalogueApi(request);
  const codes = await api.codes(TERMS);
  const withSummaries = await api.firstWhere(codes, 'summaries', async (code) => {
    const { body } = await api.get<{ sumarios: unknown[]; resumos: unknown[] }>(`/sumario/${code}/dados`);
    return body.sumarios.length > 0;
  });
  const title = new TitleDetailsPage(page);

  await title.open(withSummaries);
  await expect(page.locator('.title-facts')).toBeVisible();
  await expect(title.addToBasket).toBeVisible();
  await expect(page.getByRole('region', { name: 'Comments' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in' }).first()).toHaveAttribute(
    'href',
    `/login?redirect=%2Facervo%2F${withSummaries}`,
  );
  await expectNoAxeViolations(page);

  await title.openSection('Copies', /\/exemplares$/);
  await expect(title.panel.getByRole('table').first()).toContainText(/Available|On loan|On hold|Library use only/);
  await expect(title.panel.getByRole('columnheader', { name: 'Expected return' }).first()).toBeVisible();
  await expectNoAxeViolations(page);

  await title.openSection('Reference', /\/referencia$/);
  const reference = title.panel.locator('.reference blockquote');
  await expect(reference).not.toBeEmpty();
  await expect(title.panel).toContainText('Citation styles from the CSL project, https://citationstyles.org/');
  const abnt = (await reference.textContent()) ?? '';
  await title.panel.getByRole('combobox', { name: 'Citation style' }).selectOption('apa');
  await expect(reference).not.toHaveText(abnt);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await title.panel.getByRole('button', { name: /^Copy the APA reference/ }).click();
  await expect(page.getByText('Copied to the clipboard.')).toBeVisible();
  expect((await page.evaluate(() => navigator.clipboard.readText())).length).toBeGreaterThan(10);
  await expectNoAxeViolations(page);

  await title.openSection('MARC', /\/marc$/);
  await expect(title.panel.getByRole('table')).toContainText('245');
  const [marcxml] = await Promise.all([
    page.waitForEvent('download'),
    title.panel.getByRole('button', { name: 'Download MARCXML' }).click(),
  ]);
  expect(marcxml.suggestedFilename()).toMatch(/\.xml$/);
  await expectNoAxeViolations(page);

  await title.openSection('Dublin Core', /\/dublin-core$/);
  await expect(title.panel.getByRole('rowheader', { name: 'dc.title' }).first()).toBeVisible();
  await expect(title.panel.locator('pre')).toContainText('<dc:title>');
  await expectNoAxeViolations(page);

  await title.openSection('Summaries', /\/sumarios$/);
  await expect(title.panel.locator('.summary-list li').first()).not.toBeEmpty();
  await expectNoAxeViolations(page);

  await title.openSection('Statistics', /\/dados-estatisticos$/);
  const chart = title.panel.getByRole('table', { name: 'Loans per year' });
  await expect(chart).toBeAttached();
  await expect(chart.getByRole('row')).not.toHaveCount(1);
  await expectNoAxeViolations(page);

  await title.openSection('Place a hold', /\/reserva$/);
  await expect(title.panel.getByRole('link', { name: 'Log in' })).toHaveAttribute(
    'href',
    `/login?redirect=%2Facervo%2F${withSummaries}%2Freserva`,
  );
  await title.openSection('Request a loan', /\/solicitacao-emprestimo$/);
  await expect(title.panel.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expectNoAxeViolations(page);

  // A title that is not a periodical says so on its Kardex page.
  await title.openSection('Kardex collection', /\/colecao-kardex$/);
  const kardexAllowed = (await api.get<{ permitido: boolean }>(`/kardex/${withSummaries}/permissao`)).body.permitido;
  if (!kardexAllowed) await expect(title.panel).toContainText('This title is not a periodical');
});

test('a periodical shows its Kardex issues by year, and book summaries and closed collection show', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const api = new CatalogueApi(request);
  const codes = await api.codes(TERMS);
  const periodical = await api.firstWhere(codes, 'a Kardex', async (code) =>
    (await api.get<{ permitido: boolean }>(`/kardex/${code}/permissao`)).body.permitido,
  );
  const title = new TitleDetailsPage(page);
  await title.open(periodical, 'colecao-kardex');
  const issues = title.panel.getByRole('table', { name: 'Issues' });
  await expect(issues.getByRole('row').nth(1)).toBeVisible();
  const year = title.panel.getByRole('combobox', { name: 'Year' });
  const someYear = await year.locator('option').nth(1).getAttribute('value');
  await year.selectOption(someYear ?? '');
  await expect(issues.locator('tbody tr td:nth-child(2)').first()).toHaveText(someYear ?? '');
  const years = await issues.locator('tbody tr td:nth-child(2)').allTextContents();
  expect(new Set(years)).toEqual(new Set([someYear]));
  await expectNoAxeViolations(page);

  const withAbstract = await api.firstWhere(codes, 'a book summary', async (code) =>
    (await api.get<{ resumos: unknown[] }>(`/sumario/${code}/dados`)).body.resumos.length > 0,
  );
  await title.open(withAbstract, 'sumarios-livros');
  await expect(title.panel.locator('.book-summary p').first()).not.toBeEmpty();
  await expectNoAxeViolations(page);

  const withoutSummaries = await api.firstWhere(codes, 'no summaries', async (code) => {
    const { body } = await api.get<{ sumarios: unknown[]; resumos: unknown[]; link: string | null }>(`/sumario/${code}/dados`);
    return body.sumarios.length === 0 && body.resumos.length === 0 && body.link === null;
  });
  await title.open(withoutSummaries, 'sumarios');
  await expect(title.panel).toContainText('This title has no summaries.');
  await title.openSection('Book summaries', /\/sumarios-livros$/);
  await expect(title.panel).toContainText('This title has no book summary.');

  const closed = await api.firstWhere(codes, 'a closed-collection copy', async (code) =>
    ((await api.get<unknown[]>(`/dados-armazem?cod_acervo=${code}`)).body ?? []).length > 0,
  );
  await title.open(closed, 'acervo-fechado');
  await expect(title.panel.getByRole('table').first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a visitor reads the approved comments of a title and is invited to log in to send one', async ({
  page,
  request,
}) => {
  const api = new CatalogueApi(request);
  type Comment = { texto: string; nome_pessoa: string | null };
  const commented = await api.scan('an approved comment', async (code) => {
    const { status, body } = await api.get<Comment[]>(`/comentarios/acervo/${code}`);
    return status === 200 && body.length > 0;
  });
  const [comment] = (await api.get<Comment[]>(`/comentarios/acervo/${commented}`)).body;
  const title = new TitleDetailsPage(page);
  await title.open(commented);
  const comments = page.getByRole('region', { name: 'Comments' });
  await expect(comments.getByRole('listitem').first()).toContainText(comment.texto);
  if (comment.nome_pessoa) await expect(comments).toContainText(comment.nome_pessoa.split(' ')[0]);
  await expect(comments.locator('time').first()).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
  await comments.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(new RegExp(`/login\\?redirect=%2Facervo%2F${commented}$`));
  await expectNoAxeViolations(page);

  // Logged in, the patron comes back here, and the hold tab offers the hold form.
  await page.getByRole('textbox', { name: 'User' }).fill('aluno');
  await page.getByLabel('Password', { exact: true }).fill('Biblioteca#2026');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/acervo/${commented}$`));
  await expect(comments.getByLabel('Your comment')).toBeVisible();
  await title.openSection('Place a hold', /\/reserva$/);
  await expect(title.panel.getByRole('heading', { name: 'Place a hold' })).toBeVisible();
  // The form, or the §8 refusal when this title has a copy on the shelf (holds.spec places one).
  // Or, when another spec already placed this patron's hold on the title, the tab says so.
  const said = title.panel.getByRole('status').filter({ hasText: /Hold refused: a copy is on the shelf|You already have a hold on this title\./ });
  await expect(title.panel.getByLabel('Library').or(said).first()).toBeVisible();
});
