import { axe } from './pages/axe';
import { expect, test, type Page } from '@playwright/test';

// Issue 5 item 7: WCAG 2.2 AA on every screen, in Portuguese and in English, in every colour
// scheme of the accessibility bar and in dark mode; every control reachable by keyboard;
// focus on the main heading after each navigation. Other specs run axe on their own flows
// in the default look; this one walks every screen through the matrix.
//
// A look changes colours only (chrome/accessibility.css). Every screen gets every rule of
// WCAG 2.2 AA in the default look, in Portuguese and in English, and the colour rules in
// the looks that bring their own palette (dark mode, high contrast), in Portuguese (the
// words change nothing of the colours). The inverted and grayscale looks are CSS filters on
// the default palette, which axe does not see (it reads computed colours): their contrast,
// and every palette's, is computed from the style sheets by the unit test
// src/features/platform/chrome/theme-contrast.test.ts. One test per screen, and the tests may run in
// parallel workers (each with its own server, playwright.config.ts).

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** The WCAG 2.2 AA rules whose outcome depends on colours: contrast, and links told apart from text by colour. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];
const LANGUAGES = ['pt', 'en'] as const;

/** The bar's settings as chrome/accessibility.css reads them (src/lib/preferences.ts applies the stored ones). */
const LOOKS = [
  { name: 'normal', colorScheme: 'normal', theme: 'light' },
  { name: 'high contrast', colorScheme: 'high-contrast', theme: 'light' },
  { name: 'dark mode', colorScheme: 'normal', theme: 'dark' },
] as const;

// A word of real records of the demo catalogue (New Zealand national bibliography).
const WORD = 'Zealand';

