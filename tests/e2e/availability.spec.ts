// Issue 21 item 10: "0 of 3 available" is never shown in the colour of "available". On the
// results and the title page, in each of the accessibility bar's five looks, a line's colour
// is the "available" colour exactly when its words say a copy is available.
import { expect, test, type Page } from '@playwright/test';
import { SearchPage } from './pages/search-page';
import { CatalogueApi } from './pages/title-api';

const LOOKS = [
  { colorScheme: 'normal', theme: 'light' },
  { colorScheme: 'inverted', theme: 'light' },
  { colorScheme: 'grayscale', theme: 'light' },
  { colorScheme: 'high-contrast', theme: 'light' },
  { colorScheme: 'normal', theme: 'dark' },
];

interface Line { available: number; agrees: boolean }

/** Each availability line on the page in each look: its first number, and whether its colour says the same. */
async function linesInEveryLook(page: Page): Promise<Line[]> {
  const lines: Line[] = [];
  for (const look of LOOKS) {
    lines.push(...await page.evaluate(({ colorScheme, theme }) => {
      document.documentElement.dataset.colorScheme = colorScheme;
      document.documentElement.dataset.theme = theme;
      const probe = document.createElement('span');
      probe.style.color = 'var(--ok)';
      document.body.append(probe);
      const availableColour = getComputedStyle(probe).color;
      probe.remove();
      return [...document.querySelectorAll('.result-availability')].map((element) => {
        const available = Number(/\d+/.exec(element.textContent ?? '')?.[0]);
        return { available, agrees: (getComputedStyle(element).color === availableColour) === available > 0 };
      });
    }, look));
  }
  return lines;
}

test('the availability line is in the "available" colour only when a copy is, in every look', async ({ page, request }) => {
  const api = new CatalogueApi(request);
  type Found = { cod_acervo: number; titulo: string; exemplares_disponiveis: number; exemplares_total: number };
  const titles: Found[] = [];
  for (const term of ['literatura', 'história', 'brasil', 'direito', 'ciência']) {
    titles.push(...(await api.get<{ data: Found[] }>(`/consulta?termo=${encodeURIComponent(term)}&quantPag=100`)).body?.data ?? []);
  }
  const none = titles.find((t) => t.exemplares_disponiveis === 0 && t.exemplares_total > 0);
  const some = titles.find((t) => t.exemplares_disponiveis > 0);
  expect(none, 'a demo title with every copy out').toBeTruthy();
  expect(some, 'a demo title with a copy on the shelf').toBeTruthy();

  for (const title of [none!, some!]) {
    await page.goto(`/acervo/${title.cod_acervo}`);
    await expect(page.locator('.title-header .result-availability')).toBeVisible();
    const lines = await linesInEveryLook(page);
    expect(lines.filter((l) => l.available === title.exemplares_disponiveis)).toHaveLength(LOOKS.length);
    expect(lines.every((l) => l.agrees), JSON.stringify(lines)).toBe(true);
  }

  const search = new SearchPage(page);
  await search.open();
  await search.search(none!.titulo);
  await expect(search.results.first()).toBeVisible();
  const lines = await linesInEveryLook(page);
  expect(lines.some((l) => l.available === 0)).toBe(true);
  expect(lines.every((l) => l.agrees), JSON.stringify(lines)).toBe(true);
});
