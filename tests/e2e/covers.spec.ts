import { axe } from './pages/axe';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { firstIsbn } from '../../server/modules/catalogue/covers/provider';
import { hasDemoCover } from '../support/fake-covers';
import { SearchPage } from './pages/search-page';

// Covers from the provider (issue 26 item 6). The e2e server's provider is the fake of
// tests/support/fake-covers.ts (COVER_PROVIDER=template, tests/support/idps.ts): it has a
// cover for an ISBN whose digits add up to an even number and none for the others. The
// results show the provider's cover, served from our origin, and the icon for a title the
// provider has none for; the browser never asks another origin for an image.

interface Row { cod_acervo: number; titulo: string; link_capa: string | null }

/** A search of the demo whose first page has a title with a cover and one without. */
async function searchWithBoth(request: APIRequestContext) {
  const token = await request.post('/api/oauth/token', { data: { grant_type: 'client_credentials', client_id: '4' } });
  const headers = { authorization: `Bearer ${(await token.json()).access_token}` };
  for (const term of ['Zealand', 'history', 'brasil', 'literatura', 'economia', 'science']) {
    const rows = ((await (await request.get(`/api/consulta?termo=${encodeURIComponent(term)}`, { headers })).json()).data ?? []) as Row[];
    let withCover: Row | undefined;
    let without: Row | undefined;
    for (const row of rows) {
      const isbn = firstIsbn(((await (await request.get(`/api/acervo/${row.cod_acervo}`, { headers })).json()).isbn ?? []) as string[]);
      if (row.link_capa === `/api/acervo/${row.cod_acervo}/capa` && isbn && hasDemoCover(isbn)) withCover ??= row;
      else if (!row.link_capa?.startsWith('/api/acervo/') || (isbn && !hasDemoCover(isbn))) without ??= row;
      if (withCover && without) return { term, withCover, without };
    }
  }
  throw new Error('no demo search shows both a title with a cover and one without');
}

test('results show the provider\'s cover from our origin and the icon for a title without one', async ({ page, request, baseURL }) => {
  const { term, withCover, without } = await searchWithBoth(request);
  const foreign: string[] = [];
  page.on('request', (r) => { if (r.resourceType() === 'image' && !r.url().startsWith(baseURL!) && !r.url().startsWith('data:')) foreign.push(r.url()); });

  const search = new SearchPage(page);
  await search.open();
  await search.search(term);
  await expect(search.resultsHeading).toBeVisible();
  const item = (id: number) => search.results.filter({ has: page.locator(`a[href$="/acervo/${id}"]`) }).first();

  const cover = item(withCover.cod_acervo).locator('img.cover');
  await cover.scrollIntoViewIfNeeded();
  await expect(cover).toHaveAttribute('src', `/api/acervo/${withCover.cod_acervo}/capa`);
  await expect(cover).toHaveAttribute('data-cover', 'title');
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(60);
  // Width and height are given, so the image takes its place before it loads (no layout shift).
  await expect(cover).toHaveAttribute('width', '80');
  await expect(cover).toHaveAttribute('height', '120');
  await expect(cover).toHaveAttribute('loading', 'lazy');

  const icon = item(without.cod_acervo).locator('img.cover');
  await icon.scrollIntoViewIfNeeded();
  await expect(icon).toHaveAttribute('data-cover', 'default');
  await expect(icon).toHaveAttribute('src', /^data:image\/svg\+xml/);

  const { violations } = await axe(page).include('main').analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  // The title page shows the same cover.
  await item(withCover.cod_acervo).locator('.result-title a').click();
  await expect(page).toHaveURL(new RegExp(`/acervo/${withCover.cod_acervo}$`));
  const large = page.locator('img.cover-large');
  await expect(large).toHaveAttribute('src', `/api/acervo/${withCover.cod_acervo}/capa`);
  await expect.poll(() => large.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(60);
  expect(foreign).toEqual([]);
});