function withLanguage(path: string, language: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}lng=${language}`;
}

/** Every WCAG 2.2 AA rule, or only the colour rules. */
async function violations(page: Page, only: 'all' | 'colour'): Promise<string[]> {
  const builder = axe(page).withTags(WCAG_22_AA);
  if (only === 'colour') builder.withRules(COLOUR_RULES);
  const { violations: found } = await builder.analyze();
  return found.map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')}${n.failureSummary ? ` (${n.failureSummary.split('\n')[1]?.trim()})` : ''}`).join(', ')}`);
}

/**
 * Opens `path` in the language, then checks it: every rule in the default look, and in
 * Portuguese the colour rules in the other palettes. The look is switched the way the bar
 * switches it — stored settings, applied on <html> — without reloading.
 */
async function checkEveryLook(page: Page, path: string, language: string): Promise<void> {
  await page.goto(withLanguage(path, language));
  await expect(page.locator('main h1')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', language === 'pt' ? 'pt-BR' : 'en');
  // Wait for the screen's data: no loading text left in the main region.
  await expect(page.locator('main .loading')).toHaveCount(0, { timeout: 30_000 });
  const looks = language === 'pt' ? LOOKS : LOOKS.slice(0, 1);
  for (const [index, look] of looks.entries()) {
    await page.evaluate(({ colorScheme, theme }) => {
      localStorage.setItem('cor', colorScheme);
      localStorage.setItem('tema', theme);
      document.documentElement.dataset.colorScheme = colorScheme;
      document.documentElement.dataset.theme = theme;
    }, look);
    const rules = index === 0 ? 'all' : 'colour';
    expect.soft(await violations(page, rules), `${path} in ${language}, ${look.name} (${rules === 'all' ? 'every rule' : 'colour rules'})`).toEqual([]);
  }
}

interface Screens { search: string; title: string; tabs: string[]; authority: string }

async function findScreens(page: Page): Promise<Screens> {
  await page.goto(`/?termo=${WORD}`);
  const first = page.locator('.result-title a').first();
  await expect(first).toBeVisible({ timeout: 30_000 });
  const title = new URL((await first.getAttribute('href')) ?? '', 'http://x').pathname;
  await page.goto(title);
  await expect(page.locator('main h1')).toBeVisible();
  // The sub-page list comes in a deferred render, just after the header.
  await expect(page.locator('.title-tabs a').first()).toBeVisible();
  const tabs = await page.locator('.title-tabs a').evaluateAll((links) =>
    links.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
  );
  await page.goto(`/autoridade?termo=${WORD}`);
  const authorityLink = page.locator('main a[href^="/autoridade/"]').first();
  await expect(authorityLink).toBeVisible({ timeout: 30_000 });
  const authority = (await authorityLink.getAttribute('href')) ?? '';
  return { search: `/?termo=${WORD}`, title, tabs: [...new Set(tabs)].filter((tab) => tab !== title), authority };
}

/** Every public screen; a function when the demo's data decides the address. */
const PUBLIC_SCREENS: [string, (screens: Screens) => string][] = [
  ['home', () => '/'],
  ['browse', () => '/livre'],
  ['search results', (s) => s.search],
  ['title', (s) => s.title],
  ['title index', () => '/indices/titulo'],
  ['authority', (s) => s.authority],
  ['authority search', () => '/autoridade'],
  ['basket', () => '/cesta'],
  ['login', () => '/login'],
  ['page not found', () => '/esta/pagina/nao/existe'],
  ['authority MARC', (s) => `${s.authority}/marc`],
];

test.describe('axe: WCAG 2.2 AA on every screen, in every look', () => {
  test.describe.configure({ mode: 'parallel', timeout: 600_000 });
  let screens: Screens;

  test.beforeAll(async ({ browser }) => {
    // Its searches wait up to 30 s each on a busy machine.
    test.setTimeout(180_000);
    const page = await browser.newPage();
    screens = await findScreens(page);
    await page.close();
  });

  for (const [name, path] of PUBLIC_SCREENS) {
    test(`${name}, pt and en`, async ({ page }) => {
      for (const language of LANGUAGES) await checkEveryLook(page, path(screens), language);
    });
  }

  for (const language of LANGUAGES) {
    test(`title tabs, ${language}`, async ({ page }) => {
      expect(screens.tabs.length).toBeGreaterThan(3);
      for (const tab of screens.tabs) await checkEveryLook(page, tab, language);
    });
  }

  test('personal area, pt and en', async ({ page }) => {
    await page.goto(withLanguage('/login', 'en'));
    await page.getByRole('textbox', { name: 'User' }).fill('aluno');
    await page.getByLabel('Password', { exact: true }).fill('Biblioteca#2026');
    await page.getByRole('button', { name: 'Log in' }).click();
    // Signed in once the chrome offers to log out (a patron with two bonds is asked to pick
    // one on the login page first; the session already exists, the first bond is preselected).
    await expect(page.locator('header a[href="/sair"]')).toBeVisible();
    for (const language of LANGUAGES) {
      await checkEveryLook(page, '/meupergamum', language);
      await expect(page).toHaveURL(/\/meupergamum/);
    }
  });
});

/** Tabs through the page and tells which visible controls never took focus. */
async function unreachableControls(page: Page): Promise<string[]> {
  const count = await page.evaluate(() => {
    const selector = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
    // Shown controls only: checkVisibility() is false inside a closed <details> (its content is
    // content-visibility: hidden, yet keeps boxes) and under display: none.
    const controls = [...document.querySelectorAll<HTMLElement>(selector)].filter(
      (el) => el.getClientRects().length > 0 && el.checkVisibility() && !el.closest('[inert], [hidden]'),
    );
    controls.forEach((el, index) => (el.dataset.kb = String(index)));
    return controls.length;
  });
  const reached = new Set<string>();
  // Tab until focus comes round to the first control again (the whole page walked), with a cap in
  // case a trap holds it. A radio group takes one Tab stop; focus may pass through the browser UI.
  let first: string | null = null;
  for (let press = 0; press < 2 * count + 30; press += 1) {
    await page.keyboard.press('Tab');
    const index = await page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.kb ?? null);
    if (index === null) continue;
    if (index === first && reached.size > 1) break;
    first ??= index;
    reached.add(index);
  }
  return page.evaluate(
    (seen) =>
      [...document.querySelectorAll<HTMLElement>('[data-kb]')]
        .filter((el) => !seen.includes(el.dataset.kb ?? '') && !(el instanceof HTMLInputElement && el.type === 'radio' && !el.checked))
        .map((el) => `${el.tagName.toLowerCase()} "${(el.textContent || el.getAttribute('aria-label') || el.getAttribute('name') || '').trim().slice(0, 40)}"`),
    [...reached],
  );
}

test.describe('keyboard', () => {
  test.use({ locale: 'en-US' });
  // A Tab press and a look at the focus per control, on four screens: minutes on a busy machine.
  test.describe.configure({ timeout: 180_000 });

  test('every control of the home, search result, title and login screens is reachable with Tab', async ({ page }) => {
    for (const path of ['/', `/?termo=${WORD}`, '/login']) {
      await page.goto(path);
      await expect(page.locator('main h1')).toBeVisible();
      await expect(page.locator('main .loading')).toHaveCount(0, { timeout: 30_000 });
      expect(await unreachableControls(page), path).toEqual([]);
    }
    await page.goto(`/?termo=${WORD}`);
    await page.locator('.result-title a').first().click();
    await expect(page).toHaveURL(/\/acervo\/\d+$/);
    await expect(page.locator('main .loading')).toHaveCount(0, { timeout: 30_000 });
    expect(await unreachableControls(page), 'title page').toEqual([]);
  });

  test('the skip link and the header links work from the keyboard, and focus lands on the main heading', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('main h1')).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();

    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [name, heading] of [['Browse', /./], ['Authorities', 'Authorities'], ['Basket', /Basket/]] as const) {
      await nav.getByRole('link', { name, exact: false }).focus();
      await page.keyboard.press('Enter');
      const h1 = page.locator('main h1');
      await expect(h1).toHaveText(heading);
      await expect(h1).toBeFocused();
    }
    await page.goBack();
    await expect(page.locator('main h1')).toHaveText('Authorities');
    await expect(page.locator('main h1')).toBeFocused();
  });
});
