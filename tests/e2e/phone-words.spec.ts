import { expect, test, type Page } from '@playwright/test';

// The phone's words (issue 37 item 7) at 320, 360 and 390 px: the search box has a visible
// label, the sort select (behind one "sort and page size" button) is seen whole, "disponíveis"
// is never cut in two, types of work read in the reader's language, and the zoom choice says
// the text size (100 %), not "0 %".

test.describe.configure({ timeout: 120_000 });
const WIDTHS = [320, 360, 390] as const;
const PORTUGUESE_WORK_TYPES = ['Livro', 'Periódico', 'Mapa', 'Partitura', 'Gravação de som', 'Vídeo / Filme', 'Recurso eletrônico', 'Tese / Dissertação', 'Outro'];

/** The words of `selector`'s text that the browser drew on more than one line (a word cut in two). */
function cutWords(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((css) => {
    const cut: string[] = [];
    for (const element of document.querySelectorAll(css)) {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
          if (lines.size > 1) cut.push(match[0]);
        }
      }
    }
    return cut;
  }, selector);
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 740 }, hasTouch: true });

    test.describe('in Portuguese', () => {
      test.use({ locale: 'pt-BR' });

      test('the search box has a visible label; results keep "disponíveis" whole and show the sort select whole', async ({ page }) => {
        await page.goto('/?termo=brasil');
        const label = page.locator('.search-term > label');
        await expect(label).toBeVisible();
        const labelBox = await label.boundingBox();
        expect(labelBox!.width, 'the label is drawn, not clipped to a pixel').toBeGreaterThan(40);
        await expect(page.getByRole('combobox', { name: 'Pesquisar no acervo' })).toBeVisible();

        await expect(page.locator('.result-availability').first()).toBeVisible();
        expect(await cutWords(page, '.result-availability')).toEqual([]);

        // Sort and page size fold behind one button beside "Show filters" (three results on the
        // first screen); it opens them below, labelled.
        const options = page.getByRole('button', { name: 'Ordem e paginação' });
        await expect(options).toHaveAttribute('aria-expanded', 'false');
        const optionsBox = await options.boundingBox();
        expect(optionsBox!.x + optionsBox!.width, 'the options button ends inside the screen').toBeLessThanOrEqual(width);
        await options.click();
        await expect(options).toHaveAttribute('aria-expanded', 'true');
        await expect(page.getByRole('combobox', { name: 'Por página' })).toBeVisible();
        const sort = page.getByRole('combobox', { name: 'Ordenar por' });
        await expect(sort).toBeVisible();
        const box = await sort.boundingBox();
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width, 'the sort select ends inside the screen').toBeLessThanOrEqual(width);
        // Seen whole: its chosen option's text fits the select (no sideways-scrolling row hiding it).
        const fits = await sort.evaluate((select: HTMLSelectElement) => {
          const probe = document.createElement('span');
          const style = getComputedStyle(select);
          probe.style.font = style.font;
          probe.style.whiteSpace = 'nowrap';
          probe.textContent = select.selectedOptions[0]?.textContent ?? '';
          document.body.append(probe);
          const text = probe.getBoundingClientRect().width;
          probe.remove();
          const toolbar = select.closest('.results-toolbar') as HTMLElement;
          return { text, room: select.clientWidth - 24, scrolls: toolbar.scrollWidth > toolbar.clientWidth + 1 };
        });
        expect(fits.scrolls, 'the results toolbar does not scroll sideways').toBe(false);
        expect(fits.text, 'the chosen sort fits its select').toBeLessThanOrEqual(fits.room);
      });
    });

    test.describe('in English', () => {
      test.use({ locale: 'en-US' });

      test('types of work are in English and the zoom says 100 %', async ({ page }) => {
        await page.goto('/?termo=brasil');
        const types = page.locator('.result-type');
        await expect(types.first()).toBeVisible();
        const shown = await types.allTextContents();
        expect(shown.filter((text) => PORTUGUESE_WORK_TYPES.includes(text.trim())), 'types of work left in Portuguese').toEqual([]);

        await page.getByRole('button', { name: 'Menu' }).click();
        const zoom = page.getByRole('dialog').getByLabel('Zoom');
        await expect(zoom).toBeVisible();
        const choices = await zoom.locator('option').allTextContents();
        expect(choices[0].replace(/\s/g, '')).toBe('100%');
        expect(choices.some((choice) => /^0\s?%$/.test(choice.trim()))).toBe(false);
      });
    });
  });
}
