import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { parseCompiledCatalog } from '../../scripts/catalog-split';
import { expectNoAxeViolations } from './pages/catalogue-page';

/** The ids of the compiled catalog: a page showing one shows a message untranslated. */
const IDS = Object.keys(parseCompiledCatalog(readFileSync('locales/pt/messages.ts', 'utf8'))).filter((id) => id.length === 6);

async function expectNoBareIds(page: Page): Promise<void> {
  const words = new Set((await page.locator('body').innerText()).split(/\s+/));
  expect(IDS.filter((id) => words.has(id))).toEqual([]);
}

// The catalog of messages split along the build's chunks (scripts/catalog-split.ts): the first
// screen loads the shell's messages only, each lazy part brings its own before it shows, and
// the server's keys are translated when the server answers one.

/** The catalog files the page asked for, as `<kind>.<locale>` (shell, keys, or chunk). */
function catalogRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const match = /\/assets\/catalog-(shell-|keys-)?[\w-]+\.(\w+)\.js$/.exec(new URL(request.url()).pathname);
    if (match) seen.push(`${match[1] ? match[1].slice(0, -1) : 'chunk'}.${match[2]}`);
  });
  return seen;
}

test.describe('in Portuguese', () => {
  test.use({ locale: 'pt-BR' });

  test('home loads only the shell catalog; a search and a lazy page bring their own, never untranslated', async ({ page }) => {
    const catalogs = catalogRequests(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Pesquisar no catálogo' })).toBeVisible();
    expect(catalogs).toContain('shell.pt');
    expect(catalogs.filter((name) => !name.endsWith('.pt'))).toEqual([]);

    // The advanced form's code (and its messages) loads when asked for.
    await page.getByRole('button', { name: 'Pesquisa avançada' }).click();
    await expect(page.getByRole('button', { name: 'Pesquisa simples' })).toBeVisible();
    await expect(page.getByRole('combobox').first()).toBeVisible();
    await page.getByRole('button', { name: 'Pesquisa simples' }).click();

    // A search's results come with their code: the heading is Portuguese from its first frame.
    const before = catalogs.length;
    await page.getByRole('combobox', { name: 'Pesquisar no acervo' }).fill('brasil');
    await page.keyboard.press('Enter');
    const results = page.getByRole('heading', { level: 2, name: /resultados? para “brasil”/ });
    await expect(results).toBeVisible();
    expect(catalogs.slice(before).some((name) => name === 'chunk.pt')).toBe(true);
    await expectNoBareIds(page);

    // A page reached by the app's own navigation: its route's code and messages load before it renders.
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1, name: 'Perguntas frequentes' })).toBeVisible();
    await expectNoBareIds(page);
    await expectNoAxeViolations(page);
  });

  test('a refusal the server words as a key is translated (the keys catalog)', async ({ page }) => {
    const catalogs = catalogRequests(page);
    await page.goto('/login');
    await page.getByRole('textbox', { name: /^Usuário/ }).fill('ninguem');
    await page.getByLabel('Senha', { exact: true }).fill('errada-123');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page.getByText(/incorretos/).first()).toBeVisible();
    await expect(page.getByText('error.login-wrong-credentials')).toHaveCount(0);
    expect(catalogs).toContain('keys.pt');
  });
});

test.describe('in Spanish', () => {
  test.use({ locale: 'es-ES' });

  test('every catalog comes in the page\'s language', async ({ page }) => {
    const catalogs = catalogRequests(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Buscar en el catálogo' })).toBeVisible();
    await page.getByRole('button', { name: 'Búsqueda avanzada' }).click();
    await expect(page.getByRole('button', { name: 'Búsqueda simple' })).toBeVisible();
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1, name: 'Preguntas frecuentes' })).toBeVisible();
    expect(catalogs).toContain('shell.es');
    // index.html preloads Portuguese's shell (the default language); nothing else in Portuguese.
    expect(catalogs.filter((name) => !name.endsWith('.es') && name !== 'shell.pt')).toEqual([]);
  });
});
