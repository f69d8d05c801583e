// The layout check (issue 28): every route of tests/e2e/layout-routes.ts at 320, 360 and
// 390 px, in Portuguese (the longest words), drawn with Debian's Noto fonts as on Android
// (tests/e2e/fonts/fonts.conf): no sideways scroll, no word of a label, button, link or cell
// wider than its box (a word broken letter by letter), tap targets of at least 44 px, axe
// clean at 360 px; a screenshot of each screen (at 360 px, and at any width with a fault)
// is attached to the results. One browser context per account, signed in once; the widths
// are viewport changes inside it.
import { axe } from './pages/axe';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { findTitles } from './pages/basket-page';
import { LAYOUT_ROUTES, LAYOUT_WIDTHS, type LayoutAccount } from './layout-routes';

const PASSWORD = 'Biblioteca#2026';

let titleId = 0;
const contexts = new Map<LayoutAccount, Promise<Page>>();

test.beforeAll(async ({ request }) => {
  const [first] = await findTitles(request, { termo: 'Zealand' });
  titleId = first.cod_acervo;
});

test.afterAll(async () => {
  for (const page of contexts.values()) await (await page).context().close();
});

/** One page per account in its own context, signed in once (the session lives in the context's IndexedDB). */
function pageFor(browser: Browser, account: LayoutAccount): Promise<Page> {
  let page = contexts.get(account);
  if (!page) {
    page = (async () => {
      const context: BrowserContext = await browser.newContext({ locale: 'pt-BR', viewport: { width: 390, height: 800 }, hasTouch: true });
      const opened = await context.newPage();
      if (account !== 'guest') {
        await opened.goto('/login');
        await opened.getByRole('main').getByRole('textbox').first().fill(account);
        await opened.locator('input[name="password"]').fill(PASSWORD);
        await opened.locator('main form button[type="submit"]').click();
        await expect(opened).not.toHaveURL(/\/login/);
      }
      return opened;
    })();
    contexts.set(account, page);
  }
  return page;
}

/**
 * What is wrong with the screen as drawn at `width` (an empty list: nothing). Waits first, in
 * the page (one round trip), for the viewport to have that width, two frames to be drawn
 * and no loading indicator in the main region.
 */
