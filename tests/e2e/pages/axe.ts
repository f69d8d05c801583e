import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe on the page as it is, the way every spec runs it: all of axe's rules (or those the
 * caller picks), the violations reported whole. Two settings make each run about 2.5× cheaper
 * (bench: 3 screens × 2 rounds, 55 s → 21 s on the shared machine) without changing what it
 * finds:
 * - legacy mode runs axe.run in the page itself; the default mode opens a new blank page
 *   (a new renderer) on every run to merge the frames' partial results. Our screens have
 *   no cross-origin frames, the one thing only the default mode would look into;
 * - resultTypes ['violations']: axe still runs every rule on every node, but builds the
 *   unique selector of one node only (not of all) for the passes and the inapplicable and
 *   incomplete rules, which no spec reads.
 */
export function axe(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
}

/**
 * No axe violation on the page, once it is drawn: its main heading is there first (right after
 * a navigation, axe would otherwise judge the app's shell between two pages).
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // By tag, not role: an open modal dialog hides the page's heading from the accessibility tree.
  await expect(page.locator('h1').first()).toBeAttached();
  const { violations } = await axe(page).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