function layoutFaults(page: Page, width: number): Promise<string[]> {
  return page.evaluate(async (width) => {
    const frame = () => new Promise<void>((done) => requestAnimationFrame(() => done()));
    const loading = () => document.querySelector('main :is(.loading, [aria-busy="true"])') !== null;
    for (const started = Date.now(); (window.innerWidth !== width || loading()) && Date.now() - started < 15_000; ) await frame();
    await frame();
    await frame();
    const faults: string[] = [];
    if (window.innerWidth !== width) faults.push(`the viewport is ${window.innerWidth} px wide, not ${width} px`);
    const root = document.documentElement;
    const sideways = root.scrollWidth - root.clientWidth;
    if (sideways > 0) faults.push(`the page scrolls sideways by ${sideways} px`);

    const describe = (element: Element) => {
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const name = element.getAttribute('aria-label');
      return `<${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.trim().split(/\s+/).join('.')}` : ''}> "${text || name || ''}"`;
    };
    /** Not drawn, or drawn inside a box clipped to a pixel (text for screen readers only). */
    const hidden = (element: Element) => {
      if (!element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) return true;
      for (let box: Element | null = element; box; box = box.parentElement) {
        const rect = box.getBoundingClientRect();
        if ((rect.width <= 2 || rect.height <= 2) && (box === element || getComputedStyle(box).overflow !== 'visible')) return true;
      }
      return false;
    };
    const canvas = document.createElement('canvas').getContext('2d')!;
    /** The element's own box: its nearest ancestor that is not inline (an inline box is as wide as its words). */
    const boxOf = (element: Element): Element => {
      let box: Element | null = element;
      while (box && /^(inline|contents)$/.test(getComputedStyle(box).display)) box = box.parentElement;
      return box ?? element;
    };

    // Each word of each label, button, link and cell, in its own font, against its box.
    const holders = document.querySelectorAll('main :is(label, button, .button, a, th, td, dt, dd, legend, summary, caption), .app-header :is(a, button, label), [role="dialog"] :is(a, button, label)');
    const reported = new Set<Element>();
    for (const holder of holders) {
      if (hidden(holder)) continue;
      const walker = document.createTreeWalker(holder, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || hidden(parent)) continue;
        const box = boxOf(parent);
        if (reported.has(box)) continue;
        const style = getComputedStyle(parent);
        const boxStyle = getComputedStyle(box);
        if (boxStyle.textOverflow === 'ellipsis' || boxStyle.webkitLineClamp !== 'none') continue;
        const room = box.clientWidth - parseFloat(boxStyle.paddingLeft) - parseFloat(boxStyle.paddingRight);
        canvas.font = style.font;
        canvas.letterSpacing = style.letterSpacing === 'normal' ? '0px' : style.letterSpacing;
        const transform = (word: string) => (style.textTransform === 'uppercase' ? word.toUpperCase() : word);
        // Words break after a hyphen or a slash too; an address or identifier may wrap where it must.
        const words = (node.textContent ?? '').split(/\s+/).flatMap((word) => word.split(/(?<=[-‐–—/_.@?&=])/));
        const address = /:\/\/|www\./.test(node.textContent ?? '');
        for (const word of words) {
          // An address or an identifier (a word with digits: a call number, a control number) may wrap anywhere.
          if (!word || address || /\d/.test(word)) continue;
          const width = canvas.measureText(transform(word)).width;
          if (width > room + 1) {
            faults.push(`"${word}" (${Math.round(width)} px) is wider than its box (${Math.round(room)} px): ${describe(box)}`);
            reported.add(box);
            break;
          }
        }
      }
    }

    // Tap targets: every control of the page (links inside text excepted) at least 44 px.
    const controls = document.querySelectorAll(
      "main :is(.button, button, input:not([type='checkbox'], [type='radio'], [type='hidden']), select), .app-header :is(a, button)",
    );
    for (const control of controls) {
      if (hidden(control)) continue;
      const box = control.getBoundingClientRect();
      const isField = control.matches('input, select');
      const isTextButton = control.matches('.link-button');
      if (box.height < 43.5 || (!isField && !isTextButton && box.width < 43.5)) {
        faults.push(`a tap target of ${Math.round(box.width)}×${Math.round(box.height)} px: ${describe(control)}`);
      }
    }
    return faults;
  }, width);
}

async function settle(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeAttached();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main :is(.loading, [aria-busy="true"])')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

// E2E_LAYOUT_TIMING=1 prints where each account's test spent its time.
const TIMING = process.env.E2E_LAYOUT_TIMING === '1';

// Each screen is opened once, at the narrowest width, and checked there; then the viewport
// widens to the next width (as a phone turned or a window resized would) and the screen is
// checked again as drawn at that width. Opening it anew at each width cost a full load and
// the network's quiet half-second every time, for the same drawing.
for (const account of ['guest', 'aluno', 'bibliotecario', 'administrador'] as const) {
  test(`${account === 'guest' ? 'signed out' : `signed in as ${account}`}, ${LAYOUT_WIDTHS.join(', ')} px wide: every screen fits`, async ({ browser }, testInfo) => {
    // Three widths of every screen of the account: generous, for a busy machine (a ceiling, not a wait).
    test.setTimeout(720_000);
    const page = await pageFor(browser, account);
    const spent = { open: 0, check: 0, screenshot: 0, axe: 0 };
    let mark = performance.now();
    const lap = (what: keyof typeof spent) => { const now = performance.now(); spent[what] += now - mark; mark = now; };
    for (const route of LAYOUT_ROUTES.filter((candidate) => candidate.account === account)) {
      const path = route.path.replace('{title}', String(titleId));
      await page.setViewportSize({ width: LAYOUT_WIDTHS[0], height: 800 });
      await page.goto(path);
      await settle(page);
      lap('open');
      for (const width of LAYOUT_WIDTHS) {
        if (width !== LAYOUT_WIDTHS[0]) await page.setViewportSize({ width, height: 800 });
        const faults = await layoutFaults(page, width);
        lap('check');
        // One picture of each screen (at 360 px), and one at any width where something is wrong.
        if (width === 360 || faults.length) {
          await testInfo.attach(`${route.name}, ${width} px`, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
        }
        lap('screenshot');
        expect.soft(faults, `${route.name} (${path}) at ${width} px`).toEqual([]);
        // The cards are still tables to assistive technology: axe stays clean (once per screen).
        if (width === 360) {
          const { violations } = await axe(page).analyze();
          expect.soft(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), `axe: ${route.name}`).toEqual([]);
          lap('axe');
        }
      }
    }
    if (TIMING) console.log(`layout ${account}:`, Object.entries(spent).map(([k, v]) => `${k} ${(v / 1000).toFixed(1)} s`).join(', '));
  });
}
